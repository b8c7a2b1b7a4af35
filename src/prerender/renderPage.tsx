import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router';
import { AppRoutes } from '../app/App';
import { NotFoundPage, ROUTE_ENTRIES } from '../app/routes';
import { ROUTES } from '../lib/routes';
import { ThemeProvider } from '../app/theme/ThemeProvider';
import { i18n, initI18nForLanguage } from '../i18n';
import { NAMESPACES } from '../i18n/namespaces';
import { SUPPORTED_LANGUAGES, type Language } from '../lib/language';
import { NOT_FOUND_KEY, PAGE_END_KEY, prerenderedPageBlock } from '../lib/routePreload';

/**
 * Links as the browser's hash router writes them ('#/projects'), so the
 * prerendered markup is exactly what the client renders when it hydrates.
 */
const hashHrefNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** Every page's code, so each renders at once instead of as a loading state. */
async function loadAllPages(): Promise<void> {
  await Promise.all([
    ...ROUTE_ENTRIES.map((route) => route.Page.preload()),
    NotFoundPage.preload(),
  ]);
}

/**
 * The HTML of one route in one language, as a first-time visitor sees it before
 * any interaction (light theme, cookie banner shown). The client hydrates it.
 */
async function renderPage(path: string, language: Language): Promise<string> {
  await initI18nForLanguage(language);
  await i18n.loadNamespaces([...NAMESPACES]);
  return renderToString(
    <StrictMode>
      <ThemeProvider>
        <Router location={path} navigator={hashHrefNavigator}>
          <AppRoutes />
        </Router>
      </ThemeProvider>
    </StrictMode>,
  );
}

export interface PrerenderedPage {
  routeKey: string;
  language: Language;
  block: string;
}

/** A path no route matches: what the 404 page is prerendered for. */
const UNKNOWN_PATH = '/page-not-found';

/**
 * React hoists hints for images it renders (<link rel="preload">) to the start of
 * the markup. The images are in the page itself, so the hints only add bytes,
 * and they are not part of what the client hydrates.
 */
function withoutHoistedHints(html: string): string {
  return html.replace(/^(?:<link [^>]*>)+/, '');
}

/**
 * The Content-Security-Policy blocks style attributes written in markup. The only
 * one React renders is motion's resting style for an animated panel, which
 * changes nothing on screen; anything else is a mistake to fix in the component.
 */
const RESTING_MOTION_STYLE = ' style="opacity:1;transform:none"';

function withoutStyleAttributes(html: string, page: string): string {
  const cleaned = html.replaceAll(RESTING_MOTION_STYLE, '');
  const style = / style="[^"]*"/.exec(cleaned);
  if (style)
    throw new Error(`${page} renders a style attribute (${style[0].trim()}), which the CSP blocks`);
  return cleaned;
}

/** Where a page's own markup ends and the part shared by every page begins. */
const SHARED_END = '</main>';

/**
 * Every route, and the 404 page, in every language, each as a data block, plus
 * one block per language with the end all its pages share.
 */
export async function prerenderedPages(): Promise<PrerenderedPage[]> {
  await loadAllPages();
  const targets = [
    ...ROUTES.map((route) => ({ routeKey: route.path, path: route.path })),
    { routeKey: NOT_FOUND_KEY, path: UNKNOWN_PATH },
  ];
  const pages: PrerenderedPage[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    let sharedEnd: string | undefined;
    for (const { routeKey, path } of targets) {
      const page = `${language} ${routeKey}`;
      const html = withoutStyleAttributes(
        withoutHoistedHints(await renderPage(path, language)),
        page,
      );
      const cut = html.indexOf(SHARED_END);
      const end = html.slice(cut);
      if (cut < 0 || (sharedEnd !== undefined && end !== sharedEnd)) {
        throw new Error(`${page}: the markup from ${SHARED_END} on differs from other pages'`);
      }
      sharedEnd = end;
      pages.push({
        routeKey,
        language,
        block: prerenderedPageBlock(routeKey, language, html.slice(0, cut)),
      });
    }
    if (sharedEnd !== undefined) {
      pages.push({
        routeKey: PAGE_END_KEY,
        language,
        block: prerenderedPageBlock(PAGE_END_KEY, language, sharedEnd),
      });
    }
  }
  return pages;
}
