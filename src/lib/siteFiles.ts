/**
 * Files every build writes below the site's base path, by name: the tab icon
 * and the share images, the owner's or the template's, and the look's fonts
 * (tooling/build writes them; the documents link them). A leaf: the build and the site read it.
 */
import type { Language } from './language';
import type { RouteKey } from './routes';
import type { ShareImageChoice } from './siteModel';
import type { RoutingMode } from './siteUrls';

/**
 * The tab icon: a small PNG, not an SVG. Chromium draws an SVG favicon on the
 * page's main thread as a document of its own (commit, style, layout, a font
 * lookup for its text): one task of about 10 ms at full speed, just after the
 * first paint (docs/performance.md).
 */
export const FAVICON = { file: 'favicon.png', size: 48 } as const;

/**
 * The owner's web fonts (tooling/look): asked for once the app is live; until
 * then the text draws in their metric-matched fallback faces, so that they never
 * share the slow connection with what the first paint and the app need.
 */
export interface LookFonts {
  /** The stylesheet of their @font-face rules. */
  stylesheet: string;
  /** The files the first screen draws, preloaded beside the stylesheet. */
  preload: string[];
}

/**
 * The widths the build makes of the owner's portrait (tooling/build/portrait.ts): the home
 * page's card draws it at 8rem, and 12rem from md (ProfileCard), each at 1× and 2×.
 */
export const PORTRAIT_WIDTHS = [128, 192, 256, 384] as const;

/** The short side the owner's picture needs: the largest width, so that nothing is enlarged. */
export const PORTRAIT_MIN_SIDE = Math.max(...PORTRAIT_WIDTHS);

/** The picture of link previews (og:image), 1200 × 630: the whole site's. */
export const SHARE_IMAGE = 'logo.png';

/** The size of a page's own share image (tooling/share draws it). */
export const PAGE_SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Whether each page names an image of its own: the owner chose it, and each
 * page is a document of its own. In hash mode a crawler sees one document, so
 * the site keeps one image.
 */
export const pageShareImages = (choice: ShareImageChoice, routing: RoutingMode): boolean =>
  choice === 'per-page' && routing === 'path';

/** A page's own share image in a language, below the base path. */
export const pageShareImage = (routeKey: RouteKey, language: Language): string =>
  `share/${language}/${routeKey}.png`;
