import { useLocation } from 'react-router';
import { site } from '../content/site';
import { SITE_MODEL } from '../content/siteModel';
import { readPagePath } from '../lib/siteUrls';

/**
 * Which page is shown, whatever its language: the router's path without the
 * language prefix path mode puts in front ('/it/courses/' → '/courses/').
 * Moving to another language is not moving to another page: no scroll to the
 * top, no focus move, menus stay as they are.
 */
export function usePagePath(): string {
  const { pathname } = useLocation();
  return site.routing === 'path' ? readPagePath(SITE_MODEL, pathname).routerPath : pathname;
}
