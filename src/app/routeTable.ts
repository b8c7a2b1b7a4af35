import type { Namespace } from '../i18n/namespaces';

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

export interface RouteInfo {
  path: string;
  pageKey: PageKey;
  /** Translation key (common namespace) of the link label in menus. */
  navLabelKey: string;
  /** Shown in the header's Portfolio menu. */
  inPortfolioMenu: boolean;
  /** The translation namespace the page reads, besides common. */
  namespace?: Namespace;
}

/**
 * The routes as plain data, readable by the build (vite.config.ts) as well as by
 * the site; src/app/routes.ts adds each page's component.
 */
export const ROUTE_TABLE: readonly RouteInfo[] = [
  { path: '/', pageKey: 'home', navLabelKey: 'nav.home', inPortfolioMenu: false },
  {
    path: '/experience',
    pageKey: 'experience',
    navLabelKey: 'nav.experience',
    inPortfolioMenu: true,
    namespace: 'experience',
  },
  {
    path: '/projects',
    pageKey: 'projects',
    navLabelKey: 'nav.projects',
    inPortfolioMenu: true,
    namespace: 'projects',
  },
  {
    path: '/courses',
    pageKey: 'courses',
    navLabelKey: 'nav.courses',
    inPortfolioMenu: true,
    namespace: 'courses',
  },
  {
    path: '/testimonials',
    pageKey: 'testimonials',
    navLabelKey: 'nav.testimonials',
    inPortfolioMenu: true,
    namespace: 'testimonials',
  },
  {
    path: '/trading',
    pageKey: 'trading',
    navLabelKey: 'nav.trading',
    inPortfolioMenu: true,
    namespace: 'trading',
  },
  {
    path: '/privacy',
    pageKey: 'privacy',
    navLabelKey: 'nav.privacy',
    inPortfolioMenu: false,
    namespace: 'legal',
  },
  {
    path: '/cookie-policy',
    pageKey: 'cookie',
    navLabelKey: 'nav.cookie',
    inPortfolioMenu: false,
    namespace: 'legal',
  },
];
