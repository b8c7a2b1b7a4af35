import { matchPath } from 'react-router';
import { lazyPage, type LazyPage } from './lazyPage';
import { ROUTE_TABLE, type PageKey, type RouteInfo } from './routeTable';

export type { PageKey } from './routeTable';
export type HeadKey = PageKey | 'notfound';

export interface RouteEntry extends RouteInfo {
  Page: LazyPage;
}

/** Each page is its own chunk, loaded when first visited (or preloaded for the first paint). */
const PAGES: Record<PageKey, LazyPage> = {
  home: lazyPage(() => import('../pages/home/HomePage')),
  experience: lazyPage(() => import('../pages/experience/ExperiencePage')),
  projects: lazyPage(() => import('../pages/projects/ProjectsPage')),
  courses: lazyPage(() => import('../pages/courses/CoursesPage')),
  testimonials: lazyPage(() => import('../pages/testimonials/TestimonialsPage')),
  trading: lazyPage(() => import('../pages/trading/TradingPage')),
  privacy: lazyPage(() => import('../pages/privacy/PrivacyPage')),
  cookie: lazyPage(() => import('../pages/cookie-policy/CookiePolicyPage')),
};

/**
 * The one route table: the router, the header menus, the page head and the tests
 * all read it.
 */
export const ROUTES: readonly RouteEntry[] = ROUTE_TABLE.map((route) => ({
  ...route,
  Page: PAGES[route.pageKey],
}));

export const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage'));

export const PORTFOLIO_ROUTES = ROUTES.filter((route) => route.inPortfolioMenu);

export function routeForPath(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.path === path);
}

export function routeByKey(pageKey: PageKey): RouteEntry {
  const route = ROUTES.find((entry) => entry.pageKey === pageKey);
  if (!route) throw new Error(`No route for page key "${pageKey}"`);
  return route;
}

/** The route a location hash ('#/projects?x') points at, matched as the router does. */
export function routeForHash(hash: string): RouteEntry | undefined {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  return ROUTES.find((route) => matchPath({ path: route.path, end: true }, path) !== null);
}
