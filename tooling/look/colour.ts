/**
 * The colour maths the look needs, all from culori: reading the owner's hex, OKLCH, gamut
 * mapping and WCAG 2 contrast (the same functions src/test/contrast.ts wraps for the tests).
 */
import { clampChroma, converter, formatHex, interpolate, wcagContrast } from 'culori';

/** A colour in OKLCH: lightness 0–1, chroma (0 for a grey), hue in degrees. */
export interface Lch {
  l: number;
  c: number;
  h: number;
}

const toOklch = converter('oklch');

/** '#abc' or '#aabbcc' (any case) as '#aabbcc'; throws, naming what and the value, on anything else. */
export function readHex(value: string, what = 'look.accent'): string {
  // Strict on purpose: culori would also take names and rgb(), which site.json does not promise.
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (!digits) throw new Error(`${what} "${value}" is not a colour: write it as #rgb or #rrggbb`);
  return `#${(digits.length === 3 ? digits.replace(/./g, '$&$&') : digits).toLowerCase()}`;
}

/** The hex's OKLCH; a grey has no hue, so it gets 0 with its chroma of 0. */
export function lchOf(hex: string): Lch {
  const colour = toOklch(hex);
  if (!colour) throw new Error(`not a colour: ${hex}`);
  return { l: colour.l, c: colour.c, h: colour.h ?? 0 };
}

/**
 * The sRGB hex at this lightness and hue, with as much of the chroma as sRGB holds there:
 * culori lowers chroma alone (clampChroma in OKLCH), so lightness and hue stay put.
 */
export function hexAt({ l, c, h }: Lch): string {
  const lightness = Math.min(1, Math.max(0, l));
  return formatHex(clampChroma({ mode: 'oklch', l: lightness, c, h }, 'oklch'));
}

/** WCAG 2 contrast ratio, 1 to 21, in either order. */
export const contrast = (first: string, second: string): number => wcagContrast(first, second);

/** The lowest ratio of the colour against any of the backgrounds: the pair that limits it. */
export function worstContrast(hex: string, against: readonly string[]): number {
  return Math.min(...against.map((background) => contrast(hex, background)));
}

/**
 * The colour seen where `hex` is laid at this opacity over `background` (Tailwind's
 * `bg-emerald-400/10` on a card): browsers blend the sRGB values, as this does, to within
 * one step of 255 (Chromium paints amber-400 at 10% over #221613 as #382611, this gives the same).
 */
export const over = (hex: string, alpha: number, background: string): string =>
  formatHex(interpolate([background, hex], 'rgb')(alpha));
