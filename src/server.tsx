/**
 * Renders a page of the site to HTML at build time (and in the dev server),
 * with the same React tree the browser hydrates: the layout shell and the
 * page, in one language, as a first-time visitor sees it (light theme, cookie
 * banner shown), with links written as the site's router writes them.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Router, StaticRouter, type Navigator } from 'react-router';
import { AppRoutes } from './app/App';
import { pageHeadTags } from './app/head/pageHeadTags';
import { pageForKey } from './app/pageModules';
import { site } from './content/site';
import { SITE_MODEL } from './content/siteModel';
import { i18n, initI18nForLanguage, NAMESPACES } from './i18n';
import type { HeadTag } from './lib/head';
import type { Language } from './lib/language';
import { NOT_FOUND_KEY, routeByKey, type RouteKey } from './lib/routes';
import { homeAddress, pagePath, type RoutingMode } from './lib/siteUrls';
import { checkedMarkup } from './lib/markup';
import { keyGroups, keysShown } from './lib/shownKeys';

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  title: string;
  headTags: HeadTag[];
}

/** Links as the hash router writes them ('#/projects'). */
const hashHrefNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** A path no route matches: what the not-found page is rendered for. */
const UNKNOWN_PATH = '/page-not-found';

function routerAt(routePath: string, language: Language, children: ReactNode): ReactNode {
  if (site.routing === 'hash') {
    return (
      <Router location={routePath} navigator={hashHrefNavigator}>
        {children}
      </Router>
    );
  }
  const basename = site.basePath.replace(/\/$/, '');
  return (
    <StaticRouter
      basename={basename || '/'}
      location={`${basename}${pagePath(SITE_MODEL, routePath, language)}`}
    >
      {children}
    </StaticRouter>
  );
}

/**
 * Throws when a text of the page would show a translation key instead of words
 * (src/lib/shownKeys.ts): every page of every build, in each language and both
 * modes, passes here, so a build that would publish one stops and names it.
 */
function refuseShownKeys(texts: readonly string[], page: string): void {
  const groups = keyGroups(Object.values(i18n.store.data).flatMap(Object.values));
  const keys = keysShown(texts.join('\n'), groups);
  if (keys.length > 0) {
    throw new Error(
      `${page} shows translation keys instead of words: ${keys.join(', ')} (no translation has them: src/locales/, owner/locales/)`,
    );
  }
}

/** One page in one language. */
export async function renderPage(routeKey: RouteKey, language: Language): Promise<RenderedPage> {
  await pageForKey(routeKey).preload();
  await initI18nForLanguage(language);
  await i18n.loadNamespaces([...NAMESPACES]);
  const routePath =
    routeKey === NOT_FOUND_KEY ? UNKNOWN_PATH : routeByKey(SITE_MODEL.routes, routeKey).path;
  const html = renderToString(
    <StrictMode>{routerAt(routePath, language, <AppRoutes />)}</StrictMode>,
  );
  const page = `${language} ${routeKey}`;
  const rendered = {
    html: checkedMarkup(html, page),
    ...pageHeadTags(i18n.t, routeKey, routePath, language),
  };
  refuseShownKeys(
    [
      rendered.html,
      rendered.title,
      ...rendered.headTags.flatMap((tag) => (tag.valueAttribute === 'content' ? [tag.value] : [])),
    ],
    `The ${page} page`,
  );
  return rendered;
}

interface NoscriptLine {
  language: Language;
  text: string;
  link?: { text: string; href: string };
}

/**
 * What the documents tell a reader without script, in each mode, one line per
 * language (common.json `noscript.hash` and `noscript.path`): the build writes
 * them into the <noscript> of every document. And per language the not-found
 * page's description with its link home (`notFound`), in that language's
 * home: what the root 404.html offers in each of its other languages.
 */
export async function noscriptLines(
  languages: readonly Language[],
): Promise<Record<RoutingMode | 'notFound', NoscriptLine[]>> {
  // Started if need be, never switched: a page render may be waiting in the instance's language.
  if (!i18n.isInitialized) await initI18nForLanguage(SITE_MODEL.fallbackLanguage);
  await i18n.loadLanguages([...languages]);
  const linesFor = (mode: RoutingMode) =>
    languages.map((language) => {
      const text = i18n.getFixedT(language, 'common')(`noscript.${mode}`);
      refuseShownKeys([text], `The ${language} line for readers without script`);
      return { language, text };
    });
  const notFound = languages.map((language) => {
    const t = i18n.getFixedT(language, 'common');
    const href = homeAddress(SITE_MODEL, language, site.routing, site.basePath);
    const line = { language, text: t('notfound_description'), link: { text: t('go_home'), href } };
    refuseShownKeys([line.text, line.link.text], `The ${language} not-found line`);
    return line;
  });
  return { hash: linesFor('hash'), path: linesFor('path'), notFound };
}
