/** What one share image shows: a page's title in one language, in the owner's look. */
import type { Palette, Token } from '../../src/lib/lookTokens.ts';
import { PAGE_SHARE_IMAGE_SIZE } from '../../src/lib/siteFiles.ts';
import { readHex } from '../look/colour.ts';
import type { DrawingFont } from '../look/typefaces.ts';

/**
 * The look's tokens a card is drawn in, in a fixed order (the cache key's): its fills take
 * accentFill, the colour onAccent is guaranteed on.
 */
export const SHARE_TOKENS = [
  'page',
  'surface',
  'ink',
  'muted',
  'accentFill',
  'onAccent',
] as const satisfies readonly Token[];

/** The owner's colours, as hex (#rgb or #rrggbb): one theme's tokens, not CSS. */
export type ShareColours = Pick<Palette, (typeof SHARE_TOKENS)[number]>;

/** The card's colours of a theme's palette. */
export const shareColours = (palette: Palette): ShareColours =>
  Object.fromEntries(SHARE_TOKENS.map((token) => [token, palette[token]])) as ShareColours;

export interface ShareCard {
  /** The page's title, e.g. "Experience" or "Esperienza"; a long one wraps to three lines, then an ellipsis. */
  title: string;
  ownerName: string;
  jobTitle: string;
  /** A short second voice, e.g. the site's host "jane.dev". */
  siteLabel: string;
  /** BCP 47: the letter case of the monogram's initials. */
  language: string;
  /** The owner's portrait (WebP, PNG, JPEG), drawn round; null draws a monogram of the initials. */
  photo: Buffer | null;
  colours: ShareColours;
  fonts: { heading: DrawingFont; body: DrawingFont };
}

/** The size the page's head announces (og:image:width, og:image:height). */
export const SHARE_WIDTH = PAGE_SHARE_IMAGE_SIZE.width;
export const SHARE_HEIGHT = PAGE_SHARE_IMAGE_SIZE.height;

/** The colours, checked: they go into the drawing's markup as they are. */
export function checkedColours(colours: ShareColours): ShareColours {
  for (const [name, value] of Object.entries(colours)) readHex(value, `share image colour ${name}`);
  return colours;
}
