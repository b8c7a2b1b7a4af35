/**
 * Renders a page of the site to HTML at build time (and in the dev server),
 * with the same React tree the browser hydrates: the layout shell and the
 * page, in one language, as a first-time visitor sees it (light theme, cookie
 * banner shown). Built for Node by the first-paint plugin.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router';
import { AppRoutes } from '../../app/App';
import { pageForKey } from '../../app/routes';
import { site } from '../../content/site';
import { i18n, initI18nForLanguage, NAMESPACES } from '../../i18n';
import { absoluteUrl, buildHeadTags, pageUrl, type HeadTag } from '../../lib/head';
import type { Language } from '../../lib/language';
import { NOT_FOUND_KEY, ROUTES, type RouteKey } from '../../lib/routes';
import { checkedMarkup } from './markup';

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  title: string;
  headTags: HeadTag[];
}

/** Links as the hash router writes them ('#/projects'), so the markup is what the client renders. */
const hashHrefNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** A path no route matches: what the not-found page is rendered for. */
const UNKNOWN_PATH = '/page-not-found';

function pathOf(routeKey: RouteKey): string {
  return ROUTES.find((route) => route.key === routeKey)?.path ?? UNKNOWN_PATH;
}

/** The page's title and head tags in the current language, as the app's PageHead writes them. */
function headOf(routeKey: RouteKey): { title: string; headTags: HeadTag[] } {
  const title = i18n.t(`seo.${routeKey}.title`, { name: site.ownerName });
  const description = i18n.t(`seo.${routeKey}.description`, { name: site.ownerName });
  const headTags = buildHeadTags({
    title,
    description,
    url: pageUrl(site.siteUrl, pathOf(routeKey)),
    image: absoluteUrl(site.siteUrl, site.shareImagePath),
    noindex: routeKey === NOT_FOUND_KEY,
  });
  return { title, headTags };
}

/** One page in one language. */
export async function renderPage(routeKey: RouteKey, language: Language): Promise<RenderedPage> {
  await pageForKey(routeKey).preload();
  await initI18nForLanguage(language);
  await i18n.loadNamespaces([...NAMESPACES]);
  const html = renderToString(
    <StrictMode>
      <Router location={pathOf(routeKey)} navigator={hashHrefNavigator}>
        <AppRoutes />
      </Router>
    </StrictMode>,
  );
  return { html: checkedMarkup(html, `${language} ${routeKey}`), ...headOf(routeKey) };
}
