/**
 * Every page of a site, then the not-found page at an address no route has:
 * the one list the browser sweeps, check:looks and npm run template:screenshots open.
 */
import { NOT_FOUND_KEY, type Route, type RouteKey } from '../../src/lib/routes.ts';

export interface SitePage {
  key: RouteKey;
  /** The route's path; for the not-found page, an address no route has. */
  path: string;
}

export const NOT_FOUND_PATH = '/no-such-page';

export function everyPage(routes: readonly Route[]): SitePage[] {
  return [
    ...routes.map(({ key, path }) => ({ key, path })),
    { key: NOT_FOUND_KEY, path: NOT_FOUND_PATH },
  ];
}

/** The pages named by path (`--pages /,/experience`), in the site's order; all when none. */
export function pickPages(pages: readonly SitePage[], paths: readonly string[]): SitePage[] {
  if (paths.length === 0) return [...pages];
  const unknown = paths.filter((path) => !pages.some((page) => page.path === path));
  if (unknown.length > 0) {
    throw new Error(
      `no page ${unknown.join(', ')} in this site (it has ${pages.map((page) => page.path).join(', ')})`,
    );
  }
  return pages.filter((page) => paths.includes(page.path));
}
