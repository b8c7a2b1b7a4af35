import {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  languageQuery,
  type LanguageSources,
} from './language';
import { readCookie, readSessionStored, readStored } from './storage';

/**
 * What this browser says about the visitor's language, read without throwing
 * (storage and cookies can be blocked): the input of `detectLanguage`.
 */
export function readLanguageSources(): LanguageSources {
  const languages = typeof navigator.languages === 'object' ? navigator.languages : [];
  return {
    query: languageQuery(window.location.search, window.location.hash),
    cookie: readCookie(LANGUAGE_COOKIE),
    localStorage: readStored(LANGUAGE_STORAGE_KEY),
    sessionStorage: readSessionStored(LANGUAGE_STORAGE_KEY),
    navigator: languages.length > 0 ? languages : [navigator.language],
    htmlTag: document.documentElement.getAttribute('lang'),
  };
}
