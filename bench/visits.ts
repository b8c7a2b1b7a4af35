/**
 * What `npm run bench` measures on one built and served mode (bench.ts): Lighthouse CI over
 * every route, and the real-throttling visits (first paint, control taps, long tasks).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import type { RoutingMode } from '../src/lib/siteUrls';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tooling/lib/browser/chromium';
import { STAND_IN_CHROMIUM_ARGS } from './imageStandIn';
import { runLighthouseCi, scriptKb } from './lighthouseCi';
import { BENCH_SITE, routeUrl, throttledVisits, type BenchOptions } from './options';
import {
  measureRealThrottling,
  themeTogglePosition,
  type RealThrottlingRun,
} from './realThrottling';
import { medianFigures, type RealThrottlingVisit } from './summary';
import {
  CONTROL_PROBES,
  measureControlTap,
  type ControlTapRun,
  type ControlTapVisit,
} from './controlTaps';
import type { BareChromium } from './bareChromium';
import { measureLongTasks, type LongTaskRun, type LongTaskVisit } from './longTasks';

/** The bench's own package (bench/package.json): Lighthouse CI and its config. */
export const benchRoot = resolve(fileURLToPath(new URL('.', import.meta.url)));
export const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

export interface Target {
  mode: RoutingMode;
  origin: string;
}

/** Lighthouse CI over every route of one mode; its assertions are the Lighthouse budgets. */
export async function lighthouseRoutes(options: BenchOptions, target: Target, workDir: string) {
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

export async function realThrottlingVisits(
  options: BenchOptions,
  target: Target,
  browser: Browser,
) {
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
export async function controlTapVisits(
  options: BenchOptions,
  target: Target,
  chromium: BareChromium,
) {
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
export async function longTaskVisits(
  options: BenchOptions,
  target: Target,
  chromium: BareChromium,
) {
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
