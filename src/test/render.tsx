import { render, type RenderResult } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { SITE_MODEL } from '../content/siteModel';
import { routeKeyForPath } from '../lib/routes';
import { CurrentPageContext } from '../shell/currentPage';
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
  /** The path of the page being drawn (the not-found page's for a path no route has). */
  route?: string;
  /** Namespaces to add in `language`, by name. */
  strings?: Record<string, object>;
}

function withProviders(ui: ReactElement, i18n: I18n, route: string): ReactElement {
  return (
    <I18nextProvider i18n={i18n}>
      <CurrentPageContext
        value={{ routeKey: routeKeyForPath(SITE_MODEL.routes, route), routerPath: route }}
      >
        {ui}
      </CurrentPageContext>
    </I18nextProvider>
  );
}

/** Renders with translations, as the page at `route`, as the build does. */
export function renderWithProviders(
  ui: ReactElement,
  { language = SITE_MODEL.fallbackLanguage, route = '/', strings }: RenderOptions = {},
): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(language, strings);
  const result = render(withProviders(ui, i18n, route));
  return { ...result, i18n };
}

/**
 * Writes the markup the build writes for `ui` into the document's body, parsed
 * as the browser parses it (a <template>'s children become its content); gives
 * the translations it was drawn with.
 */
export function drawAsBuilt(
  ui: ReactElement,
  { language = SITE_MODEL.fallbackLanguage, route = '/', strings }: RenderOptions = {},
): I18n {
  const i18n = createTestI18n(language, strings);
  document.body.innerHTML = renderToStaticMarkup(withProviders(ui, i18n, route));
  return i18n;
}
