import { lazyPage, type LazyPage, type PageModule } from './lazyPage';
import { SITE_MODEL } from '../content/siteModel';
import { NOT_FOUND_KEY, type Route, type RouteKey } from '../lib/routes';

/**
 * Each route's page code: `src/pages/<key>/<Name>Page.tsx`, its own chunk,
 * loaded when first visited (or preloaded for the first paint). The only place
 * that imports a page folder.
 */
const pageModules = import.meta.glob<PageModule>('../pages/*/*Page.tsx');

function pageFor(key: RouteKey): LazyPage {
  const [load, ...others] = Object.entries(pageModules)
    .filter(([file]) => file.split('/')[2] === key)
    .map(([, loader]) => loader);
  if (!load || others.length > 0) {
    throw new Error(`src/pages/${key}/ must hold exactly one *Page.tsx`);
  }
  return lazyPage(load);
}

export interface RouteEntry extends Route {
  Page: LazyPage;
}

/** The route table with each page's code: the router renders it. */
export const ROUTE_ENTRIES: readonly RouteEntry[] = SITE_MODEL.routes.map((route) => ({
  ...route,
  Page: pageFor(route.key),
}));

export const NotFoundPage = pageFor(NOT_FOUND_KEY);

/** The page code for a route key (the not-found page for its own key). */
export function pageForKey(key: RouteKey): LazyPage {
  return ROUTE_ENTRIES.find((route) => route.key === key)?.Page ?? NotFoundPage;
}
