/**
 * The site's languages, the first the default. To add one: an entry here (its
 * code, its name in that language, its locale for link previews, the country
 * whose flag stands for it) and a folder of translations, src/locales/<code>/,
 * with every file the other languages have.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en_GB', flagCountry: 'gb' },
  { code: 'it', name: 'Italiano', locale: 'it_IT', flagCountry: 'it' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGES.map((language) => language.code);
export const FALLBACK_LANGUAGE: Language = 'en';

/** A language's name in that language (the picker lists each one so). */
export function languageName(language: Language): string {
  return LANGUAGES.find((entry) => entry.code === language)?.name ?? language;
}

/** A language's locale for link previews (og:locale). */
export function languageLocale(language: Language): string {
  return LANGUAGES.find((entry) => entry.code === language)?.locale ?? language;
}

/** Where a visitor's language choice is kept: the i18next cookie and the storage key. */
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps a detected code to a supported language: regional variants ('it-IT',
 * 'en_GB', 'IT') become their base language. Returns null for anything else so
 * the detector can move on to its next source and, at the end, to English.
 */
export function normalizeLanguage(code: string | null | undefined): Language | null {
  if (typeof code !== 'string') return null;
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(base) ? base : null;
}

/** The first supported language among the detected codes, else English. */
export function pickLanguage(detected: readonly (string | null | undefined)[]): Language {
  for (const code of detected) {
    const language = normalizeLanguage(code);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** Where the spec looks for the visitor's language, in its order. */
export interface LanguageSources {
  /** The `lng` query parameter (in the query string, or in the hash's query). */
  query: string | null;
  /** The i18next cookie. */
  cookie: string | null;
  localStorage: string | null;
  sessionStorage: string | null;
  /** The browser's preferred languages, most preferred first. */
  navigator: readonly string[];
  /** `<html lang>`. */
  htmlTag: string | null;
}

/**
 * The visitor's language, in the spec's detection order: `?lng=`, the i18next
 * cookie, localStorage, sessionStorage, the browser's languages, `<html lang>`;
 * the first supported one wins, else English. The pre-paint code, the app and
 * the build all decide with this one function.
 */
export function detectLanguage(sources: LanguageSources): Language {
  return pickLanguage([
    sources.query,
    sources.cookie,
    sources.localStorage,
    sources.sessionStorage,
    ...sources.navigator,
    sources.htmlTag,
  ]);
}

/** The query parameter that names a language (`?lng=it`). */
export const LANGUAGE_QUERY = 'lng';

/**
 * The `lng` parameter of the query inside a URL's hash (what the language
 * picker's links add in hash mode, so the latest choice), else of its query string.
 */
export function languageQuery(search: string, hash: string): string | null {
  const hashQuery = hash.indexOf('?');
  const fromHash =
    hashQuery < 0 ? null : new URLSearchParams(hash.slice(hashQuery)).get(LANGUAGE_QUERY);
  return fromHash ?? new URLSearchParams(search).get(LANGUAGE_QUERY);
}
