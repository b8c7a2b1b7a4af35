/**
 * Colour contrast as WCAG 2 defines it: the relative luminance of sRGB colours
 * and the ratio between two of them, from 1 (the same) to 21 (black on white).
 * Used to hold the chart's colours and, in the browser tests, the focus ring and
 * control borders to the 3:1 of WCAG 1.4.11 (Non-text contrast).
 */

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

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, in either order. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
