import LanguageDetector from 'i18next-browser-languagedetector';
import { readCookie } from '../lib/storage';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, normalizeLanguage } from '../lib/language';

/** Reads the language cookie without throwing where document.cookie is blocked. */
const safeCookieDetector = {
  name: 'cookie',
  lookup: () => readCookie(LANGUAGE_COOKIE) ?? undefined,
};

/**
 * The browser language detector with a cookie lookup that survives browsers where
 * document.cookie throws. The built-in detectors are registered again on every
 * init, so the safe one replaces the built-in cookie detector after that.
 */
class SafeLanguageDetector extends LanguageDetector {
  override init(...args: Parameters<LanguageDetector['init']>): void {
    super.init(...args);
    this.addDetector(safeCookieDetector);
  }
}

export function createLanguageDetector(): LanguageDetector {
  return new SafeLanguageDetector();
}

/** The spec's detection order. The hash source stays off: the hash holds the route. */
export const detectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: LANGUAGE_COOKIE,
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupSessionStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
  convertDetectedLanguage: (code: string) => normalizeLanguage(code) ?? code,
};
