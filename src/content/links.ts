import type { Language } from '../lib/language';
import { languageSwitchPath, localizedPath, siteHref } from '../lib/siteUrls';
import { published } from './published';
import { SITE_MODEL } from './siteModel';

/** A link to a route's page in a language, as this site's mode writes it ('#/courses', '/it/courses/'). */
export function pageLink(routePath: string, language: Language): string {
  return siteHref(
    localizedPath(SITE_MODEL, routePath, language, published.routing),
    published.routing,
    published.basePath,
  );
}

/** The language picker's link from the page at `routerPath` to the same page in `language`. */
export function languageLink(routerPath: string, language: Language): string {
  return siteHref(
    languageSwitchPath(SITE_MODEL, routerPath, language, published.routing),
    published.routing,
    published.basePath,
  );
}
