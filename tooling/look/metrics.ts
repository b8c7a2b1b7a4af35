/**
 * Font metrics read from the font files at build time (fontkit), and the
 * overrides that make a local fallback font take the web font's room: the same
 * width for the same text (size-adjust), the same line box (ascent, descent and
 * line-gap overrides). Nothing here is typed in by hand.
 */
import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';

export function openFont(path: string): Font {
  const font = create(readFileSync(path));
  if (!('layout' in font)) throw new Error(`${path} is a font collection, not one font`);
  return font;
}

/** A variable font's weight axis, or null for a static font. */
export function weightAxis(font: Font): readonly [number, number] | null {
  const axis = font.variationAxes.wght;
  return axis ? [axis.min, axis.max] : null;
}

/** In ems (font units over units per em). */
export interface FaceMetrics {
  ascent: number;
  /** Positive: below the baseline. */
  descent: number;
  lineGap: number;
  /** The sample text's width, kerning applied, as the browser lays it out. */
  width: number;
}

export function faceMetrics(font: Font, text: string): FaceMetrics {
  const em = font.unitsPerEm;
  return {
    ascent: font.ascent / em,
    descent: Math.abs(font.descent) / em,
    lineGap: font.lineGap / em,
    width: font.layout(text).advanceWidth / em,
  };
}

/** Ratios for the CSS descriptors (1 = 100%). */
export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * size-adjust scales the fallback to the web font's width; it scales the line
 * metrics too, so the overrides are divided by it to land on the web font's.
 */
export function fallbackOverrides(web: FaceMetrics, local: FaceMetrics): FallbackOverrides {
  const sizeAdjust = web.width / local.width;
  return {
    sizeAdjust,
    ascentOverride: web.ascent / sizeAdjust,
    descentOverride: web.descent / sizeAdjust,
    lineGapOverride: web.lineGap / sizeAdjust,
  };
}
