/**
 * Colour contrast as WCAG 2 defines it: the relative luminance of sRGB colours
 * and the ratio between two of them, from 1 (the same) to 21 (black on white).
 * Used by the browser tests to hold the focus ring, control borders and the chart's
 * lines as painted to the 3:1 of WCAG 1.4.11 (Non-text contrast). The maths is
 * culori's, as in the build's look colours (tooling/look), so the site's colours
 * and the tests that judge them share one implementation.
 */
import { wcagContrast, wcagLuminance, type Rgb as CuloriRgb } from 'culori';

/** An opaque sRGB colour, each channel 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The 3:1 that WCAG 1.4.11 asks of focus indicators, control borders and graphics. */
export const NON_TEXT_CONTRAST = 3;

/** '#1d5fd6' or '#fff' as channels; throws on anything else, so a typo cannot pass a test. */
export function parseHex(hex: string): Rgb {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) throw new Error(`not a hex colour: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2) };
}

/** culori's sRGB takes channels from 0 to 1. */
const culoriRgb = ({ r, g, b }: Rgb): CuloriRgb => ({
  mode: 'rgb',
  r: r / 255,
  g: g / 255,
  b: b / 255,
});

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(colour: Rgb): number {
  return wcagLuminance(culoriRgb(colour));
}

/** The contrast ratio of two colours, in either order. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  return wcagContrast(culoriRgb(first), culoriRgb(second));
}
