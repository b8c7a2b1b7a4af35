/**
 * The site's addresses as the browser tests write them, in the routing mode of
 * the project running them. Tests are written with hash addresses ('/#/courses',
 * '/?lng=it#/courses'); in path mode a visit goes straight to the page's own
 * address ('/courses/', '/it/courses/'), so the same test checks both sites.
 */
import type { Language } from '../../../src/lib/language';
import { languagePrefix, pagePath, type RoutingMode } from '../../../src/lib/siteUrls';
import { routeForPath } from '../../../src/lib/routes';
import { sampleSite } from './owner';

/** A route's (or a path no route has) own address on the path-mode site, in a language. */
export function pathSiteAddress(path: string, language: Language): string {
  const route = routeForPath(sampleSite.routes, path);
  return route
    ? pagePath(sampleSite, route.path, language)
    : `${languagePrefix(sampleSite, language)}${path}`;
}

/** A hash address ('/#/x', '/?lng=it#/x') as the path-mode site's own address. */
export function inRoutingMode(url: string, routing: RoutingMode): string {
  const hashAddress = /^\/(?:\?lng=([a-z]+))?#(\/[^?]*)?(?:\?lng=([a-z]+))?$/.exec(url);
  if (routing === 'hash' || !hashAddress) return url;
  const [, searchLanguage, path = '/', hashLanguage] = hashAddress;
  const named = searchLanguage ?? hashLanguage;
  const language: Language =
    named && sampleSite.languageCodes.includes(named) ? named : sampleSite.fallbackLanguage;
  const page = pathSiteAddress(path, language);
  // A language the test names stays named: like ?lng=, it is also the visitor's choice.
  return named ? `${page}?lng=${named}` : page;
}

/** What the address bar shows on a page, as a pattern for toHaveURL (any query aside). */
export function pageAddress(routing: RoutingMode, path: string, language: Language): RegExp {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return routing === 'hash'
    ? new RegExp(`#${escaped(path)}$`)
    : new RegExp(
        `127\\.0\\.0\\.1:\\d+${escaped(pagePath(sampleSite, path, language))}(\\?[^#]*)?$`,
      );
}
