/**
 * What the build, the pre-paint script and the after-paint module agree on:
 * the data the build writes into every document, and the marks the page puts
 * on <html> as it goes. A leaf module (types, names and the reading of the data).
 */
import type { Language } from '../lib/language';
import type { RouteKey } from '../lib/routes';
import type { LookFonts } from '../lib/siteFiles';
import type { LanguageMemory } from '../lib/siteModel';
import type { RoutingMode } from '../lib/siteUrls';

/** The id of the JSON block the build writes for the pre-paint script. */
export const FIRST_PAINT_DATA_ID = 'first-paint-data';

/** The JSON the build writes into every document (URLs include the base path). */
export interface FirstPaintData {
  mode: RoutingMode;
  base: string;
  /** The site's languages, the fallback first, and its optional sections: its shape (src/lib/siteModel.ts). */
  languages: Language[];
  sections: string[];
  /** What the visitor's browser keeps of the language. */
  memory: LanguageMemory;
  /**
   * Hash mode: each page's prerendered HTML per language, headed by its head. Path mode: the
   * document holds its page; the not-found documents name that page's in every language.
   */
  fragments: Partial<Record<RouteKey, Partial<Record<Language, string>>>>;
  /** The module the page loads once it has painted (src/after-paint/), then what it imports. */
  afterPaint: string[];
  /**
   * Hash mode: the module that swaps in every page after the first (hashNavigation.ts), then
   * what it imports, asked for at once; path mode: none, its links are documents.
   */
  navigation: string[];
  /** Each island's module, by the island's name (src/islands/). */
  islands: Record<string, string>;
  /** Null where the look draws with the device's own fonts. */
  fonts: LookFonts | null;
}

/** The document's data; null where it has none or it cannot be read. */
export function readFirstPaintData(doc: Document): FirstPaintData | null {
  try {
    return JSON.parse(doc.getElementById(FIRST_PAINT_DATA_ID)?.textContent ?? '') as FirstPaintData;
  } catch {
    return null;
  }
}

/** The element the page is drawn in. */
export const ROOT_ID = 'root';

/** Attributes of #root: which page it holds, in which language. */
export const ROOT_ROUTE_ATTRIBUTE = 'data-route';
export const ROOT_LANGUAGE_ATTRIBUTE = 'data-lang';

/**
 * A hash-mode fragment begins with a JSON block carrying this attribute: the
 * page's title and what its head tags say where pages differ (src/lib/head.ts
 * HeadValues), which the document takes when the page is shown.
 */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/**
 * Set on <html> once a page is in #root, whole: its route key. Again after
 * each page change in hash mode, when PAGE_SHOWN_EVENT is dispatched on the document.
 */
export const SHOWN_ATTRIBUTE = 'data-shown';
export const PAGE_SHOWN_EVENT = 'site-page-shown';

/**
 * The first page as the pre-paint script shows it (null: it could not), for
 * hash mode's navigation module (hashNavigation.ts), which follows from it.
 */
export const FIRST_PAGE_PROPERTY = 'siteFirstPage';
declare global {
  interface Window {
    [FIRST_PAGE_PROPERTY]?: Promise<{
      routeKey: RouteKey;
      language: Language;
      path: string;
    } | null>;
  }
}

/** Set on <html> once the after-paint module has run. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
