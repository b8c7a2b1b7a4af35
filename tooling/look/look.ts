/**
 * The owner's look (owner/site.json `look`) as the build makes it: one
 * stylesheet of design tokens (the colours of both themes from the accent, the
 * typeface pairing, the shape's radii) that every component reads through
 * Tailwind's theme (src/styles.css), the web fonts' own stylesheet and files
 * (asked for once the app is live), and a sentence for each colour
 * the build had to adjust. docs/looks.md shows the choices.
 */
import { createHash } from 'node:crypto';
import { lookColours } from './accent.ts';
import { cssRule, lookCss } from './css.ts';
import { TYPEFACE_IDS, typefaceAssets, type FontFile, type TypefaceId } from './typefaces.ts';

/** Corner radii: cards and panels, controls (buttons, menus), chips (filters, badges). */
export const SHAPES = {
  rounded: { card: '1.25rem', control: '0.75rem', chip: '9999px' },
  soft: { card: '0.75rem', control: '0.5rem', chip: '0.375rem' },
  square: { card: '0.125rem', control: '0.125rem', chip: '0.125rem' },
} as const;
export type ShapeId = keyof typeof SHAPES;
export const SHAPE_IDS = Object.keys(SHAPES) as [ShapeId, ...ShapeId[]];
export { TYPEFACE_IDS, type TypefaceId };

export interface Look {
  /** Any colour, '#rgb' or '#rrggbb': its shades are derived so every pair stays AA in both themes. */
  accent: string;
  typeface: TypefaceId;
  shape: ShapeId;
}

export interface LookStylesheet {
  css: string;
  /** The stylesheet for readers without script and where the build writes it; null without web fonts. */
  noscriptFonts: { css: string; fileName: string } | null;
  /** The font files to write below the base path. */
  fonts: FontFile[];
  /** The browser bar's colour (meta theme-color): the dark theme's page. */
  themeColor: string;
  /** What the build tells the owner: fonts it lacks. */
  notes: string[];
  /** The colours it used in place of the accent: said only to an owner who chose one. */
  colourNotes: string[];
}

const shapeCss = (shape: ShapeId) =>
  cssRule(
    ':root',
    Object.fromEntries(
      Object.entries(SHAPES[shape]).map(([part, radius]) => [`--look-radius-${part}`, radius]),
    ),
  );

/** The stylesheet for readers without script, named by its content like the build's other assets. */
const fontsFile = (css: string) =>
  `assets/fonts-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;

/** The look's stylesheet for a site in these languages served below `base`, its fonts from `root`'s packages. */
export function lookStylesheet(
  look: Look,
  languages: readonly string[],
  base: string,
  root: string,
): LookStylesheet {
  const colours = lookColours(look.accent);
  const type = typefaceAssets(look.typeface, languages, { base, root });
  return {
    css: [lookCss(colours), shapeCss(look.shape), type.css].join('\n'),
    noscriptFonts: type.noscriptCss
      ? { css: type.noscriptCss, fileName: fontsFile(type.noscriptCss) }
      : null,
    fonts: type.files,
    themeColor: colours.dark.page,
    notes: type.warnings,
    colourNotes: colours.notes,
  };
}
