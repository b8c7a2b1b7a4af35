/**
 * `npm run bench`: the production build measured two ways.
 *
 * - Lighthouse (mobile, simulated throttling) over every route, N runs each:
 *   the scores and their budgets.
 * - Real throttling through the Chrome DevTools Protocol (realThrottling.ts)
 *   on four visits: first paint and when the page first answers a tap.
 *
 * Builds with `npm run build` (SITE_URL pointing at the local server) into a
 * temporary folder, serves it on 127.0.0.1, answers the avatar and flag hosts
 * from a local HTTPS stand-in, prints medians and the budgets that hold, and
 * writes bench-results/bench.json. Exit code 0 unless --strict and a budget
 * fails. Options: see options.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tests/support/browser';
import { formatTable, markdownTable } from '../lib/table';
import { cleanup, onCleanup, run } from '../lib/processes';
import { serveBuild } from '../lib/serveBuild';
import { STAND_IN_CHROMIUM_ARGS, startImageStandIn } from './imageStandIn';
import { runLighthouse } from './lighthouse';
import { mergeFailingAudits, type FailingAudit, type LighthouseFigures } from './lighthouseFigures';
import { parseArguments, REAL_THROTTLING_VISITS, routeUrl, type BenchOptions } from './options';
import {
  measureRealThrottling,
  themeTogglePosition,
  type RealThrottlingRun,
} from './realThrottling';
import {
  budgetSummary,
  LIGHTHOUSE_HEADER,
  lighthouseRow,
  medianFigures,
  REAL_THROTTLING_HEADER,
  realThrottlingRow,
  type LighthouseRoute,
  type RealThrottlingVisit,
} from './summary';

const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

async function lighthouseRoutes(options: BenchOptions, origin: string, devtoolsPort: number) {
  const results: (LighthouseRoute & { audits: FailingAudit[] })[] = [];
  for (const route of options.routes) {
    const runs: LighthouseFigures[] = [];
    const audits: FailingAudit[] = [];
    for (let index = 1; index <= options.runs; index += 1) {
      const keepDir = process.env.BENCH_LHR_DIR;
      const name = `${route.replaceAll('/', '_') || 'home'}-${index}`;
      const result = await runLighthouse(
        routeUrl(origin, route),
        devtoolsPort,
        keepDir ? { dir: keepDir, name } : undefined,
      );
      runs.push(result.figures);
      audits.push(...result.audits);
      log(
        `Lighthouse ${route} run ${index}/${options.runs}: performance ${result.figures.performance}`,
      );
    }
    results.push({ route, median: medianFigures(runs), runs, audits });
  }
  return results;
}

async function realThrottlingVisits(options: BenchOptions, origin: string, browser: Browser) {
  const toggle = await themeTogglePosition(browser, routeUrl(origin, '/'));
  const visits: RealThrottlingVisit[] = [];
  for (const { route, language } of REAL_THROTTLING_VISITS) {
    const url = routeUrl(origin, route, language);
    const runs: RealThrottlingRun[] = [];
    for (let index = 1; index <= options.runs; index += 1) {
      runs.push(await measureRealThrottling(browser, url, toggle));
      log(`real throttling ${url} run ${index}/${options.runs}`);
    }
    visits.push({ label: url.slice(origin.length), median: medianFigures(runs), runs });
  }
  return visits;
}

function machine(runs: number) {
  const version = (path: string) =>
    (JSON.parse(readFileSync(join(projectRoot, path), 'utf8')) as { version: string }).version;
  return {
    date: new Date().toISOString(),
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    lighthouse: version('node_modules/lighthouse/package.json'),
    playwright: version('node_modules/@playwright/test/package.json'),
    runsPerRoute: runs,
  };
}

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  const workDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-'));
  onCleanup(() => rmSync(workDir, { recursive: true, force: true }));
  const origin = `http://127.0.0.1:${options.port}`;
  const outDir = join(workDir, 'dist');

  log(`npm run build with SITE_URL=${origin}/ into ${outDir}`);
  await run(
    'npm',
    ['run', '--silent', 'build', '--', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: projectRoot,
      env: { SITE_URL: `${origin}/` },
    },
  );
  const server = await serveBuild({ port: options.port, strictPort: true, distDir: outDir });
  onCleanup(() => server.close());
  onCleanup(await startImageStandIn());
  const devtoolsPort = options.port + 1;
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, ...STAND_IN_CHROMIUM_ARGS, `--remote-debugging-port=${devtoolsPort}`],
  });
  onCleanup(() => browser.close());
  const browserVersion = browser.version();

  const lighthouse = options.lighthouse
    ? await lighthouseRoutes(options, origin, devtoolsPort)
    : [];
  const realThrottling = options.realThrottling
    ? await realThrottlingVisits(options, origin, browser)
    : [];
  const about = { ...machine(options.runs), chromium: browserVersion };
  const summary = budgetSummary(lighthouse, realThrottling);
  const tables = {
    lighthouse: [LIGHTHOUSE_HEADER, ...lighthouse.map(lighthouseRow)],
    realThrottling: [REAL_THROTTLING_HEADER, ...realThrottling.map(realThrottlingRow)],
  };

  console.log(
    `\n${about.date} · ${about.cpus} · ${about.memoryGiB} GiB · Chromium ${about.chromium} · Node ${about.node} · median of ${options.runs}`,
  );
  if (lighthouse.length > 0) {
    console.log(
      `\nLighthouse ${about.lighthouse}, mobile, simulated throttling\n${formatTable(tables.lighthouse)}`,
    );
    const failing = mergeFailingAudits(lighthouse);
    if (failing.length > 0)
      console.log('\nAudits that did not pass (category · id · title · routes):');
    for (const audit of failing) {
      const savings = audit.savingsMs ? `, saves up to ${Math.round(audit.savingsMs)} ms` : '';
      console.log(
        `- ${audit.category} · ${audit.id} · ${audit.title}${savings} · ${audit.routes?.join(', ')}`,
      );
    }
  }
  if (realThrottling.length > 0) {
    console.log(
      `\nReal throttling (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×, 412 px phone)\n${formatTable(tables.realThrottling)}`,
    );
  }
  const resultsDir = join(projectRoot, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  const markdown = {
    lighthouse: markdownTable(tables.lighthouse),
    realThrottling: markdownTable(tables.realThrottling),
  };
  writeFileSync(
    join(resultsDir, 'bench.json'),
    `${JSON.stringify({ machine: about, budgets: summary, lighthouse, realThrottling, markdown }, null, 2)}\n`,
  );
  console.log('\nWritten: bench-results/bench.json');
  console.log(
    summary.broken.length === 0
      ? `Budgets: all hold (${summary.held.join('; ')})`
      : `Budgets: hold: ${summary.held.join('; ') || 'none'} — FAIL: ${summary.broken.join('; ')}`,
  );
  return summary.broken.length === 0 || !options.strict ? 0 : 1;
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
