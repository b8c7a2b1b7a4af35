import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { site } from '../content/site';
import { SITE_MODEL } from '../content/siteModel';
import { LANGUAGE_QUERY, normalizeLanguage } from '../lib/language';
import { rememberLanguage } from '../lib/languageSources';
import { languageOfPageAddress } from '../lib/siteUrls';

/**
 * The address says the language: in path mode its prefix (/it/courses/), in
 * hash mode a `?lng=` the language picker's links add (dropped once it has
 * spoken; the picker's link, however followed, is a pick the browser keeps). Moving to another language's address, by the picker or the back
 * button, switches the site's language; an address that names none (the
 * not-found page, a hash address without `?lng=`) keeps the visitor's.
 * A switch still loading its strings counts as made: i18next keeps the old
 * language as resolved until then, and an address back to it must still win.
 */
export function useLanguageOfAddress(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const requested = useRef<string | undefined>(undefined);
  useEffect(() => {
    const query = new URLSearchParams(search);
    const wanted =
      site.routing === 'path'
        ? languageOfPageAddress(SITE_MODEL, { pathname, search, hash: '' }, 'path', '/')
        : normalizeLanguage(query.get(LANGUAGE_QUERY), SITE_MODEL.languageCodes);
    if (wanted && wanted !== (requested.current ?? i18n.resolvedLanguage)) {
      requested.current = wanted;
      void i18n.changeLanguage(wanted);
    }
    if (site.routing === 'hash' && query.has(LANGUAGE_QUERY)) {
      if (wanted && SITE_MODEL.languagePicker) rememberLanguage(wanted);
      // Spoken: a reload must not bring back an older `?lng=` before the hash either.
      const outer = new URL(window.location.href);
      if (outer.searchParams.has(LANGUAGE_QUERY)) {
        outer.searchParams.delete(LANGUAGE_QUERY);
        window.history.replaceState(window.history.state, '', outer);
      }
      query.delete(LANGUAGE_QUERY);
      const rest = query.size > 0 ? `?${query}` : '';
      void navigate({ pathname, search: rest }, { replace: true });
    }
  }, [pathname, search, i18n, navigate]);
}
