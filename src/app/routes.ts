import { matchPath } from 'react-router';
import type { Namespace } from '../i18n/namespaces';
import { lazyPage, type LazyPage } from './lazyPage';

/** Every page with its own head tags; the not-found page has one too. */
export type PageKey =
  | 'home'
  | 'experience'
  | 'projects'
  | 'courses'
  | 'testimonials'
  | 'trading'
  | 'privacy'
  | 'cookie';

export type HeadKey = PageKey | 'notfound';

export interface RouteEntry {
  path: string;
  pageKey: PageKey;
  /** Translation key (common namespace) of the link label in menus. */
  navLabelKey: string;
  /** Shown in the header's Portfolio menu. */
  inPortfolioMenu: boolean;
  /** The translation namespace the page reads, besides common. */
  namespace?: Namespace;
  Page: LazyPage;
}

/**
 * The one route table: the router, the header menus, the page head and the tests
 * all read it. Each page is its own chunk, loaded when first visited.
 */
export const ROUTES: readonly RouteEntry[] = [
  {
    path: '/',
    pageKey: 'home',
    navLabelKey: 'nav.home',
    inPortfolioMenu: false,
    Page: lazyPage(() => import('../pages/home/HomePage')),
  },
  {
    path: '/experience',
    pageKey: 'experience',
    namespace: 'experience',
    navLabelKey: 'nav.experience',
    inPortfolioMenu: true,
    Page: lazyPage(() => import('../pages/experience/ExperiencePage')),
  },
  {
    path: '/projects',
    pageKey: 'projects',
    namespace: 'projects',
    navLabelKey: 'nav.projects',
    inPortfolioMenu: true,
    Page: lazyPage(() => import('../pages/projects/ProjectsPage')),
  },
  {
    path: '/courses',
    pageKey: 'courses',
    namespace: 'courses',
    navLabelKey: 'nav.courses',
    inPortfolioMenu: true,
    Page: lazyPage(() => import('../pages/courses/CoursesPage')),
  },
  {
    path: '/testimonials',
    pageKey: 'testimonials',
    namespace: 'testimonials',
    navLabelKey: 'nav.testimonials',
    inPortfolioMenu: true,
    Page: lazyPage(() => import('../pages/testimonials/TestimonialsPage')),
  },
  {
    path: '/trading',
    pageKey: 'trading',
    namespace: 'trading',
    navLabelKey: 'nav.trading',
    inPortfolioMenu: true,
    Page: lazyPage(() => import('../pages/trading/TradingPage')),
  },
  {
    path: '/privacy',
    pageKey: 'privacy',
    namespace: 'legal',
    navLabelKey: 'nav.privacy',
    inPortfolioMenu: false,
    Page: lazyPage(() => import('../pages/privacy/PrivacyPage')),
  },
  {
    path: '/cookie-policy',
    pageKey: 'cookie',
    namespace: 'legal',
    navLabelKey: 'nav.cookie',
    inPortfolioMenu: false,
    Page: lazyPage(() => import('../pages/cookie-policy/CookiePolicyPage')),
  },
];

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
