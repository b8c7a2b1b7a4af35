import type { LanguageDetectorModule } from 'i18next';
import { detectLanguage, type Language } from '../lib/language';
import { readLanguageSources, rememberLanguage } from '../lib/languageSources';
import type { LanguageMemory } from '../lib/siteModel';

/**
 * i18next's language detector: the spec's order through `detectLanguage`, the
 * same function the pre-paint code uses, so the page painted before the app
 * loads is always in the language the app then picks. i18next asks it to keep
 * every language it starts in or switches to, detected or picked: it does so
 * only where the site keeps the detected language (the spec's behaviour); a
 * visitor's pick is kept where it is made (the picker's behaviour, a `?lng=`
 * link of the picker), and a site in one language keeps none.
 */
export function languageDetector(
  languages: readonly Language[],
  memory: LanguageMemory,
): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () => detectLanguage(readLanguageSources(), languages),
    cacheUserLanguage: (language) => {
      if (memory === 'detected') rememberLanguage(language);
    },
  };
}
