/**
 * The bench's measurements over every build it serves (each mode of this
 * build, and the baseline's when given), one CPU slowdown at a time, each
 * page's visits interleaved across the builds (interleave.ts) so that they
 * meet the same machine.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import type { RoutingMode } from '../src/lib/siteUrls';
import { CHROMIUM_ARGS } from '../tooling/harness/chromium';
import { STAND_IN_CHROMIUM_ARGS } from './imageStandIn';
import { interleaved } from './interleave';
import { runLighthouseCi, scriptKb, type LighthouseRow } from './lighthouseCi';
import { routeUrl, throttledVisits, type BenchOptions } from './options';
import {
  measureRealThrottling,
  themeTogglePosition,
  type RealThrottlingRun,
} from './realThrottling';
import { medianFigures, type RealThrottlingVisit } from './summary';
import {
  controlProbes,
  measureControlTap,
  type ControlTapRun,
  type ControlTapVisit,
} from './controlTaps';
import type { BareChromium } from './bareChromium';
import { measureLongTasks, type LongTaskVisit } from './longTasks';

/** The bench's own package (bench/package.json): Lighthouse CI and its config. */
const benchRoot = resolve(fileURLToPath(new URL('.', import.meta.url)));
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** A build the bench serves: this one, or the baseline's given with --baseline. */
export interface Target {
  mode: RoutingMode;
  origin: string;
  /** "this build", or "before" for the baseline. */
  build: string;
}

const name = (target: Target) => `${target.build === 'before' ? 'before ' : ''}${target.mode}`;

export type LighthouseResult = LighthouseRow & { route: string };

/** Lighthouse CI over every route, each route's runs in every build in turn. */
export async function lighthouseRoutes(
  options: BenchOptions,
  cpuSlowdown: number,
  targets: readonly Target[],
  workDir: string,
  chromePath: string,
): Promise<{ lighthouse: LighthouseResult[]; budgets: { held: string[]; broken: string[] } }[]> {
  const site = options.context.model;
  const results = targets.map(() => ({
    lighthouse: [] as LighthouseResult[],
    failed: [] as string[],
  }));
  for (const [index, route] of options.routes.entries()) {
    const order = targets.map((_, at) => at);
    if (index % 2 === 1) order.reverse();
    for (const at of order) {
      const target = targets[at] as Target;
      const url = routeUrl(target.origin, route, site.fallbackLanguage, target.mode, site);
      const { rows, failedUrls } = await runLighthouseCi({
        urls: [url],
        runs: options.runs,
        dir: join(
          workDir,
          `lhci-cpu${cpuSlowdown}-${name(target).replace(' ', '-')}`,
          String(index),
        ),
        config: join(benchRoot, 'lighthouserc.json'),
        chromePath,
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...STAND_IN_CHROMIUM_ARGS],
        cpuSlowdown,
      });
      results[at]?.lighthouse.push(...rows.map((row) => ({ ...row, route })));
      if (failedUrls.length > 0) results[at]?.failed.push(route);
    }
  }
  return results.map(({ lighthouse, failed }) => {
    // A run that ended before the after-paint module arrived (the only script every page
    // fetches; the pre-paint script is inline) would flatter every figure.
    const scriptless = lighthouse
      .filter((row) => row.runs.some((run) => scriptKb(run) === 0))
      .map((row) => row.route);
    const assertions = 'Lighthouse CI assertions (lighthouserc.json)';
    const scripts = 'the after-paint module loaded in every run';
    return {
      lighthouse,
      budgets: {
        held: [...(failed.length ? [] : [assertions]), ...(scriptless.length ? [] : [scripts])],
        broken: [
          ...(failed.length
            ? [`${assertions} on ${failed.join(', ')} (see lhci assert above)`]
            : []),
          ...(scriptless.length ? [`${scripts} (fails on ${scriptless.join(', ')})`] : []),
        ],
      },
    };
  });
}

/** First paint and first working tap on the pages the bench visits that way (realThrottling.ts). */
export async function realThrottlingVisits(
  options: BenchOptions,
  cpuSlowdown: number,
  targets: readonly Target[],
  browser: Browser,
): Promise<RealThrottlingVisit[][]> {
  const site = options.context.model;
  const toggles = await Promise.all(
    targets.map((target) =>
      themeTogglePosition(
        browser,
        routeUrl(target.origin, '/', site.fallbackLanguage, target.mode, site),
      ),
    ),
  );
  const visits: RealThrottlingVisit[][] = targets.map(() => []);
  for (const { route, language } of throttledVisits(site)) {
    const urls = targets.map((target) =>
      routeUrl(target.origin, route, language, target.mode, site),
    );
    const runs = await interleaved(targets, options.runs, async (target, run) => {
      const at = targets.indexOf(target);
      const url = urls[at] as string;
      const toggle = toggles[at] ?? { x: 0, y: 0 };
      const result = await measureRealThrottling(browser, url, toggle, cpuSlowdown);
      log(`${name(target)} real throttling ${url} ${run}/${options.runs} (CPU ${cpuSlowdown}×)`);
      return result;
    });
    const page = language === site.fallbackLanguage ? route : `${route} (${language})`;
    runs.forEach((targetRuns: RealThrottlingRun[], at) => {
      const label = (urls[at] as string).slice(targets[at]?.origin.length);
      visits[at]?.push({ page, label, median: medianFigures(targetRuns), runs: targetRuns });
    });
  }
  return visits;
}

/** Each kind of control, tapped at the first paint on its page, in fresh throttled visits. */
export async function controlTapVisits(
  options: BenchOptions,
  cpuSlowdown: number,
  targets: readonly Target[],
  chromium: BareChromium,
): Promise<ControlTapVisit[][]> {
  const site = options.context.model;
  const visits: ControlTapVisit[][] = targets.map(() => []);
  for (const probe of controlProbes(options.context)) {
    const urls = targets.map((t) => routeUrl(t.origin, probe.route, probe.language, t.mode, site));
    const runs = await interleaved(targets, options.runs, async (target, run) => {
      const url = urls[targets.indexOf(target)] as string;
      const result = await measureControlTap(chromium, url, probe, cpuSlowdown);
      const failed = result.error === undefined ? '' : ` (no answer: ${result.error})`;
      log(`${name(target)} control tap ${probe.control} ${url} ${run}/${options.runs}${failed}`);
      return result;
    });
    runs.forEach((targetRuns: ControlTapRun[], at) => {
      const label = (urls[at] as string).slice(targets[at]?.origin.length);
      visits[at]?.push({ control: probe.control, label, runs: targetRuns });
    });
  }
  return visits;
}

/** Every route's first paint and long tasks after it, in fresh throttled visits. */
export async function longTaskVisits(
  options: BenchOptions,
  cpuSlowdown: number,
  targets: readonly Target[],
  chromium: BareChromium,
): Promise<LongTaskVisit[][]> {
  const site = options.context.model;
  const visits: LongTaskVisit[][] = targets.map(() => []);
  for (const route of options.routes) {
    const language = site.fallbackLanguage;
    const urls = targets.map((target) =>
      routeUrl(target.origin, route, language, target.mode, site),
    );
    const runs = await interleaved(targets, options.runs, async (target, run) => {
      const url = urls[targets.indexOf(target)] as string;
      const result = await measureLongTasks(chromium, url, cpuSlowdown);
      const live = result.settled ? '' : ' (page not settled)';
      log(`${name(target)} first paint, long tasks ${url} ${run}/${options.runs}${live}`);
      return result;
    });
    runs.forEach((targetRuns, at) => {
      const label = (urls[at] as string).slice(targets[at]?.origin.length);
      visits[at]?.push({ route, label, runs: targetRuns });
    });
  }
  return visits;
}
