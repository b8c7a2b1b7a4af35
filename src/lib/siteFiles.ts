/**
 * Files every build writes below the site's base path, by name: the tab icon
 * and the share image, the owner's or the template's, and the look's fonts
 * (tooling/build writes them; the documents link them). A leaf: the build and the site read it.
 */

/**
 * The tab icon: a small PNG, not an SVG. Chromium draws an SVG favicon on the
 * page's main thread as a document of its own (commit, style, layout, a font
 * lookup for its text): one task of about 10 ms at full speed, just after the
 * first paint (docs/performance.md).
 */
export const FAVICON = { file: 'favicon.png', size: 48 } as const;

/**
 * The owner's web fonts (tooling/look): fetched once the page has painted;
 * until then the text draws in their metric-matched fallback faces, so that
 * they never share the slow connection with what the first paint needs. The
 * page's stylesheet names them from the start, but an element draws with them
 * only under FONTS_ATTRIBUTE, set part by part (src/after-paint/fontSwap.ts).
 */
export interface LookFonts {
  /** For a reader without script (in <noscript>): draws the whole page in them. */
  stylesheet: string;
  /** The files the first screen draws: fetched and decoded before any element takes them. */
  preload: { href: string; font: string; text: string }[];
}

/** Set on an element: it and what it holds draw in the web fonts. */
export const FONTS_ATTRIBUTE = 'data-fonts';

/** Set on <html> once every part of the page draws in them (no style reads it). */
export const FONTS_SWAPPED_ATTRIBUTE = 'data-fonts-swapped';

/**
 * The widths the build makes of the owner's portrait (tooling/build/portrait.ts): the home
 * page's card draws it at 8rem, and 12rem from md (ProfileCard), each at 1× and 2×.
 */
export const PORTRAIT_WIDTHS = [128, 192, 256, 384] as const;

/** The short side the owner's picture needs: the largest width, so that nothing is enlarged. */
export const PORTRAIT_MIN_SIDE = Math.max(...PORTRAIT_WIDTHS);

/**
 * The widths the build makes of a testimonial's picture (testimonials.json `photo`): the
 * card's avatar is 56 px (3.5rem), at 1× and 2×.
 */
export const TESTIMONIAL_PHOTO_WIDTHS = [56, 112] as const;

/**
 * The share image: the picture of link previews (og:image, twitter:image), 1200 × 630, the whole
 * site's: profile.json's `shareImage`, else the template's src/assets/share.png. Its file keeps
 * the spec's name for it, "the site logo image" (docs/decisions/share-images.md).
 */
export const SHARE_IMAGE = 'logo.png';
