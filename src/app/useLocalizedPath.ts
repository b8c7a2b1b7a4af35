import { useCallback } from 'react';
import { useCurrentLanguage } from '../components/useCurrentLanguage';
import { site } from '../content/site';
import { localizedPath } from '../lib/siteUrls';

/** Turns a route path into the link for the current language ('/courses' → '/it/courses/' in path mode). */
export function useLocalizedPath(): (routePath: string) => string {
  const language = useCurrentLanguage();
  return useCallback(
    (routePath: string) => localizedPath(routePath, language, site.routing),
    [language],
  );
}
