import { createHash } from 'node:crypto';
import type { Language } from '../../src/lib/language';
import type { RoutingMode } from '../../src/lib/siteUrls';
import type { RouteKey } from '../../src/lib/routes';
import type { SiteModel } from '../../src/lib/siteModel';
import { PAGE_HEAD_ATTRIBUTE, type FirstPaintData } from '../../src/first-paint/documentContract';
import type { HeadValues } from '../../src/lib/head';
import { jsonForScript } from '../../src/lib/markup';
import type { ChunkGraph } from './chunkGraph';
import {
  FAVICON,
  renderDocument,
  type DocumentLook,
  type DocumentParts,
  type NoscriptLine,
} from './document';
import type { RenderedPage } from '../../src/server';

/** What both publishing modes are built from. */
export interface SiteInput {
  /**
   * The site's languages and routes; its first language is that of unprefixed
   * addresses, the 404 page and crawlers without script.
   */
  model: SiteModel;
  base: string;
  siteUrl: string;
  graph: ChunkGraph;
  prePaint: string;
  contentSecurityPolicy: string;
  render: (routeKey: RouteKey, language: Language) => Promise<RenderedPage>;
  /**
   * What each mode's documents tell a reader without script, one line per
   * language (from the translations): hash mode shows nothing without it, path
   * mode shows the pages but not all their controls work; and `notFound`, per
   * language, the not-found page's description and its way home, which the
   * root 404.html offers in each of its other languages.
   */
  noscript: Readonly<Record<RoutingMode | 'notFound', readonly NoscriptLine[]>>;
  /** What the documents need of the owner's look. */
  look: DocumentLook;
}

/** What a document is written from: a build's SiteInput, or the dev server's unbundled app. */
export type DocumentSite = Pick<SiteInput, 'base' | 'model' | 'prePaint' | 'noscript' | 'look'> & {
  graph: Pick<ChunkGraph, 'afterPaint' | 'navigation' | 'islands' | 'css'>;
  /** Null where the page is served without one (dev: Vite's client runs inline scripts). */
  contentSecurityPolicy: string | null;
};

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * A page's prerendered HTML in a language as a file the pre-paint script fetches, headed by
 * the head the document takes when the page is shown (src/first-paint/pageShown.ts); named
 * by its content, so cached for good.
 */
export function fragmentFile(
  routeKey: RouteKey,
  language: Language,
  html: string,
  head: HeadValues,
): OutputFile {
  const content = `<script type="application/json" ${PAGE_HEAD_ATTRIBUTE}>${jsonForScript(head)}</script>${html}`;
  return { path: `fragments/${language}/${routeKey}-${shortHash(content)}.html`, content };
}

/** A file to write below the output folder. */
export interface OutputFile {
  path: string;
  content: string;
}

/**
 * What every document's first-paint data holds: the mode, the site's shape and
 * language memory, the pages' fragments (hash mode), the after-paint module,
 * the islands', the fonts.
 */
export function documentData(
  { graph, base, model, look }: DocumentSite,
  mode: FirstPaintData['mode'],
  fragments: FirstPaintData['fragments'],
): FirstPaintData {
  return {
    mode,
    base,
    languages: [...model.languageCodes],
    sections: [...model.sections],
    memory: model.languageMemory,
    fragments,
    afterPaint: graph.afterPaint.map((file) => base + file),
    navigation: mode === 'hash' ? graph.navigation.map((file) => base + file) : [],
    islands: Object.fromEntries(
      Object.entries(graph.islands).map(([name, file]) => [name, base + file]),
    ),
    fonts: look.fonts,
  };
}

/** A document of the site: the parts every document shares, and this one's own. */
export function siteDocument(
  input: DocumentSite,
  own: Pick<
    DocumentParts,
    'language' | 'title' | 'headTags' | 'data' | 'rootHtml' | 'rootAttributes' | 'extraHead'
  >,
  /** Lines for a reader without script besides the mode's, first. */
  noscriptFirst: readonly NoscriptLine[] = [],
): string {
  return renderDocument({
    ...own,
    contentSecurityPolicy: input.contentSecurityPolicy,
    stylesheets: input.graph.css.map((file) => input.base + file),
    prePaint: input.prePaint,
    favicon: `${input.base}${FAVICON.file}`,
    noscript: [...noscriptFirst, ...input.noscript[own.data.mode]],
    look: input.look,
  });
}
