/**
 * The benchmark's command line, its routes and their URLs.
 */
import { parseArgs } from 'node:util';
import type { Language } from '../src/lib/language';
import type { SiteShape } from '../src/lib/siteModel';
import { hashAddress, pagePath, type RoutingMode } from '../src/lib/siteUrls';
import type { BuildContext } from '../tooling/build/buildContext';

/** A path no route matches, to measure the not-found page. */
export const UNKNOWN_ROUTE = '/this-page-does-not-exist';

/**
 * Routes the real-throttling measurement visits: the home page, the courses and
 * trading pages (where the site has them) in its first language, and the
 * experience page in its second (its first, on a site of one language).
 */
export function throttledVisits(site: SiteShape): { route: string; language: Language }[] {
  const [first = '', second = first] = site.languageCodes;
  const present = (path: string) => site.routes.some((route) => route.path === path);
  return [
    ...['/', '/courses', '/trading'].filter(present).map((route) => ({ route, language: first })),
    { route: '/experience', language: second },
  ];
}

export interface BenchOptions {
  /**
   * What the measured site is built from: the owner's (the sample while there is no owner/), as
   * the entry's environment names it (bench.ts).
   */
  context: BuildContext;
  /** Route paths for Lighthouse; every route and the unknown one by default. */
  routes: string[];
  runs: number;
  port: number;
  /** Exit 1 when a budget fails (otherwise the bench is a report). */
  strict: boolean;
  /** Run one of the two measurements only. */
  lighthouse: boolean;
  realThrottling: boolean;
  /**
   * Each kind of control tapped at first paint (controlTaps.ts): part of real throttling, or
   * alone (`--only control-taps`, many runs without the rest).
   */
  controlTaps: boolean;
  /** Only the waterfall of what is fetched and run before the first paint, of the first route. */
  waterfall: boolean;
  /**
   * Only every route's first paint in both modes and the long tasks after it
   * (longTasks.ts): the hash ÷ path ratio over many runs (`--runs 9`) without the rest.
   */
  firstPaint: boolean;
  /** The publishing modes to build and measure. */
  modes: RoutingMode[];
  /**
   * How much slower than this machine the phone's CPU is, for Lighthouse's
   * simulation and for real throttling alike: 4 by default; `--cpu 4,6` runs
   * everything at each, 6 standing in for a slower machine or phone with the
   * same budgets.
   */
  cpuSlowdowns: number[];
  /**
   * Builds made beforehand (hash mode's folder, then path mode's), measured
   * interleaved with this build's as "before": a change judged side by side.
   */
  baseline: Partial<Record<RoutingMode, string>> | null;
}

const USAGE =
  'options: --routes /,/trading  --runs N  --port P  --modes hash,path  --cpu 4,6  --only lighthouse|real-throttling|control-taps|first-paint|waterfall  --baseline HASH_DIR,PATH_DIR  --strict';

/** A flag's value as a whole number of at least 1; names the flag when it is not. */
export function positiveInteger(flag: string, text: string): number {
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`--${flag} needs a positive integer, got "${text}"`);
  }
  return number;
}

/**
 * The command line (node:util parseArgs: unknown flags are an error, so a typo does not run it
 * all), for the site built from `context`.
 */
export function parseArguments(argv: readonly string[], context: BuildContext): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '4330' },
      modes: { type: 'string', default: 'hash,path' },
      cpu: { type: 'string', default: '4' },
      only: { type: 'string' },
      baseline: { type: 'string' },
      strict: { type: 'boolean', default: false },
    },
  });
  const modes = values.modes.split(',');
  if (modes.some((mode) => mode !== 'hash' && mode !== 'path')) {
    throw new Error(`--modes takes hash, path or hash,path\n${USAGE}`);
  }
  if (
    values.only !== undefined &&
    !['lighthouse', 'real-throttling', 'control-taps', 'first-paint', 'waterfall'].includes(
      values.only,
    )
  ) {
    throw new Error(
      `--only takes lighthouse, real-throttling, control-taps, first-paint or waterfall\n${USAGE}`,
    );
  }
  const routes = values.routes
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean)
    .map((route) => (route.startsWith('/') ? route : `/${route}`));
  return {
    context,
    routes: routes?.length
      ? routes
      : [...context.model.routes.map((route) => route.path), UNKNOWN_ROUTE],
    runs: positiveInteger('runs', values.runs),
    port: positiveInteger('port', values.port),
    strict: values.strict,
    lighthouse: values.only === undefined || values.only === 'lighthouse',
    realThrottling: values.only === undefined || values.only === 'real-throttling',
    controlTaps: [undefined, 'real-throttling', 'control-taps'].includes(values.only),
    waterfall: values.only === 'waterfall',
    firstPaint: values.only === 'first-paint',
    modes: modes as RoutingMode[],
    cpuSlowdowns: values.cpu.split(',').map((value) => positiveInteger('cpu', value.trim())),
    baseline: values.baseline === undefined ? null : baselineBuilds(values.baseline, modes),
  };
}

/** `--baseline HASH_DIR,PATH_DIR`: one folder per mode measured, in the order of --modes. */
function baselineBuilds(text: string, modes: readonly string[]): BenchOptions['baseline'] {
  const folders = text.split(',').map((folder) => folder.trim());
  if (folders.length !== modes.length || folders.some((folder) => folder === '')) {
    throw new Error(`--baseline takes one build folder per mode (${modes.join(',')})\n${USAGE}`);
  }
  return Object.fromEntries(modes.map((mode, index) => [mode, folders[index]]));
}

/**
 * The URL of a route in a language. Hash mode: the language through ?lng=
 * unless the site's first. Path mode: the page's own address; the unknown route
 * as the host's 404.html itself (Lighthouse stops at a 404 status).
 */
export function routeUrl(
  origin: string,
  route: string,
  language: Language,
  mode: RoutingMode,
  site: SiteShape,
): string {
  const base = origin.replace(/\/+$/, '');
  if (mode === 'path') {
    return route === UNKNOWN_ROUTE
      ? `${base}/404.html`
      : `${base}${pagePath(site, route, language)}`;
  }
  const named = language === site.fallbackLanguage ? undefined : language;
  return `${base}${hashAddress(route, named)}`;
}
