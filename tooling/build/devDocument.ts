/**
 * The documents of `npm run dev`: the same template, pre-paint script and
 * server render as a build, for the address asked. Hash mode: the document
 * with an empty root, fragments rendered on request below /@first-paint/.
 * Path mode: the page's own document. What differs from a build: no
 * Content-Security-Policy (Vite's client runs inline scripts), unhashed file
 * names, and the app's code is Vite's unbundled modules.
 */
import { site } from '../../src/content/site';
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

const DEV_FRAGMENTS = '@first-paint/';

function hashPages(): FirstPaintData['pages'] {
  const pages: FirstPaintData['pages'] = {};
  for (const routeKey of SITE_MODEL.routeKeys) {
    const fragments: Partial<Record<Language, string>> = {};
    for (const language of SITE_MODEL.languageCodes) {
      fragments[language] = `${site.basePath}${DEV_FRAGMENTS}${language}/${routeKey}.html`;
    }
    pages[routeKey] = { fragments, modules: [], strings: {} };
  }
  return pages;
}

export async function devDocument(
  address: Address,
  prepaint: string,
): Promise<{ status: number; html: string }> {
  const hash = site.routing === 'hash';
  const routeKey = hash ? 'home' : routeKeyOf(SITE_MODEL, address, 'path', site.basePath);
  const language = hash
    ? SITE_MODEL.fallbackLanguage
    : (languageOfPageAddress(SITE_MODEL, address, 'path', site.basePath) ??
      SITE_MODEL.fallbackLanguage);
  const page = await renderPage(routeKey, language);
  const dev: DocumentSite = {
    base: site.basePath,
    model: SITE_MODEL,
    prepaint,
    graph: { entry: 'src/main.tsx', entryImports: [], css: ['src/styles.css'] },
    contentSecurityPolicy: null,
    noscript: await noscriptLines(SITE_MODEL.languageCodes),
    look: { fonts, themeColor },
  };
  const pages = hash ? hashPages() : { [routeKey]: { fragments: {}, modules: [], strings: {} } };
  const html = siteDocument(dev, {
    language,
    title: page.title,
    headTags: page.headTags,
    data: documentData(dev, site.routing, pages),
    rootHtml: hash ? '' : page.html,
    rootAttributes: hash
      ? {}
      : { [ROOT_ROUTE_ATTRIBUTE]: routeKey, [ROOT_LANGUAGE_ATTRIBUTE]: language },
  });
  return { status: routeKey === NOT_FOUND_KEY ? 404 : 200, html };
}
