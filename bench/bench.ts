/**
 * `npm run bench`: the production build measured two ways, in each publishing
 * mode (hash URLs, path URLs), side by side: every page's visits alternate
 * between the modes (measure.ts, interleave.ts), at each CPU slowdown asked
 * for (`--cpu 4,6`), and the hash build's first paint is reported over the
 * path build's, page by page. With `--baseline` it measures builds made
 * beforehand beside this one; with `--only waterfall`, what is fetched and
 * run before the first paint (waterfall.ts).
 *
 * - Lighthouse CI (lighthouserc.json: mobile, simulated throttling, the
 *   budgets as assertions) over every route, N runs each (lighthouseCi.ts).
 * - Real throttling through the Chrome DevTools Protocol (realThrottling.ts)
 *   on four visits: first paint and when the page first answers a tap; each
 *   kind of control tapped at first paint (controlTaps.ts); and every route's
 *   first paint and long tasks after it, in a Chromium with nothing but the
 *   protocol attached (longTasks.ts, bareChromium.ts).
 *
 * Builds each mode in this process from the owner's build context (contextFor,
 * published at the local server's address; buildFromContext, as check:variants
 * builds) into a temporary folder, serves it on 127.0.0.1 as GitHub Pages would,
 * answers the avatar and flag hosts from a local HTTPS stand-in, prints
 * the median runs and the budgets that hold, and writes bench-results/bench.json
 * (LHCI keeps every run's report under the temporary folder's .lighthouseci
 * while it runs) and the one table of current figures, docs/bench-results.md
 * (resultsTable.ts; a partial run writes it to bench-results/ instead). Exit code 0 unless --strict and a budget fails. Options: see options.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { RoutingMode } from '../src/lib/siteUrls';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tooling/harness/chromium';
import { cleanup, onCleanup } from './processes';
import { serveBuild } from '../tooling/lib/serveBuild';
import { STAND_IN_CHROMIUM_ARGS, startImageStandIn } from './imageStandIn';
import { lighthouseRow } from './lighthouseCi';
import { parseArguments, type BenchOptions } from './options';
import { contextFor, type ContextOptions } from '../tooling/build/buildContext';
import { fromEnvironment } from '../tooling/build/environment';
import { buildFromContext } from '../tooling/harness/ownerBuilds';
import type { OwnerFolder } from '../tooling/owner/files/ownerFile';
import { printMode, printPairs, type ModeResult } from './print';
import { resultsMarkdown, type BenchMachine } from './resultsTable';
import { budgetSummary } from './summary';
import { controlTapBudget } from './controlTaps';
import { launchBareChromium, type BareChromium } from './bareChromium';
import { islandBudget, longTaskBudget } from './longTasks';
import {
  controlTapVisits,
  lighthouseRoutes,
  longTaskVisits,
  realThrottlingVisits,
  type Target,
} from './measure';
import { firstPaintRatioBudget, pagePairs } from './pairs';
import { printWaterfalls } from './waterfall';

const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The bench's own package (bench/package.json): Lighthouse CI and its config. */
const benchRoot = resolve(fileURLToPath(new URL('.', import.meta.url)));
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** Serves a build folder as GitHub Pages would. */
async function serve(target: Omit<Target, 'origin'>, port: number, distDir: string) {
  const server = await serveBuild({ port, strictPort: true, distDir });
  onCleanup(() => server.close());
  return { ...target, origin: `http://127.0.0.1:${port}` };
}

/** What the bench builds: the owner's folder and the options its environment chose. */
interface Site {
  folder: OwnerFolder;
  options: ContextOptions;
}

/** Builds one mode, published at its local server's address, and serves it. */
async function buildAndServe(
  { folder, options }: Site,
  mode: RoutingMode,
  port: number,
  workDir: string,
): Promise<Target> {
  const origin = `http://127.0.0.1:${port}`;
  const outDir = join(workDir, `dist-${mode}`);
  log(`building ${folder.name}/ (${mode} mode, published at ${origin}/) into ${outDir}`);
  const published = { ...options.published, siteUrl: `${origin}/` };
  await buildFromContext(contextFor(folder, { ...options, published, routing: mode }), outDir);
  return serve({ mode, build: 'this build' }, port, outDir);
}

function machine(
  options: BenchOptions,
  chromiumVersion: string,
  loadAtStart: number,
): BenchMachine {
  const version = (root: string, path: string) =>
    (JSON.parse(readFileSync(join(root, path), 'utf8')) as { version: string }).version;
  return {
    date: new Date().toISOString(),
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    load: [loadAtStart, loadavg()[0] ?? 0].map((value) => Number(value.toFixed(1))),
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: version(benchRoot, 'node_modules/lighthouse/package.json'),
    lhci: version(benchRoot, 'node_modules/@lhci/cli/package.json'),
    runsPerRoute: options.runs,
    cpuSlowdowns: options.cpuSlowdowns,
  };
}

/**
 * Every page, both modes, both measurements, the standard CPU slowdown; with a baseline or
 * not (with one, the table shows the build before's row after each of this build's, and both
 * builds' budgets).
 */
function isFullRun(options: BenchOptions): boolean {
  const standard = parseArguments([], options.context);
  return (
    options.lighthouse &&
    options.realThrottling &&
    standard.cpuSlowdowns.every((cpu) => options.cpuSlowdowns.includes(cpu)) &&
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

/** Every measurement at one CPU slowdown, over every target; one result per target. */
async function measureAt(
  cpuSlowdown: number,
  options: BenchOptions,
  targets: readonly Target[],
  workDir: string,
  browsers: {
    playwright: Parameters<typeof realThrottlingVisits>[3];
    bare: BareChromium;
    /** The Chromium both are, which Lighthouse launches too. */
    executable: string;
  },
): Promise<ModeResult[]> {
  const none = targets.map(() => []);
  const lighthouse = options.lighthouse
    ? await lighthouseRoutes(options, cpuSlowdown, targets, workDir, browsers.executable)
    : targets.map(() => ({ lighthouse: [], budgets: { held: [], broken: [] } }));
  const real = options.realThrottling;
  const throttled = real
    ? await realThrottlingVisits(options, cpuSlowdown, targets, browsers.playwright)
    : none;
  const taps = options.controlTaps
    ? await controlTapVisits(options, cpuSlowdown, targets, browsers.bare)
    : none;
  const long =
    real || options.firstPaint
      ? await longTaskVisits(options, cpuSlowdown, targets, browsers.bare)
      : none;
  const pairs = pagePairs(
    targets.map((target, at) => ({ ...target, cpuSlowdown, longTasks: long[at] ?? [] })),
  );
  return targets.map((target, at) => {
    const verdicts = [
      // Judged once per build, with its hash mode.
      target.mode === 'hash'
        ? firstPaintRatioBudget(pairs.filter((pair) => pair.build === target.build))
        : { held: [], broken: [] },
      lighthouse[at]?.budgets ?? { held: [], broken: [] },
      budgetSummary(throttled[at] ?? []),
      controlTapBudget(taps[at] ?? []),
      longTaskBudget(long[at] ?? []),
      islandBudget(long[at] ?? []),
    ];
    return {
      mode: target.mode,
      build: target.build,
      cpuSlowdown,
      lighthouse: lighthouse[at]?.lighthouse ?? [],
      realThrottling: throttled[at] ?? [],
      controlTaps: taps[at] ?? [],
      longTasks: long[at] ?? [],
      budgets: {
        held: verdicts.flatMap((verdict) => verdict.held),
        broken: verdicts.flatMap((verdict) => verdict.broken),
      },
    };
  });
}

async function main(): Promise<number> {
  // The entry reads the environment: the owner's folder (OWNER_DIR) the bench builds.
  const site = fromEnvironment(process.env, projectRoot);
  const options = parseArguments(process.argv.slice(2), contextFor(site.folder, site.options));
  const loadAtStart = loadavg()[0] ?? 0;
  const workDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-'));
  onCleanup(() => rmSync(workDir, { recursive: true, force: true }));
  const targets: Target[] = [];
  for (const [index, mode] of options.modes.entries()) {
    targets.push(await buildAndServe(site, mode, options.port + 2 * index, workDir));
    const before = options.baseline?.[mode];
    if (before) {
      const port = options.port + 2 * (options.modes.length + index);
      targets.push(await serve({ mode, build: 'before' }, port, before));
    }
  }
  onCleanup(await startImageStandIn());
  const executable = chromiumExecutable(process.env, 'visitor');
  if (!executable) throw new Error('no Chromium: set CHROMIUM_PATH or install /usr/bin/chromium');
  const bare = launchBareChromium(executable, [...CHROMIUM_ARGS, ...STAND_IN_CHROMIUM_ARGS]);
  onCleanup(() => bare.close());
  if (options.waterfall) {
    await printWaterfalls(options, targets, bare);
    return 0;
  }
  const playwright = await chromium.launch({
    executablePath: executable,
    args: [...CHROMIUM_ARGS, ...STAND_IN_CHROMIUM_ARGS],
  });
  onCleanup(() => playwright.close());

  const results: ModeResult[] = [];
  for (const cpuSlowdown of options.cpuSlowdowns) {
    results.push(
      ...(await measureAt(cpuSlowdown, options, targets, workDir, {
        playwright,
        bare,
        executable,
      })),
    );
  }
  const about = machine(options, playwright.version(), loadAtStart);
  console.log(
    `\n${about.date} · ${about.cpus} · ${about.memoryGiB} GiB · load ${about.load.join(' → ')} · Chromium ${about.chromium} · Node ${about.node} · Lighthouse CI ${about.lhci} (Lighthouse ${about.lighthouse}) · CPU ${options.cpuSlowdowns.join(', ')}× · median of ${options.runs}`,
  );
  const markdown = results.map((result) => printMode(result));
  printPairs(results);
  const resultsDir = join(projectRoot, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'bench.json'),
    `${JSON.stringify({ machine: about, results: results.map(withoutReports), markdown }, null, 2)}\n`,
  );
  console.log('\nWritten: bench-results/bench.json');
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
