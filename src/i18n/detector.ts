import LanguageDetector from 'i18next-browser-languagedetector';
import { readCookie } from '../lib/storage';
import { normalizeLanguage } from '../lib/language';

export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * The browser language detector, in the spec's order, with a cookie lookup that
 * survives browsers where document.cookie throws. The hash source stays off: the
 * hash holds the route, not a language.
 */
export function createLanguageDetector(): LanguageDetector {
  const detector = new LanguageDetector();
  detector.addDetector({
    name: 'cookie',
    lookup: () => readCookie(LANGUAGE_COOKIE) ?? undefined,
  });
  return detector;
}

export const detectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: LANGUAGE_COOKIE,
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupSessionStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
  convertDetectedLanguage: (code: string) => normalizeLanguage(code) ?? code,
};
