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
import { chromium } from '@playwright/test';
import type { RoutingMode } from '../src/lib/siteUrls';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tooling/lib/browser/chromium';
import { cleanup, onCleanup, run } from '../tooling/lib/processes';
import { serveBuild } from '../tooling/lib/serveBuild';
import { STAND_IN_CHROMIUM_ARGS, startImageStandIn } from './imageStandIn';
import { lighthouseRow } from './lighthouseCi';
import { parseArguments, type BenchOptions } from './options';
import { printMode, type ModeResult } from './print';
import { resultsMarkdown } from './resultsTable';
import { budgetSummary } from './summary';
import { controlTapBudget } from './controlTaps';
import { launchBareChromium } from './bareChromium';
import { longTaskBudget } from './longTasks';
import {
  benchRoot,
  controlTapVisits,
  lighthouseRoutes,
  log,
  longTaskVisits,
  realThrottlingVisits,
  type Target,
} from './visits';

const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

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
