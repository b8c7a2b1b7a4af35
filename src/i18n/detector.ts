import type { LanguageDetectorModule } from 'i18next';
import { detectLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../lib/language';
import { readLanguageSources } from '../lib/languageSources';
import { writeStored } from '../lib/storage';

/**
 * i18next's language detector: the spec's order through `detectLanguage`, the
 * same function the pre-paint code uses, so the page painted before the app
 * loads is always in the language the app then picks. The result, and every
 * later choice, is kept in localStorage.
 */
export function languageDetector(languages: readonly Language[]): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () => detectLanguage(readLanguageSources(), languages),
    cacheUserLanguage: (language) => writeStored(LANGUAGE_STORAGE_KEY, language),
  };
}
