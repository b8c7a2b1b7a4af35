import type { Language } from '../../src/lib/language';
import type { RoutingMode } from '../../src/lib/siteUrls';
import type { RouteKey } from '../../src/lib/routes';
import type { SiteModel } from '../../src/lib/siteModel';
import type { FirstPaintData } from '../../src/first-paint/documentContract';
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
  prepaint: string;
  contentSecurityPolicy: string;
  render: (routeKey: RouteKey, language: Language) => Promise<RenderedPage>;
  /**
   * What each mode's documents tell a reader without script, one line per
   * language (from the translations): hash mode shows nothing without it, path
   * mode shows the pages but not all their controls work.
   */
  noscript: Readonly<Record<RoutingMode, readonly NoscriptLine[]>>;
  /** What the documents need of the owner's look. */
  look: DocumentLook;
}

/** What a document is written from: a build's SiteInput, or the dev server's unbundled app. */
export type DocumentSite = Pick<SiteInput, 'base' | 'model' | 'prepaint' | 'noscript' | 'look'> & {
  graph: Pick<ChunkGraph, 'afterPaint' | 'islands' | 'css'>;
  /** Null where the page is served without one (dev: Vite's client runs inline scripts). */
  contentSecurityPolicy: string | null;
};

/** A file to write below the output folder. */
export interface OutputFile {
  path: string;
  content: string;
}

/**
 * What every document's pre-paint data holds: the mode, the site's shape and
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
): string {
  return renderDocument({
    ...own,
    contentSecurityPolicy: input.contentSecurityPolicy,
    stylesheets: input.graph.css.map((file) => input.base + file),
    prepaint: input.prepaint,
    favicon: `${input.base}${FAVICON.file}`,
    noscript: input.noscript[own.data.mode],
    look: input.look,
  });
}
