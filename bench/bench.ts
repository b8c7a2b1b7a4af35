/**
 * `npm run bench`: the production build measured two ways, in each publishing
 * mode (hash URLs, path URLs).
 *
 * - Lighthouse CI (lighthouserc.json: mobile, simulated throttling, the
 *   budgets as assertions) over every route, N runs each (lighthouseCi.ts).
 * - Real throttling through the Chrome DevTools Protocol (realThrottling.ts)
 *   on four visits: first paint and when the page first answers a tap; each
 *   kind of control tapped at first paint (controlTaps.ts); and every route's
 *   long tasks after the first paint, in a Chromium with nothing but the
 *   protocol attached (longTasks.ts, bareChromium.ts).
 *
 * Builds with `npm run build` (SITE_URL pointing at the local server, ROUTING
 * per mode) into a temporary folder, serves it on 127.0.0.1 as GitHub Pages
 * would, answers the avatar and flag hosts from a local HTTPS stand-in, prints
 * the median runs and the budgets that hold, and writes bench-results/bench.json
 * (LHCI keeps every run's report under the temporary folder's .lighthouseci
 * while it runs) and the one table of current figures, docs/bench-results.md
 * (resultsTable.ts; a partial run writes it to bench-results/ instead). Exit code 0 unless --strict and a budget fails. Options: see options.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import type { RoutingMode } from '../src/lib/siteUrls';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tooling/lib/browser/chromium';
import { cleanup, onCleanup, run } from '../tooling/lib/processes';
import { serveBuild } from '../tooling/lib/serveBuild';
import { STAND_IN_CHROMIUM_ARGS, startImageStandIn } from './imageStandIn';
import { lighthouseRow, runLighthouseCi, scriptKb } from './lighthouseCi';
import {
  BENCH_SITE,
  parseArguments,
  routeUrl,
  throttledVisits,
  type BenchOptions,
} from './options';
import { printMode, type ModeResult } from './print';
import { resultsMarkdown } from './resultsTable';
import {
  measureRealThrottling,
  themeTogglePosition,
  type RealThrottlingRun,
} from './realThrottling';
import { budgetSummary, medianFigures, type RealThrottlingVisit } from './summary';
import {
  CONTROL_PROBES,
  controlTapBudget,
  measureControlTap,
  type ControlTapRun,
  type ControlTapVisit,
} from './controlTaps';
import { launchBareChromium, type BareChromium } from './bareChromium';
import {
  longTaskBudget,
  measureLongTasks,
  type LongTaskRun,
  type LongTaskVisit,
} from './longTasks';

const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The bench's own package (bench/package.json): Lighthouse CI and its config. */
const benchRoot = resolve(fileURLToPath(new URL('.', import.meta.url)));
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

interface Target {
  mode: RoutingMode;
  origin: string;
}

/** Lighthouse CI over every route of one mode; its assertions are the Lighthouse budgets. */
async function lighthouseRoutes(options: BenchOptions, target: Target, workDir: string) {
  const urls = options.routes.map((route) =>
    routeUrl(target.origin, route, BENCH_SITE.fallbackLanguage, target.mode),
  );
  const { rows, failedUrls } = await runLighthouseCi({
    urls,
    runs: options.runs,
    dir: join(workDir, `lhci-${target.mode}`),
    config: join(benchRoot, 'lighthouserc.json'),
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...STAND_IN_CHROMIUM_ARGS],
    cpuSlowdown: options.cpuSlowdown,
  });
  const routeOf = (url: string) => options.routes[urls.indexOf(url)] ?? url;
  const lighthouse = rows.map((row) => ({ ...row, route: routeOf(row.url) }));
  // A run that ended before the app's scripts arrived would flatter every figure.
  const scriptless = lighthouse.filter((row) => row.runs.some((run) => scriptKb(run) === 0));
  const budgets = {
    held: [
      ...(failedUrls.length === 0 ? ['Lighthouse CI assertions (lighthouserc.json)'] : []),
      ...(scriptless.length === 0 ? ['app scripts loaded in every run'] : []),
    ],
    broken: [
      ...(failedUrls.length === 0
        ? []
        : [
            `Lighthouse CI assertions on ${failedUrls.map((url) => routeOf(url)).join(', ')} (see lhci assert above)`,
          ]),
      ...(scriptless.length === 0
        ? []
        : [
            `app scripts loaded in every run (fails on ${scriptless.map((r) => r.route).join(', ')})`,
          ]),
    ],
  };
  return { lighthouse, budgets };
}

async function realThrottlingVisits(options: BenchOptions, target: Target, browser: Browser) {
  const toggle = await themeTogglePosition(
    browser,
    routeUrl(target.origin, '/', BENCH_SITE.fallbackLanguage, target.mode),
  );
  const visits: RealThrottlingVisit[] = [];
  for (const { route, language } of throttledVisits(BENCH_SITE)) {
    const url = routeUrl(target.origin, route, language, target.mode);
    const runs: RealThrottlingRun[] = [];
    for (let index = 1; index <= options.runs; index += 1) {
      runs.push(await measureRealThrottling(browser, url, toggle, options.cpuSlowdown));
      log(`${target.mode} real throttling ${url} ${index}/${options.runs}`);
    }
    visits.push({ label: url.slice(target.origin.length), median: medianFigures(runs), runs });
  }
  return visits;
}

/** Each kind of control, tapped at the first paint on its page, in fresh throttled visits. */
async function controlTapVisits(options: BenchOptions, target: Target, chromium: BareChromium) {
  const visits: ControlTapVisit[] = [];
  for (const probe of CONTROL_PROBES) {
    const url = routeUrl(target.origin, probe.route, probe.language, target.mode);
    const runs: ControlTapRun[] = [];
    for (let index = 1; index <= options.runs; index += 1) {
      const run = await measureControlTap(chromium, url, probe, options.cpuSlowdown);
      runs.push(run);
      const failed = run.error === undefined ? '' : ` (no answer: ${run.error})`;
      log(`${target.mode} control tap ${probe.control} ${url} ${index}/${options.runs}${failed}`);
    }
    visits.push({ control: probe.control, label: url.slice(target.origin.length), runs });
  }
  return visits;
}

/** Every route's long tasks after the first paint, in fresh throttled visits. */
async function longTaskVisits(options: BenchOptions, target: Target, chromium: BareChromium) {
  const visits: LongTaskVisit[] = [];
  for (const route of options.routes) {
    const url = routeUrl(target.origin, route, BENCH_SITE.fallbackLanguage, target.mode);
    const runs: LongTaskRun[] = [];
    for (let index = 1; index <= options.runs; index += 1) {
      const run = await measureLongTasks(chromium, url, options.cpuSlowdown);
      runs.push(run);
      log(
        `${target.mode} long tasks ${url} ${index}/${options.runs}${run.appLive ? '' : ' (app not live)'}`,
      );
    }
    visits.push({ label: url.slice(target.origin.length), runs });
  }
  return visits;
}

/** Builds one mode with the published address pointing at its local server, and serves it. */
async function buildAndServe(mode: RoutingMode, port: number, workDir: string): Promise<Target> {
  const origin = `http://127.0.0.1:${port}`;
  const outDir = join(workDir, `dist-${mode}`);
  log(`npm run build (ROUTING=${mode}, SITE_URL=${origin}/) into ${outDir}`);
  await run(
    'npm',
    ['run', '--silent', 'build', '--', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: projectRoot,
      env: { SITE_URL: `${origin}/`, ROUTING: mode },
    },
  );
  const server = await serveBuild({ port, strictPort: true, distDir: outDir });
  onCleanup(() => server.close());
  return { mode, origin };
}

function machine(options: BenchOptions, chromiumVersion: string) {
  const version = (root: string, path: string) =>
    (JSON.parse(readFileSync(join(root, path), 'utf8')) as { version: string }).version;
  return {
    date: new Date().toISOString(),
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: version(benchRoot, 'node_modules/lighthouse/package.json'),
    lhci: version(benchRoot, 'node_modules/@lhci/cli/package.json'),
    playwright: version(projectRoot, 'node_modules/@playwright/test/package.json'),
    runsPerRoute: options.runs,
    cpuSlowdown: options.cpuSlowdown,
  };
}

/** Every page, both modes, both measurements, the standard CPU slowdown (any number of runs). */
function isFullRun(options: BenchOptions): boolean {
  const standard = parseArguments([]);
  return (
    options.lighthouse &&
    options.realThrottling &&
    options.cpuSlowdown === standard.cpuSlowdown &&
    standard.modes.every((mode) => options.modes.includes(mode)) &&
    standard.routes.every((route) => options.routes.includes(route))
  );
}

/** A mode's results without Lighthouse's full reports: the median run's row and each run's score. */
function withoutReports(result: ModeResult) {
  return {
    ...result,
    lighthouse: result.lighthouse.map(({ route, url, median, runs }) => ({
      route,
      url,
      median: lighthouseRow(route, { url, median, runs }),
      performanceScores: runs.map((run) => run.categories.performance?.score ?? null),
    })),
  };
}

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  const workDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-'));
  onCleanup(() => rmSync(workDir, { recursive: true, force: true }));
  const targets: Target[] = [];
  for (const [index, mode] of options.modes.entries()) {
    targets.push(await buildAndServe(mode, options.port + 2 * index, workDir));
  }
  onCleanup(await startImageStandIn());
  const executable = chromiumExecutable();
  if (!executable) throw new Error('no Chromium: set CHROMIUM_PATH or install /usr/bin/chromium');
  const browser = await chromium.launch({
    executablePath: executable,
    args: [...CHROMIUM_ARGS, ...STAND_IN_CHROMIUM_ARGS],
  });
  onCleanup(() => browser.close());
  const bareChromium = launchBareChromium(executable, [
    ...CHROMIUM_ARGS,
    ...STAND_IN_CHROMIUM_ARGS,
  ]);
  onCleanup(() => bareChromium.close());

  const results: ModeResult[] = [];
  for (const target of targets) {
    const { lighthouse, budgets } = options.lighthouse
      ? await lighthouseRoutes(options, target, workDir)
      : { lighthouse: [], budgets: { held: [], broken: [] } };
    const realThrottling = options.realThrottling
      ? await realThrottlingVisits(options, target, browser)
      : [];
    const controlTaps = options.realThrottling
      ? await controlTapVisits(options, target, bareChromium)
      : [];
    const longTasks = options.realThrottling
      ? await longTaskVisits(options, target, bareChromium)
      : [];
    const real = budgetSummary(realThrottling);
    const taps = controlTapBudget(controlTaps);
    const long = longTaskBudget(longTasks);
    results.push({
      mode: target.mode,
      cpuSlowdown: options.cpuSlowdown,
      lighthouse,
      realThrottling,
      controlTaps,
      longTasks,
      budgets: {
        held: [...budgets.held, ...real.held, ...taps.held, ...long.held],
        broken: [...budgets.broken, ...real.broken, ...taps.broken, ...long.broken],
      },
    });
  }
  const about = machine(options, browser.version());
  console.log(
    `\n${about.date} · ${about.cpus} · ${about.memoryGiB} GiB · Chromium ${about.chromium} · Node ${about.node} · Lighthouse CI ${about.lhci} (Lighthouse ${about.lighthouse}) · CPU ${options.cpuSlowdown}× · median of ${options.runs}`,
  );
  const markdown = results.map((result) => printMode(result));
  const resultsDir = join(projectRoot, 'bench-results');
  // A run on a slower CPU stands beside the standard one rather than replacing it.
  const resultsFile =
    options.cpuSlowdown === 4 ? 'bench.json' : `bench-cpu${options.cpuSlowdown}.json`;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, resultsFile),
    `${JSON.stringify({ machine: about, results: results.map(withoutReports), markdown }, null, 2)}\n`,
  );
  console.log(`\nWritten: bench-results/${resultsFile}`);
  // The one table of current figures: a full run replaces it, a partial one writes beside the JSON.
  const table = isFullRun(options)
    ? join(projectRoot, 'docs', 'bench-results.md')
    : join(resultsDir, 'bench-results.md');
  writeFileSync(table, resultsMarkdown(about, results));
  console.log(`Written: ${relative(projectRoot, table)}`);
  const broken = results.flatMap((result) => result.budgets.broken);
  return broken.length === 0 || !options.strict ? 0 : 1;
}

let exitCode = 2;
try {
  exitCode = await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
