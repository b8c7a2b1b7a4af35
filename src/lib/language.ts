/**
 * Languages: what the template knows of each, and the one rule that picks the
 * visitor's. Which languages a site has, in which order, is the owner's choice
 * (owner/site.json, src/lib/siteModel.ts): every function here takes them as
 * an argument, the first being the fallback and initial one.
 */

/** A language of the site: its code, its name in itself, its locale for link previews, its flag. */
export interface LanguageInfo {
  code: string;
  /** The language's name in that language (the picker lists each one so). */
  name: string;
  /** For link previews (og:locale), e.g. 'it_IT'. */
  locale: string;
  /** The country whose flag stands for it (ISO 3166-1 alpha-2, lower case). */
  flagCountry: string;
}

/**
 * The languages whose strings the template ships, one folder each in
 * src/locales/<code>/: an owner names them by code. Any other language is the
 * owner's, with its strings in owner/locales/<code>/.
 */
export const TEMPLATE_LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', locale: 'en_GB', flagCountry: 'gb' },
  { code: 'it', name: 'Italiano', locale: 'it_IT', flagCountry: 'it' },
  { code: 'de', name: 'Deutsch', locale: 'de_DE', flagCountry: 'de' },
  { code: 'fr', name: 'Français', locale: 'fr_FR', flagCountry: 'fr' },
  { code: 'es', name: 'Español', locale: 'es_ES', flagCountry: 'es' },
];

/** A language code of the site ('en', 'it', 'de'). */
export type Language = string;

/** Where a visitor's language choice is kept: the i18next cookie and the storage key. */
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Maps a detected code to one of the site's languages: regional variants
 * ('it-IT', 'en_GB', 'IT') become their base language. Returns null for
 * anything else so the detector can move on to its next source.
 */
export function normalizeLanguage(
  code: string | null | undefined,
  languages: readonly Language[],
): Language | null {
  if (typeof code !== 'string') return null;
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return languages.includes(base) ? base : null;
}

/** The first of the site's languages among the detected codes, else the site's first language. */
export function pickLanguage(
  detected: readonly (string | null | undefined)[],
  languages: readonly Language[],
): Language {
  for (const code of detected) {
    const language = normalizeLanguage(code, languages);
    if (language) return language;
  }
  return languages[0] ?? '';
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
 * the first of the site's languages wins, else the site's first. The pre-paint
 * code, the app and the build all decide with this one function.
 */
export function detectLanguage(sources: LanguageSources, languages: readonly Language[]): Language {
  return pickLanguage(
    [
      sources.query,
      sources.cookie,
      sources.localStorage,
      sources.sessionStorage,
      ...sources.navigator,
      sources.htmlTag,
    ],
    languages,
  );
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
