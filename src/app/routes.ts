import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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
  Page: LazyExoticComponent<ComponentType>;
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
    Page: lazy(() => import('../pages/home/HomePage')),
  },
  {
    path: '/experience',
    pageKey: 'experience',
    navLabelKey: 'nav.experience',
    inPortfolioMenu: true,
    Page: lazy(() => import('../pages/experience/ExperiencePage')),
  },
  {
    path: '/projects',
    pageKey: 'projects',
    navLabelKey: 'nav.projects',
    inPortfolioMenu: true,
    Page: lazy(() => import('../pages/projects/ProjectsPage')),
  },
  {
    path: '/courses',
    pageKey: 'courses',
    navLabelKey: 'nav.courses',
    inPortfolioMenu: true,
    Page: lazy(() => import('../pages/courses/CoursesPage')),
  },
  {
    path: '/testimonials',
    pageKey: 'testimonials',
    navLabelKey: 'nav.testimonials',
    inPortfolioMenu: true,
    Page: lazy(() => import('../pages/testimonials/TestimonialsPage')),
  },
  {
    path: '/trading',
    pageKey: 'trading',
    navLabelKey: 'nav.trading',
    inPortfolioMenu: true,
    Page: lazy(() => import('../pages/trading/TradingPage')),
  },
  {
    path: '/privacy',
    pageKey: 'privacy',
    navLabelKey: 'nav.privacy',
    inPortfolioMenu: false,
    Page: lazy(() => import('../pages/privacy/PrivacyPage')),
  },
  {
    path: '/cookie-policy',
    pageKey: 'cookie',
    navLabelKey: 'nav.cookie',
    inPortfolioMenu: false,
    Page: lazy(() => import('../pages/cookie-policy/CookiePolicyPage')),
  },
];

export const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));

export const PORTFOLIO_ROUTES = ROUTES.filter((route) => route.inPortfolioMenu);

export function routeForPath(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.path === path);
}

export function routeByKey(pageKey: PageKey): RouteEntry {
  const route = ROUTES.find((entry) => entry.pageKey === pageKey);
  if (!route) throw new Error(`No route for page key "${pageKey}"`);
  return route;
}
