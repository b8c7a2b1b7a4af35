/**
 * The look's colour tokens: one name each, from the build to the class. The build
 * (tooling/look) computes every token for both themes and writes it as the custom property
 * --look-<name> (lookVariable); src/styles.css maps each to Tailwind's --color-<name>, so a
 * component writes `bg-page text-ink border-edge`; the chart reads them at run time
 * (src/pages/trading/chartPalette.ts). The pairs each keeps at WCAG AA: tooling/look/tokens.ts.
 */

/** Every token, in the order the CSS lists them; what each is for. */
export const TOKENS = [
  /** The page. */
  'page',
  /** Cards, panels, menus: drawn on the page. */
  'surface',
  /** Body text. */
  'ink',
  /** Secondary text: dates, captions, counts. */
  'muted',
  /** Borders that outline a control (inputs, unselected chips, pager buttons). */
  'edge',
  /** Hairlines that only divide (card edges, rules between sections): decoration, no ratio owed. */
  'line',
  /** Links and accent text. */
  'accent',
  /** Filled controls: the primary button, a selected filter chip. */
  'accentFill',
  /** Text and icons on accentFill. */
  'onAccent',
  /** A tinted surface: badges, tags, a highlighted row. */
  'accentSoft',
  /** Text on accentSoft. */
  'onAccentSoft',
  /** The focus ring, drawn outside the control on the page or a card. */
  'focus',
] as const;

export type Token = (typeof TOKENS)[number];

/** One theme's colours, each '#rrggbb' (what the browser paints, so what was checked). */
export type Palette = Record<Token, string>;

/** accentFill → --look-accent-fill: the custom property the build writes for a token. */
export const lookVariable = (token: Token): string =>
  `--look-${token.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}`;
