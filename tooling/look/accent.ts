/**
 * The site's colours from the one accent an owner writes in owner/site.json (`look.accent`):
 * a light and a dark palette in which every guaranteed pair (tokens.ts) passes WCAG 2.2 AA.
 * The accent is used as given wherever it passes; elsewhere the nearest lightness that passes,
 * at its hue and with as much of its chroma as sRGB holds, and a note says so. The statuses'
 * colours (status.ts) pass the same search on the page and cards this accent tints.
 * See docs/decisions/look-colours.md.
 */
import type { Palette, StatusToken, Token } from '../../src/lib/lookTokens.ts';
import { THEMES, type Theme } from '../../src/lib/theme.ts';
import { contrast, hexAt, lchOf, readHex, worstContrast, type Lch } from './colour.ts';
import { DESIGN, FULL_TINT_CHROMA, type Tone } from './design.ts';
import { nearestPassing, type Need } from './search.ts';
import { STATUS, statusHex, type StatusSeed } from './status.ts';
import { GUARANTEED } from './tokens.ts';

export interface LookColours {
  light: Palette;
  dark: Palette;
  /** A sentence per colour used in place of the owner's accent; none for a theme that uses it as given. */
  notes: string[];
}

/** The tokens that start from the owner's accent itself, and what a note calls their use. */
const ACCENT_USES = {
  accent: 'text',
  accentFill: 'filled controls',
  focus: 'the focus ring',
} as const satisfies Partial<Record<Token, string>>;
type AccentToken = keyof typeof ACCENT_USES;
const ACCENT_TOKENS = Object.keys(ACCENT_USES) as AccentToken[];

/** The guaranteed needs of a token, against the colours of the palette built so far. */
function needsOf(token: Token, built: Partial<Palette>): Need[] {
  const guarantees = GUARANTEED[token];
  if (!guarantees) throw new Error(`${token} has no guarantee`);
  return guarantees.map(({ on, min }) => ({
    against: on.map((background) => {
      const colour = built[background];
      if (!colour) throw new Error(`${token} is drawn on ${background}, which is not built yet`);
      return colour;
    }),
    min,
  }));
}

function palette(theme: Theme, given: string, accent: Lch): Palette {
  const design = DESIGN[theme];
  const tint = Math.min(1, accent.c / FULL_TINT_CHROMA);
  const tinted = ({ l, c }: Tone): Lch => ({ l, c: c * tint, h: accent.h });
  const built: Partial<Palette> = {
    page: hexAt(tinted(design.page)),
    surface: hexAt(tinted(design.surface)),
    line: hexAt(tinted(design.line)),
  };
  const meet = (token: Token, seed: Lch, as?: string) =>
    (built[token] = nearestPassing(seed, needsOf(token, built), as));

  meet('ink', tinted(design.ink));
  meet('muted', tinted(design.muted));
  meet('edge', tinted(design.edge));
  const text = meet('accent', accent, given);
  const fill = meet('accentFill', accent, given);
  meet('focus', accent, given);
  // Text on the fill starts from whichever tone stands out more from it: light on dark, dark on light.
  const [lighter, darker] = design.onFill.map((tone) => tinted(tone)) as [Lch, Lch];
  const onSeed = contrast(hexAt(lighter), fill) >= contrast(hexAt(darker), fill) ? lighter : darker;
  meet('onAccent', onSeed);
  built.accentSoft = hexAt({
    ...design.accentSoft,
    c: Math.min(accent.c, design.accentSoft.c),
    h: accent.h,
  });
  meet('onAccentSoft', lchOf(text), text);
  // The statuses' decoration first: the fills their guaranteed colours are drawn on.
  const statuses = Object.entries(STATUS[theme]) as [StatusToken, StatusSeed][];
  for (const [token, seed] of statuses) {
    if (!GUARANTEED[token]) built[token] = statusHex(seed, built);
  }
  for (const [token, seed] of statuses) {
    if (!GUARANTEED[token]) continue;
    const hex = statusHex(seed, built);
    meet(token, lchOf(hex), hex);
  }
  return built as Palette; // every token is set above
}

/** 4.49 shows as 4.4, never as a 4.5 it does not reach. */
const floorTenth = (value: number) => (Math.floor(value * 10) / 10).toFixed(1);

/** A sentence per colour used in place of the owner's accent, naming what it is used for. */
function notesOf(theme: Theme, given: string, colours: Palette): string[] {
  const tokensByColour = new Map<string, AccentToken[]>();
  for (const token of ACCENT_TOKENS) {
    const used = colours[token];
    if (used !== given) tokensByColour.set(used, [...(tokensByColour.get(used) ?? []), token]);
  }
  return [...tokensByColour].map(([used, tokens]) => {
    const uses = tokens.map((token) => ACCENT_USES[token]).join(' and ');
    const tooWhat = lchOf(used).l > lchOf(given).l ? 'dark' : 'light';
    // Every accent token is drawn on the page and on cards (tokens.ts), so these are its pairs.
    const ratio = worstContrast(used, [colours.page, colours.surface]);
    return (
      `accent ${given} is too ${tooWhat} for ${uses} on the ${theme} theme's page and cards: ` +
      `the ${theme} theme uses ${used} (${floorTenth(ratio)}:1)`
    );
  });
}

/** Both themes' palettes for the accent '#rgb' or '#rrggbb'; throws, naming it, on anything else. */
export function lookColours(accentHex: string): LookColours {
  const given = readHex(accentHex);
  const accent = lchOf(given);
  const [light, dark] = THEMES.map((theme) => palette(theme, given, accent)) as [Palette, Palette];
  const notes = [...notesOf('light', given, light), ...notesOf('dark', given, dark)];
  return { light, dark, notes };
}
