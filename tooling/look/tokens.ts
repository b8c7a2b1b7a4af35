/** The look's colour tokens: what each is for and the contrast it is guaranteed to keep. */

/** One theme's colours, each '#rrggbb' (what the browser paints, so what was checked). */
export interface Palette {
  /** The page. */
  background: string;
  /** Cards, panels, menus: drawn on the page. */
  surface: string;
  /** Body text. */
  foreground: string;
  /** Secondary text: dates, captions, counts. */
  muted: string;
  /** Borders that outline a control (inputs, unselected chips, pager buttons). */
  border: string;
  /** Hairlines that only divide (card edges, rules between sections): decoration, no ratio owed. */
  line: string;
  /** Links and accent text. */
  accent: string;
  /** Filled controls: the primary button, a selected filter chip. */
  accentFill: string;
  /** Text and icons on accentFill. */
  onAccent: string;
  /** A tinted surface: badges, tags, a highlighted row. */
  accentSoft: string;
  /** Text on accentSoft. */
  onAccentSoft: string;
  /** The focus ring, drawn outside the control on the page or a card. */
  focus: string;
}

export type Token = keyof Palette;

/** Every token, in the order above: the order the CSS lists them in. */
export const TOKENS: readonly Token[] = [
  'background',
  'surface',
  'foreground',
  'muted',
  'border',
  'line',
  'accent',
  'accentFill',
  'onAccent',
  'accentSoft',
  'onAccentSoft',
  'focus',
];

/** WCAG 2.2 AA: 1.4.3 for text (normal size), 1.4.11 for controls' boundaries and focus. */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

/**
 * The promise: each token keeps this ratio against every token it is drawn on, in both themes.
 * lookColours builds each token to meet its line; the tests check every pair.
 */
export const GUARANTEED: Partial<Record<Token, { on: readonly Token[]; min: number }>> = {
  foreground: { on: ['background', 'surface'], min: TEXT_CONTRAST },
  muted: { on: ['background', 'surface'], min: TEXT_CONTRAST },
  border: { on: ['background', 'surface'], min: NON_TEXT_CONTRAST },
  accent: { on: ['background', 'surface'], min: TEXT_CONTRAST },
  accentFill: { on: ['background', 'surface'], min: NON_TEXT_CONTRAST },
  onAccent: { on: ['accentFill'], min: TEXT_CONTRAST },
  onAccentSoft: { on: ['accentSoft'], min: TEXT_CONTRAST },
  focus: { on: ['background', 'surface'], min: NON_TEXT_CONTRAST },
};
