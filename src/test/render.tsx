import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SITE_MODEL } from '../content/siteModel';
import { allTranslations } from '../i18n/allTranslations';
import type { Language } from '../lib/language';

/**
 * An i18next instance with every namespace of every language of the site
 * loaded synchronously; `strings` adds namespaces in `language` (a template
 * language the sample's site does not have).
 */
export function createTestI18n(
  language: Language = SITE_MODEL.fallbackLanguage,
  strings: Record<string, object> = {},
): I18n {
  const instance = i18next.createInstance();
  const resources = { ...allTranslations() };
  resources[language] = { ...resources[language], ...strings };
  void instance.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...new Set([...SITE_MODEL.languageCodes, language])],
    fallbackLng: SITE_MODEL.fallbackLanguage,
    resources,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

interface RenderOptions {
  language?: Language;
  /** Initial route for components that use the router. */
  route?: string;
  /** Namespaces to add in `language`, by name. */
  strings?: Record<string, object>;
}

/** Renders with translations and a router, as the site does. */
export function renderWithProviders(
  ui: ReactElement,
  { language = SITE_MODEL.fallbackLanguage, route = '/', strings }: RenderOptions = {},
): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(language, strings);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
