import {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  languageQuery,
  type Language,
  type LanguageSources,
} from './language';
import { readCookie, readSessionStored, readStored, writeStored } from './storage';

/**
 * What this browser says about the visitor's language, read without throwing
 * (storage and cookies can be blocked): the input of `detectLanguage`.
 */
export function readLanguageSources(): LanguageSources {
  return {
    ...readAddressAndBrowserLanguages(),
    cookie: readCookie(LANGUAGE_COOKIE),
    localStorage: readStored(LANGUAGE_STORAGE_KEY),
    sessionStorage: readSessionStored(LANGUAGE_STORAGE_KEY),
  };
}

/**
 * The sources that need no cookie or storage read: the address and the browser.
 * Those first reads are the slow part of detection on a phone (each waits on the
 * browser process); without a stored choice, these sources decide alone.
 */
export function readAddressAndBrowserLanguages(): LanguageSources {
  const languages = typeof navigator.languages === 'object' ? navigator.languages : [];
  return {
    query: languageQuery(window.location.search, window.location.hash),
    cookie: null,
    localStorage: null,
    sessionStorage: null,
    navigator: languages.length > 0 ? languages : [navigator.language],
    htmlTag: document.documentElement.getAttribute('lang'),
  };
}

/**
 * Keeps a language in the visitor's browser (localStorage), where detection
 * finds it after the address and the cookie: one the visitor picked (the
 * picker, or a `?lng=` link it made), or, where the owner keeps the spec's
 * behaviour, every language the site starts in (siteModel.ts, languageMemory).
 */
export function rememberLanguage(language: Language): void {
  writeStored(LANGUAGE_STORAGE_KEY, language);
}
