import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '../lib/language';
import { createLanguageDetector, detectionOptions } from './detector';
import { NAMESPACES } from './namespaces';
import englishCommon from '../locales/en/common.json';

/**
 * Translation files are bundled with the site (Vite turns each JSON file into
 * its own chunk); nothing is fetched from another server. Only the current
 * language's namespaces are loaded, each when first needed.
 */
const loadResource = resourcesToBackend(
  (language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`),
);

/** The site's i18next instance. */
export const i18n: I18n = i18next.createInstance();

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Starts i18next; a failure is logged and the site renders with whatever it has. */
export async function initI18n(instance: I18n = i18n): Promise<I18n> {
  instance.on('languageChanged', syncDocumentLanguage);
  try {
    await instance
      .use(loadResource)
      .use(createLanguageDetector())
      .use(initReactI18next)
      .init({
        supportedLngs: [...SUPPORTED_LANGUAGES],
        fallbackLng: FALLBACK_LANGUAGE,
        load: 'languageOnly',
        nonExplicitSupportedLngs: false,
        // English shell strings ship in the main chunk: the default language
        // paints without waiting for another request.
        resources: { en: { common: englishCommon } },
        partialBundledLanguages: true,
        ns: ['common'],
        defaultNS: 'common',
        fallbackNS: 'common',
        detection: detectionOptions,
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: true },
      });
    syncDocumentLanguage(instance.resolvedLanguage ?? FALLBACK_LANGUAGE);
  } catch (error) {
    console.error('Failed to init i18n:', error);
  }
  return instance;
}

export { NAMESPACES };
