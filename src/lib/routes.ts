/* global __OWNER_SECTIONS__ -- defined by the build (tooling/owner/plugin.ts) */
/**
 * The site's routes as plain data, and the one rule that turns a URL path into
 * a route. A leaf module: the router (src/app/pageModules.ts adds each page's code),
 * the menus, the page head, the pre-paint code, the build and the tests all
 * read it, and it imports nothing.
 *
 * Each route has one name, its key, used everywhere: translation keys
 * (`seo.<key>.title`), the page folder (`src/pages/<key>/`), the prerendered
 * fragment and the route data the build writes.
 */

/** Translation namespaces a page reads besides `common`. */
export const PAGE_NAMESPACES = [
  'experience',
  'projects',
  'courses',
  'testimonials',
  'trading',
  'legal',
] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

export interface RouteInfo {
  /** The page key the spec names (home, experience, … cookie). */
  key: string;
  path: string;
  /** Translation key (common namespace) of the link label in menus. */
  navLabelKey: string;
  /** Shown in the header's Portfolio menu. */
  inPortfolioMenu: boolean;
  /** The translation namespace the page reads, besides common. */
  namespace?: PageNamespace;
}

const ROUTE_LIST = [
  { key: 'home', path: '/', navLabelKey: 'nav.home', inPortfolioMenu: false },
  {
    key: 'experience',
    path: '/experience',
    navLabelKey: 'nav.experience',
    inPortfolioMenu: true,
    namespace: 'experience',
  },
  {
    key: 'projects',
    path: '/projects',
    navLabelKey: 'nav.projects',
    inPortfolioMenu: true,
    namespace: 'projects',
  },
  {
    key: 'courses',
    path: '/courses',
    navLabelKey: 'nav.courses',
    inPortfolioMenu: true,
    namespace: 'courses',
  },
  {
    key: 'testimonials',
    path: '/testimonials',
    navLabelKey: 'nav.testimonials',
    inPortfolioMenu: true,
    namespace: 'testimonials',
  },
  {
    key: 'trading',
    path: '/trading',
    navLabelKey: 'nav.trading',
    inPortfolioMenu: true,
    namespace: 'trading',
  },
  {
    key: 'privacy',
    path: '/privacy',
    navLabelKey: 'nav.privacy',
    inPortfolioMenu: false,
    namespace: 'legal',
  },
  {
    key: 'cookie',
    path: '/cookie-policy',
    navLabelKey: 'nav.cookie',
    inPortfolioMenu: false,
    namespace: 'legal',
  },
] as const satisfies readonly RouteInfo[];

export type PageKey = (typeof ROUTE_LIST)[number]['key'];

export interface Route extends RouteInfo {
  key: PageKey;
}

/** Pages that follow the owner's content: left out everywhere when the owner has none. */
export const OPTIONAL_PAGE_KEYS: readonly PageKey[] = [
  'projects',
  'courses',
  'testimonials',
  'trading',
];

/**
 * The optional pages the owner has content for, as the build defines it
 * (tooling/owner/plugin.ts); every page where nothing defines it (Node-side
 * tests that read the route table directly).
 */
const PRESENT_SECTIONS: readonly string[] | undefined =
  typeof __OWNER_SECTIONS__ === 'undefined' ? undefined : __OWNER_SECTIONS__;

/** The site's routes: every page, less the optional ones without content. */
export const ROUTES: readonly Route[] = ROUTE_LIST.filter(
  (route) =>
    !PRESENT_SECTIONS ||
    !OPTIONAL_PAGE_KEYS.includes(route.key) ||
    PRESENT_SECTIONS.includes(route.key),
);

/** The not-found page's key: what any path no route matches shows. */
export const NOT_FOUND_KEY = 'notfound';
/** A page of the site: one of the routes, or the not-found page. */
export type RouteKey = PageKey | typeof NOT_FOUND_KEY;

// Marked pure so that a bundle which never reads them (the pre-paint script) leaves them out.

/** Every page the site builds: each route's, then the not-found page's. */
export const ROUTE_KEYS: readonly RouteKey[] = /* @__PURE__ */ ROUTES.map(
  (route): RouteKey => route.key,
).concat(NOT_FOUND_KEY);

export const PORTFOLIO_ROUTES = /* @__PURE__ */ ROUTES.filter((route) => route.inPortfolioMenu);

/** The translation namespace a page needs besides common (none for the not-found page). */
export function namespaceOf(key: RouteKey): PageNamespace | undefined {
  return key === NOT_FOUND_KEY ? undefined : routeByKey(key).namespace;
}

export function routeByKey(key: PageKey): Route {
  const route = ROUTES.find((entry) => entry.key === key);
  if (!route) throw new Error(`No route for page key "${key}"`);
  return route;
}

/**
 * The route a location path points at, matched as the router matches it:
 * case-insensitive, a trailing slash allowed, the query ignored. Undefined for
 * a path no route serves.
 */
export function routeForPath(path: string): Route | undefined {
  const bare = path.split(/[?#]/)[0] ?? '';
  const normalized = decodePath(bare).toLowerCase().replace(/\/+$/, '') || '/';
  return ROUTES.find((route) => route.path === normalized);
}

/** Percent-escapes decoded segment by segment, as the router does; a malformed one stays as written. */
function decodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The page a location path shows: its route's key, or the not-found page's. */
export function routeKeyForPath(path: string): RouteKey {
  return routeForPath(path)?.key ?? NOT_FOUND_KEY;
}

/** The router's location path in a hash URL ('#/courses?lng=it' → '/courses?lng=it'). */
export function pathFromHash(hash: string): string {
  const path = hash.replace(/^#/, '');
  return path.startsWith('/') ? path : `/${path}`;
}
