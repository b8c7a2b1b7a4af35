/**
 * `npm run bench`: the production build measured two ways, in each publishing
 * mode (hash URLs, path URLs).
 *
 * - Lighthouse (mobile, simulated throttling) over every route, N runs each:
 *   the scores and their budgets.
 * - Real throttling through the Chrome DevTools Protocol (realThrottling.ts)
 *   on four visits: first paint and when the page first answers a tap.
 *
 * Builds with `npm run build` (SITE_URL pointing at the local server, ROUTING
 * per mode) into a temporary folder, serves it on 127.0.0.1 as GitHub Pages
 * would, answers the avatar and flag hosts from a local HTTPS stand-in, prints
 * medians and the budgets that hold, and writes bench-results/bench.json. Exit
 * code 0 unless --strict and a budget fails. Options: see options.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import type { RoutingMode } from '../../src/lib/siteUrls';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tests/support/browser';
import { cleanup, onCleanup, run } from '../lib/processes';
import { serveBuild } from '../lib/serveBuild';
import { STAND_IN_CHROMIUM_ARGS, startImageStandIn } from './imageStandIn';
import { runLighthouse } from './lighthouse';
import type { FailingAudit, LighthouseFigures } from './lighthouseFigures';
import { parseArguments, REAL_THROTTLING_VISITS, routeUrl, type BenchOptions } from './options';
import { printMode, type ModeResult } from './print';
import {
  measureRealThrottling,
  themeTogglePosition,
  type RealThrottlingRun,
} from './realThrottling';
import {
  budgetSummary,
  medianFigures,
  type LighthouseRoute,
  type RealThrottlingVisit,
} from './summary';

const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

interface Target {
  mode: RoutingMode;
  origin: string;
}

async function lighthouseRoutes(options: BenchOptions, target: Target, devtoolsPort: number) {
  const results: (LighthouseRoute & { audits: FailingAudit[] })[] = [];
  for (const route of options.routes) {
    const runs: LighthouseFigures[] = [];
    const audits: FailingAudit[] = [];
    const url = routeUrl(target.origin, route, 'en', target.mode);
    for (let index = 1; index <= options.runs; index += 1) {
      const keepDir = process.env.BENCH_LHR_DIR;
      const name = `${target.mode}-${route.replaceAll('/', '_') || 'home'}-${index}`;
      const result = await runLighthouse(
        url,
        devtoolsPort,
        keepDir ? { dir: keepDir, name } : undefined,
      );
      runs.push(result.figures);
      audits.push(...result.audits);
      log(
        `${target.mode} Lighthouse ${route} ${index}/${options.runs}: ${result.figures.performance}`,
      );
    }
    results.push({ route, median: medianFigures(runs), runs, audits });
  }
  return results;
}

async function realThrottlingVisits(options: BenchOptions, target: Target, browser: Browser) {
  const toggle = await themeTogglePosition(
    browser,
    routeUrl(target.origin, '/', 'en', target.mode),
  );
  const visits: RealThrottlingVisit[] = [];
  for (const { route, language } of REAL_THROTTLING_VISITS) {
    const url = routeUrl(target.origin, route, language, target.mode);
    const runs: RealThrottlingRun[] = [];
    for (let index = 1; index <= options.runs; index += 1) {
      runs.push(await measureRealThrottling(browser, url, toggle));
      log(`${target.mode} real throttling ${url} ${index}/${options.runs}`);
    }
    visits.push({ label: url.slice(target.origin.length), median: medianFigures(runs), runs });
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

function machine(runs: number, chromiumVersion: string) {
  const version = (path: string) =>
    (JSON.parse(readFileSync(join(projectRoot, path), 'utf8')) as { version: string }).version;
  return {
    date: new Date().toISOString(),
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: version('node_modules/lighthouse/package.json'),
    playwright: version('node_modules/@playwright/test/package.json'),
    runsPerRoute: runs,
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
  const devtoolsPort = options.port + 2 * options.modes.length;
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, ...STAND_IN_CHROMIUM_ARGS, `--remote-debugging-port=${devtoolsPort}`],
  });
  onCleanup(() => browser.close());

  const results: ModeResult[] = [];
  for (const target of targets) {
    const lighthouse = options.lighthouse
      ? await lighthouseRoutes(options, target, devtoolsPort)
      : [];
    const realThrottling = options.realThrottling
      ? await realThrottlingVisits(options, target, browser)
      : [];
    results.push({
      mode: target.mode,
      lighthouse,
      realThrottling,
      budgets: budgetSummary(lighthouse, realThrottling),
    });
  }
  const about = machine(options.runs, browser.version());
  console.log(
    `\n${about.date} · ${about.cpus} · ${about.memoryGiB} GiB · Chromium ${about.chromium} · Node ${about.node} · Lighthouse ${about.lighthouse} · median of ${options.runs}`,
  );
  const markdown = results.map((result) => printMode(result));
  const resultsDir = join(projectRoot, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'bench.json'),
    `${JSON.stringify({ machine: about, results, markdown }, null, 2)}\n`,
  );
  console.log('\nWritten: bench-results/bench.json');
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
