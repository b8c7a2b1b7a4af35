/**
 * The hash-URL site: one small index.html (head, pre-paint script, empty
 * root) and, per page and language, a fragment of prerendered HTML the
 * pre-paint script fetches for the page in the URL. The document stays the
 * same size however many pages and languages the site has.
 */
import { createHash } from 'node:crypto';
import type { Language } from '../../lib/language.ts';
import { SUPPORTED_LANGUAGES } from '../../lib/language.ts';
import { NOT_FOUND_KEY, ROUTES, type RouteKey } from '../../lib/routes.ts';
import type { FirstPaintData, PageFiles } from '../contract.ts';
import type { ChunkGraph } from './chunkGraph.ts';
import { renderDocument } from './document.ts';
import type { RenderedPage } from './renderPage';

export const ROUTE_KEYS: readonly RouteKey[] = [...ROUTES.map((route) => route.key), NOT_FOUND_KEY];

export interface SiteInput {
  base: string;
  graph: ChunkGraph;
  prepaint: string;
  contentSecurityPolicy: string;
  render: (routeKey: RouteKey, language: Language) => Promise<RenderedPage>;
}

/** A file to write below the output folder. */
export interface OutputFile {
  path: string;
  content: string;
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** The code and strings a page needs, as URLs (the pre-paint script fetches them). */
export function pageCode(
  graph: ChunkGraph,
  base: string,
  routeKey: RouteKey,
): Omit<PageFiles, 'fragments'> {
  const namespace = ROUTES.find((route) => route.key === routeKey)?.namespace;
  const strings: PageFiles['strings'] = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const files = [
      graph.strings[language]?.common,
      namespace && graph.strings[language]?.[namespace],
    ];
    strings[language] = files
      .filter((file): file is string => Boolean(file))
      .map((file) => base + file);
  }
  return { modules: graph.pages[routeKey].map((file) => base + file), strings };
}

/** The app's entry and its imports, as URLs. */
export function entryFiles(
  graph: ChunkGraph,
  base: string,
): Pick<FirstPaintData, 'entry' | 'entryImports'> {
  return { entry: base + graph.entry, entryImports: graph.entryImports.map((file) => base + file) };
}

export async function hashSite(input: SiteInput): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  const pages: FirstPaintData['pages'] = {};
  for (const routeKey of ROUTE_KEYS) {
    const page: PageFiles = { fragments: {}, ...pageCode(input.graph, input.base, routeKey) };
    for (const language of SUPPORTED_LANGUAGES) {
      const { html } = await input.render(routeKey, language);
      const path = `fragments/${language}/${routeKey}-${shortHash(html)}.html`;
      files.push({ path, content: html });
      page.fragments[language] = input.base + path;
    }
    pages[routeKey] = page;
  }
  // Crawlers that run no script see the home page's English head.
  const home = await input.render('home', 'en');
  const data: FirstPaintData = {
    mode: 'hash',
    base: input.base,
    ...entryFiles(input.graph, input.base),
    pages,
  };
  files.push({
    path: 'index.html',
    content: renderDocument({
      language: 'en',
      title: home.title,
      headTags: home.headTags,
      contentSecurityPolicy: input.contentSecurityPolicy,
      stylesheets: input.graph.css.map((file) => input.base + file),
      data,
      prepaint: input.prepaint,
      rootHtml: '',
      favicon: `${input.base}favicon.svg`,
    }),
  });
  return files;
}
