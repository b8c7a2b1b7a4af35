/**
 * The site's addresses in its two publishing modes, and the one rule that
 * reads a page and its language from an address. Hash mode: one document,
 * `<base>#/courses`, the language from the visitor's settings. Path mode: a
 * document per page and language, `<base>courses/` in the default language
 * and `<base>it/courses/` in the others. The pre-paint script, the app, the
 * build and the tests all read addresses through these functions, given the
 * site's shape (its languages and routes: src/lib/siteModel.ts).
 */
import { LANGUAGE_QUERY, languageQuery, type Language } from './language';
import { pathFromHash, routeForPath, routeKeyForPath, type RouteKey } from './routes';
import type { SiteShape } from './siteModel';

export type RoutingMode = 'hash' | 'path';

/** The parts of an address these rules read (a Location, a URL). */
export interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/** The default language's pages have no prefix; every other language's sit under /<code>/. */
export function languagePrefix(shape: SiteShape, language: Language): string {
  return language === shape.fallbackLanguage ? '' : `/${language}`;
}

/** A route's page in a language, below the base path: '/', '/courses/', '/it/', '/it/courses/'. */
export function pagePath(shape: SiteShape, routePath: string, language: Language): string {
  const page = routePath === '/' ? '/' : `${routePath.replace(/\/+$/, '')}/`;
  return `${languagePrefix(shape, language)}${page}`;
}

/** The path below the base ('/portfolio/it/' → '/it/'); null for an address outside the site. */
export function pathBelowBase(pathname: string, base: string): string | null {
  if (pathname === base.replace(/\/$/, '')) return '/';
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : null;
}

/**
 * A path-mode address below the base: the language its prefix names (null for
 * none) and the path the router matches ('/it/courses/' → it, '/courses/').
 */
export function readPagePath(
  shape: SiteShape,
  path: string,
): { language: Language | null; routerPath: string } {
  const [, first = '', ...rest] = path.split('/');
  if (first !== shape.fallbackLanguage && shape.languageCodes.includes(first)) {
    return { language: first, routerPath: `/${rest.join('/')}` };
  }
  return { language: null, routerPath: path };
}

/** The router's path for an address in a mode ('#/courses' or '/it/courses/' → '/courses'). */
export function routerPathOf(
  shape: SiteShape,
  address: Address,
  mode: RoutingMode,
  base: string,
): string {
  if (mode === 'hash') return pathFromHash(address.hash).split('?')[0] ?? '/';
  return readPagePath(shape, pathBelowBase(address.pathname, base) ?? address.pathname).routerPath;
}

/** The page an address shows. */
export function routeKeyOf(
  shape: SiteShape,
  address: Address,
  mode: RoutingMode,
  base: string,
): RouteKey {
  return routeKeyForPath(shape.routes, routerPathOf(shape, address, mode, base));
}

/**
 * The language a path-mode address fixes: its prefix, or the default language
 * for a page of the site without one. Null where the visitor's settings decide
 * (hash mode, and an address with neither a prefix nor a page: the not-found
 * page follows the visitor).
 */
export function languageOfPageAddress(
  shape: SiteShape,
  address: Address,
  mode: RoutingMode,
  base: string,
): Language | null {
  if (mode === 'hash') return null;
  const { language, routerPath } = readPagePath(shape, pathBelowBase(address.pathname, base) ?? '');
  if (language) return language;
  return routeForPath(shape.routes, routerPath) ? shape.fallbackLanguage : null;
}

/**
 * A path with no '.' or '..' segment, written plainly or escaped, and no
 * backslash (which browsers read as a slash): an address made from it stays
 * below the base path ('/../..' → '/').
 */
function withoutDotSegments(path: string): string {
  const segments = path.split(/[\\/]/).filter((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A malformed escape is not a dot segment.
    }
    return decoded !== '.' && decoded !== '..';
  });
  return `/${segments.filter((segment, index) => segment !== '' || index === segments.length - 1).join('/')}`;
}

/**
 * Where a path-mode address must move before anything paints, or null to stay:
 * an old hash link ('/#/projects?lng=it') goes to its page's address, and a
 * page without a language prefix goes to the visitor's language's address
 * when that is not the default. The `lng` query is dropped once it has spoken.
 */
export function pathModeRedirect(
  shape: SiteShape,
  address: Address,
  base: string,
  visitorLanguage: Language,
): string | null {
  const below = pathBelowBase(address.pathname, base);
  if (below === null) return null;
  const query = new URLSearchParams(address.search);
  query.delete(LANGUAGE_QUERY);
  const rest = query.size > 0 ? `?${query}` : '';
  if (address.hash.startsWith('#/')) {
    const routerPath = routerPathOf(shape, address, 'hash', base);
    const route = routeForPath(shape.routes, routerPath);
    const target = route
      ? pagePath(shape, route.path, visitorLanguage)
      : `${languagePrefix(shape, visitorLanguage)}${withoutDotSegments(routerPath)}`;
    // The default language's pages have no prefix: a language the old link named goes on in the
    // query, as /en/… does, or a language kept from before would move the page again.
    if (
      languagePrefix(shape, visitorLanguage) === '' &&
      languageQuery(address.search, address.hash)
    ) {
      query.set(LANGUAGE_QUERY, visitorLanguage);
    }
    const kept = query.size > 0 ? `?${query}` : '';
    return `${base}${target.slice(1)}${kept}`;
  }
  const { language, routerPath } = readPagePath(shape, below);
  const route = routeForPath(shape.routes, routerPath);
  if (language || !route || visitorLanguage === shape.fallbackLanguage) return null;
  return `${base}${pagePath(shape, route.path, visitorLanguage).slice(1)}${rest}${address.hash}`;
}

/**
 * A route's full address on the hash site below the base, the language named
 * when given (the detector reads `?lng=` first): '/#/courses', '/?lng=it#/courses'.
 */
export function hashAddress(routePath: string, language?: Language, base = '/'): string {
  return language ? `${base}?${LANGUAGE_QUERY}=${language}#${routePath}` : `${base}#${routePath}`;
}

/** What a link to a route's page says: the route path (hash mode) or its page in the language. */
export function localizedPath(
  shape: SiteShape,
  routePath: string,
  language: Language,
  mode: RoutingMode,
): string {
  return mode === 'hash' ? routePath : pagePath(shape, routePath, language);
}

/**
 * The site's home in a language, as a link that loads it afresh: the base path
 * (hash mode, where the visitor's settings choose the language, and the
 * default language), else the language's own home below it ('/portfolio/it/').
 */
export function homeAddress(
  shape: SiteShape,
  language: Language,
  mode: RoutingMode,
  base: string,
): string {
  return base + localizedPath(shape, '/', language, mode).slice(1);
}

/**
 * Where the language picker's link for a language goes from the page at
 * `routerPath`: the same page in that language. Hash mode: the page with
 * `?lng=` (the app switches and drops it; before the app, detection reads it).
 * Path mode: that language's address of the page (the not-found page keeps
 * its path under the language's prefix).
 */
export function languageSwitchPath(
  shape: SiteShape,
  routerPath: string,
  language: Language,
  mode: RoutingMode,
): string {
  if (mode === 'hash') return `${routerPath}?${LANGUAGE_QUERY}=${language}`;
  const route = routeForPath(shape.routes, routerPath);
  return route
    ? pagePath(shape, route.path, language)
    : `${languagePrefix(shape, language)}${routerPath}`;
}

/**
 * The href of a link to a path of the site ('/courses', '/it/courses/'): the
 * fragment in hash mode ('#/courses', which the page swaps in), the path below
 * the base in path mode ('/portfolio/it/courses/', a document).
 */
export function siteHref(path: string, mode: RoutingMode, base: string): string {
  return mode === 'hash' ? `#${path}` : `${base}${path.slice(1)}`;
}
