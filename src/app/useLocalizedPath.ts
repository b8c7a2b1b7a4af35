import { useCallback } from 'react';
import { useCurrentLanguage } from '../components/useCurrentLanguage';
import { site } from '../content/site';
import { SITE_MODEL } from '../content/siteModel';
import { localizedPath } from '../lib/siteUrls';

/** Turns a route path into the link for the current language ('/courses' → '/it/courses/' in path mode). */
export function useLocalizedPath(): (routePath: string) => string {
  const language = useCurrentLanguage();
  return useCallback(
    (routePath: string) => localizedPath(SITE_MODEL, routePath, language, site.routing),
    [language],
  );
}
