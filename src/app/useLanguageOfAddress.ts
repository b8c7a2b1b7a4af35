import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { site } from '../content/site';
import { FALLBACK_LANGUAGE } from '../lib/language';
import { routeForPath } from '../lib/routes';
import { readPagePath } from '../lib/siteUrls';

/**
 * In path mode the address says the language (/it/courses/): moving to
 * another language's address, by the language picker or the back button,
 * switches the site's language. An address with neither a prefix nor a page
 * (the not-found page) keeps the visitor's.
 */
export function useLanguageOfAddress(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (site.routing !== 'path') return;
    const { language, routerPath } = readPagePath(pathname);
    const wanted = language ?? (routeForPath(routerPath) ? FALLBACK_LANGUAGE : null);
    if (wanted && wanted !== i18n.resolvedLanguage) void i18n.changeLanguage(wanted);
  }, [pathname, i18n]);
}
