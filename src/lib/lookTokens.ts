/**
 * The look's colour tokens: one name each, from the build to the class. The build
 * (tooling/look) computes every token for both themes and writes it as the custom property
 * --look-<name> (lookVariable); src/styles.css maps each to Tailwind's --color-<name>, so a
 * component writes `bg-page text-ink border-edge`, and the chart reads them at run time
 * (tokenColour, src/islands/chart/chartConfig.ts). The pairs each keeps at WCAG AA:
 * tooling/look/tokens.ts.
 */

/** The tokens drawn from the owner's accent and the themes' own tones; what each is for. */
export const LOOK_TOKENS = [
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

/** The statuses' tokens: each keeps its own hue in every look (a gain is green whatever the accent). */
export const STATUS_TOKENS = [
  /** A gain: a year's return, the chart's line and a bar's outline. */
  'gain',
  /** A card tinted for a gain: a month's return. */
  'gainSoft',
  /** Text on gainSoft. */
  'onGainSoft',
  /** A gain card's hairline edge, and a gain bar's fill (outlined in gain): decoration. */
  'gainLine',
  /** The same four for a loss. */
  'loss',
  'lossSoft',
  'onLossSoft',
  'lossLine',
  /** A panel tinted for a notice the visitor should read first: the trading disclaimer. */
  'noticeSoft',
  /** Text and icon on noticeSoft. */
  'onNoticeSoft',
  /** noticeSoft's edge: decoration. */
  'noticeLine',
  /** The Start badge (the selected year is a role's first), on a card; its text, its ring. */
  'startSoft',
  'onStartSoft',
  'startLine',
  /** The End badge (the selected year is a role's last), as Start. */
  'endSoft',
  'onEndSoft',
  'endLine',
] as const;

/** Every token, in the order the CSS lists them. */
export const TOKENS = [...LOOK_TOKENS, ...STATUS_TOKENS];

export type StatusToken = (typeof STATUS_TOKENS)[number];
export type Token = (typeof LOOK_TOKENS)[number] | StatusToken;

/** One theme's colours, each '#rrggbb' (what the browser paints, so what was checked). */
export type Palette = Record<Token, string>;

/** accentFill → --look-accent-fill: the custom property the build writes for a token. */
export const lookVariable = (token: Token): string =>
  `--look-${token.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}`;

/** A token's colour in the theme now on `root` (<html>), as the look's stylesheet sets it. */
export const tokenColour = (root: Element, token: Token): string =>
  getComputedStyle(root).getPropertyValue(lookVariable(token)).trim();

/** The look's typeface roles: running text, headings, and the second voice (figures, dates, small labels). */
export const TYPEFACE_ROLES = ['body', 'heading', 'voice'] as const;
export type TypefaceRole = (typeof TYPEFACE_ROLES)[number];

/** voice → --typeface-voice: the custom property the build writes for a role's font stack (tooling/look/typefaces.ts). */
export const typefaceVariable = (role: TypefaceRole): string => `--typeface-${role}`;

/** A role's font stack where `element` sits, as the look's stylesheet sets it (with or without the web fonts yet). */
export const typefaceStack = (element: Element, role: TypefaceRole): string =>
  getComputedStyle(element).getPropertyValue(typefaceVariable(role)).trim();
