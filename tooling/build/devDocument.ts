/**
 * The documents of `npm run dev`: the same template, pre-paint script and
 * server render as a build, for the address asked. Hash mode: the document
 * with an empty root, fragments rendered on request below /@first-paint/.
 * Path mode: the page's own document. What differs from a build: no
 * Content-Security-Policy (Vite's client runs inline scripts), unhashed file
 * names, and the client's code is Vite's unbundled modules.
 */
import { published } from '../../src/content/published';
import { SITE_MODEL } from '../../src/content/siteModel';
import type { Language } from '../../src/lib/language';
import { NOT_FOUND_KEY } from '../../src/lib/routes';
import { languageOfPageAddress, routeKeyOf, type Address } from '../../src/lib/siteUrls';
import {
  ROOT_LANGUAGE_ATTRIBUTE,
  ROOT_ROUTE_ATTRIBUTE,
  type FirstPaintData,
} from '../../src/first-paint/documentContract';
import { documentData, siteDocument, type DocumentSite } from './siteInput';
import { fonts, themeColor } from 'virtual:owner/look';
import { noscriptLines, renderPage } from '../../src/server';
import { CLIENT_ENTRIES } from './chunkGraph';

const DEV_FRAGMENTS = '@first-paint/';

function hashFragments(): FirstPaintData['fragments'] {
  const fragments: FirstPaintData['fragments'] = {};
  for (const routeKey of SITE_MODEL.routeKeys) {
    const page: Partial<Record<Language, string>> = {};
    for (const language of SITE_MODEL.languageCodes) {
      page[language] = `${published.basePath}${DEV_FRAGMENTS}${language}/${routeKey}.html`;
    }
    fragments[routeKey] = page;
  }
  return fragments;
}

export async function devDocument(
  address: Address,
  prePaint: string,
): Promise<{ status: number; html: string }> {
  const hash = published.routing === 'hash';
  const routeKey = hash ? 'home' : routeKeyOf(SITE_MODEL, address, 'path', published.basePath);
  const language = hash
    ? SITE_MODEL.fallbackLanguage
    : (languageOfPageAddress(SITE_MODEL, address, 'path', published.basePath) ??
      SITE_MODEL.fallbackLanguage);
  const page = await renderPage(routeKey, language);
  const dev: DocumentSite = {
    base: published.basePath,
    model: SITE_MODEL,
    prePaint,
    // Vite serves the sources as modules; the stylesheet's entry brings the look's CSS with it.
    graph: {
      afterPaint: [CLIENT_ENTRIES['after-paint']],
      navigation: [CLIENT_ENTRIES.navigation],
      islands: { 'performance-chart': CLIENT_ENTRIES['performance-chart'] },
      css: [],
    },
    contentSecurityPolicy: null,
    noscript: await noscriptLines(SITE_MODEL.languageCodes),
    look: { fonts, themeColor },
  };
  const html = siteDocument(dev, {
    language,
    title: page.title,
    headTags: page.headTags,
    data: documentData(dev, published.routing, hash ? hashFragments() : {}),
    rootHtml: hash ? '' : page.html,
    rootAttributes: hash
      ? {}
      : { [ROOT_ROUTE_ATTRIBUTE]: routeKey, [ROOT_LANGUAGE_ATTRIBUTE]: language },
    extraHead: `<script type="module" src="${published.basePath}${CLIENT_ENTRIES.stylesheet}"></script>`,
  });
  return { status: routeKey === NOT_FOUND_KEY ? 404 : 200, html };
}
