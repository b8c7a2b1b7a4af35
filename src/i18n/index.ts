import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { firstCommon, languages, loaders } from 'virtual:owner/strings';
import type { LanguageMemory } from '../lib/siteModel';
import { languageDetector } from './detector';
import { NAMESPACES } from './namespaces';

/**
 * Translation files are bundled with the site (each language's namespace its
 * own chunk: the template's strings with the owner's merged in, served by the
 * owner-content plugin as `virtual:owner/strings`); nothing is fetched from
 * another server. Only the current language's namespaces are loaded, each when
 * first needed. The first language's shell strings ship in the main chunk.
 */
const loadResource = resourcesToBackend(async (language: string, namespace: string) => {
  const load = loaders[`${language}/${namespace}`];
  if (!load) throw new Error(`No translation file for ${language}/${namespace}`);
  return load();
});

/** The site's first language: the fallback, and what a visitor no source names gets. */
const FALLBACK_LANGUAGE = languages[0] ?? firstCommon.language;

/** The site's i18next instance. */
export const i18n: I18n = i18next.createInstance();

const BASE_OPTIONS: InitOptions = {
  supportedLngs: [...languages],
  fallbackLng: FALLBACK_LANGUAGE,
  load: 'languageOnly',
  nonExplicitSupportedLngs: false,
  // The first language's shell strings ship in the main chunk: it paints
  // without waiting for another request.
  resources: { [firstCommon.language]: { common: firstCommon.strings } },
  partialBundledLanguages: true,
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: true },
};

function syncDocumentLanguage(language: string): void {
  // Only when it changes: setting it again makes the browser restyle the whole page.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
}

/** Second chance after a failed start: the first language, no detection, still no visible message. */
async function startInEnglish(instance: I18n): Promise<void> {
  try {
    await instance.init({ ...BASE_OPTIONS, lng: FALLBACK_LANGUAGE });
    syncDocumentLanguage(FALLBACK_LANGUAGE);
  } catch {
    // Already reported above; the site renders with translation keys.
  }
}

/**
 * Starts i18next in the language the page's address or the visitor's settings
 * give (decided by the pre-paint script with the same rule; detected here when
 * none is given); a failure is logged and the site renders in its first language.
 * `memory` is what the visitor's browser keeps of the language (the site model's).
 */
export async function initI18n(
  instance: I18n = i18n,
  language?: string,
  memory: LanguageMemory = 'picked',
): Promise<I18n> {
  instance.on('languageChanged', syncDocumentLanguage);
  try {
    await instance
      .use(loadResource)
      .use(languageDetector(languages, memory))
      .use(initReactI18next)
      .init({ ...BASE_OPTIONS, ...(language ? { lng: language } : {}) });
    syncDocumentLanguage(instance.resolvedLanguage ?? FALLBACK_LANGUAGE);
  } catch (error) {
    console.error('Failed to init i18n:', error);
    await startInEnglish(instance);
  }
  return instance;
}

/**
 * Starts (or switches) i18next in one given language, without detection: for
 * rendering pages at build time.
 */
export async function initI18nForLanguage(language: string, instance: I18n = i18n): Promise<I18n> {
  if (instance.isInitialized) {
    await instance.changeLanguage(language);
  } else {
    await instance
      .use(loadResource)
      .use(initReactI18next)
      .init({ ...BASE_OPTIONS, lng: language });
  }
  return instance;
}

export { NAMESPACES };
