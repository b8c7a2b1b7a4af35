export const SUPPORTED_LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

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
