import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { allTranslations } from './allTranslations';

/**
 * i18next draws the pages at build (src/server.tsx), with every string of
 * every language of the site at once: the template's with the owner's merged
 * in (`virtual:owner/all-strings`). The browser gets the words in the page,
 * never a translation engine.
 */
const RESOURCES = allTranslations();
const LANGUAGES = Object.keys(RESOURCES);

/** The site's i18next instance. */
export const i18n: I18n = i18next.createInstance();

/** Starts (or switches) i18next in one language: the build draws a page in it. */
export async function initI18nForLanguage(language: string, instance: I18n = i18n): Promise<I18n> {
  if (instance.isInitialized) {
    await instance.changeLanguage(language);
    return instance;
  }
  await instance.use(initReactI18next).init({
    lng: language,
    supportedLngs: LANGUAGES,
    fallbackLng: LANGUAGES[0] ?? language,
    load: 'languageOnly',
    nonExplicitSupportedLngs: false,
    resources: RESOURCES,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
