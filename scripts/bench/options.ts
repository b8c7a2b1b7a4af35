/**
 * The benchmark's command line, its routes and their URLs.
 */
import type { Language } from '../../src/lib/language';
import { ROUTES } from '../../src/lib/routes';
import { pagePath, type RoutingMode } from '../../src/lib/siteUrls';

/** A path no route matches, to measure the not-found page. */
export const UNKNOWN_ROUTE = '/this-page-does-not-exist';

/** Routes the real-throttling measurement visits: the issue's three and one in Italian. */
export const REAL_THROTTLING_VISITS = [
  { route: '/', language: 'en' },
  { route: '/courses', language: 'en' },
  { route: '/trading', language: 'en' },
  { route: '/experience', language: 'it' },
] as const;

export interface BenchOptions {
  /** Route paths for Lighthouse; every route and the unknown one by default. */
  routes: string[];
  runs: number;
  port: number;
  /** Exit 1 when a budget fails (otherwise the bench is a report). */
  strict: boolean;
  /** Skip one of the two measurements. */
  lighthouse: boolean;
  realThrottling: boolean;
  /** The publishing modes to build and measure. */
  modes: RoutingMode[];
}

function positiveInteger(flag: string, text: string): number {
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${flag} needs a positive integer, got "${text}"`);
  }
  return number;
}

/**
 * --routes /,/trading  --runs N  --port P  --strict  --no-lighthouse
 * --no-real-throttling (also --flag=value). Unknown flags are an error, so a
 * typo does not silently run the full benchmark.
 */
export function parseArguments(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    routes: [...ROUTES.map((route) => route.path), UNKNOWN_ROUTE],
    runs: 3,
    port: 4330,
    strict: false,
    lighthouse: true,
    realThrottling: true,
    modes: ['hash', 'path'],
  };
  const args = argv.flatMap((arg) =>
    arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg],
  );
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const value = () => {
      const next = args[index + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value`);
      index += 1;
      return next;
    };
    if (arg === '--strict') options.strict = true;
    else if (arg === '--no-lighthouse') options.lighthouse = false;
    else if (arg === '--no-real-throttling') options.realThrottling = false;
    else if (arg === '--routes') {
      options.routes = value()
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
        .map((route) => (route.startsWith('/') ? route : `/${route}`));
      if (options.routes.length === 0) throw new Error('--routes needs at least one path');
    } else if (arg === '--modes') {
      const modes = value().split(',');
      if (modes.length === 0 || modes.some((mode) => mode !== 'hash' && mode !== 'path')) {
        throw new Error('--modes takes hash, path or hash,path');
      }
      options.modes = modes as RoutingMode[];
    } else if (arg === '--runs') options.runs = positiveInteger(arg, value());
    else if (arg === '--port') options.port = positiveInteger(arg, value());
    else {
      throw new Error(
        `unknown option ${arg} (use --routes, --runs, --port, --modes, --strict, --no-lighthouse, --no-real-throttling)`,
      );
    }
  }
  return options;
}

/**
 * The URL of a route in a language. Hash mode: the language through ?lng=
 * unless English. Path mode: the page's own address; the unknown route as the
 * host's 404.html itself (Lighthouse stops at a 404 status).
 */
export function routeUrl(
  origin: string,
  route: string,
  language: Language = 'en',
  mode: RoutingMode = 'hash',
): string {
  const site = origin.replace(/\/+$/, '');
  if (mode === 'path') {
    return route === UNKNOWN_ROUTE ? `${site}/404.html` : `${site}${pagePath(route, language)}`;
  }
  return `${site}/#${route}${language === 'en' ? '' : `?lng=${language}`}`;
}
