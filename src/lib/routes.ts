/**
 * The template's routes as plain data, the one list of pages that follow the
 * owner's content, and the rule that turns a URL path into a route. A leaf
 * module: which routes a site has is `routesFor(sections)`, a function of the
 * owner's sections (src/lib/siteModel.ts), passed to whoever needs it.
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
  'legal-notice',
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
  /** Linked from the footer, beside the other legal pages. */
  inFooter?: true;
  /** The translation namespace the page reads, besides common. */
  namespace?: PageNamespace;
  /** The page follows the owner's content: left out everywhere when the owner has none. */
  optional?: true;
}

/** Every page the template has, in menu order. */
const TEMPLATE_ROUTES = [
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
    optional: true,
  },
  {
    key: 'courses',
    path: '/courses',
    navLabelKey: 'nav.courses',
    inPortfolioMenu: true,
    namespace: 'courses',
    optional: true,
  },
  {
    key: 'testimonials',
    path: '/testimonials',
    navLabelKey: 'nav.testimonials',
    inPortfolioMenu: true,
    namespace: 'testimonials',
    optional: true,
  },
  {
    key: 'trading',
    path: '/trading',
    navLabelKey: 'nav.trading',
    inPortfolioMenu: true,
    namespace: 'trading',
    optional: true,
  },
  {
    key: 'privacy',
    path: '/privacy',
    navLabelKey: 'nav.privacy',
    inPortfolioMenu: false,
    inFooter: true,
    namespace: 'legal',
  },
  {
    key: 'cookie',
    path: '/cookie-policy',
    navLabelKey: 'nav.cookie',
    inPortfolioMenu: false,
    inFooter: true,
    namespace: 'legal',
  },
  {
    // The owner's legal notice (Impressum): where their country makes it a duty, or on request.
    key: 'legal-notice',
    path: '/legal-notice',
    navLabelKey: 'nav.legal_notice',
    inPortfolioMenu: false,
    inFooter: true,
    namespace: 'legal-notice',
    optional: true,
  },
] as const satisfies readonly RouteInfo[];

export type PageKey = (typeof TEMPLATE_ROUTES)[number]['key'];

export interface Route extends RouteInfo {
  key: PageKey;
}

/** The pages that follow the owner's content, each present only when the owner has some. */
export type OptionalSection = Extract<(typeof TEMPLATE_ROUTES)[number], { optional: true }>['key'];

/** The one list of optional sections, in menu order (pure: a bundle that never reads it drops it). */
export const OPTIONAL_SECTIONS: readonly OptionalSection[] =
  /* @__PURE__ */ TEMPLATE_ROUTES.flatMap((route) => ('optional' in route ? [route.key] : []));

export function isOptionalSection(key: string): key is OptionalSection {
  return (OPTIONAL_SECTIONS as readonly string[]).includes(key);
}

/** A site's routes: every page of the template, less the optional ones the owner has no content for. */
export function routesFor(sections: readonly string[]): readonly Route[] {
  return TEMPLATE_ROUTES.filter((route) => !('optional' in route) || sections.includes(route.key));
}

/** The not-found page's key: what any path no route matches shows. */
export const NOT_FOUND_KEY = 'notfound';
/** A page of the site: one of the routes, or the not-found page. */
export type RouteKey = PageKey | typeof NOT_FOUND_KEY;

/** Every page a site with these routes builds: each route's, then the not-found page's. */
export function routeKeysOf(routes: readonly Route[]): readonly RouteKey[] {
  return [...routes.map((route): RouteKey => route.key), NOT_FOUND_KEY];
}

/** The translation namespace a page needs besides common (none for the not-found page). */
export function namespaceOf(key: RouteKey): PageNamespace | undefined {
  if (key === NOT_FOUND_KEY) return undefined;
  const route: RouteInfo | undefined = TEMPLATE_ROUTES.find((entry) => entry.key === key);
  return route?.namespace;
}

export function routeByKey(routes: readonly Route[], key: PageKey): Route {
  const route = routes.find((entry) => entry.key === key);
  if (!route) throw new Error(`No route for page key "${key}"`);
  return route;
}

/**
 * The route a location path points at, matched as the router matches it:
 * case-insensitive, a trailing slash allowed, the query ignored. Undefined for
 * a path no route serves.
 */
export function routeForPath(routes: readonly Route[], path: string): Route | undefined {
  const bare = path.split(/[?#]/)[0] ?? '';
  const normalized = decodePath(bare).toLowerCase().replace(/\/+$/, '') || '/';
  return routes.find((route) => route.path === normalized);
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
export function routeKeyForPath(routes: readonly Route[], path: string): RouteKey {
  return routeForPath(routes, path)?.key ?? NOT_FOUND_KEY;
}

/** The router's location path in a hash URL ('#/courses?lng=it' → '/courses?lng=it'). */
export function pathFromHash(hash: string): string {
  const path = hash.replace(/^#/, '');
  return path.startsWith('/') ? path : `/${path}`;
}
