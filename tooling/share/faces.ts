/**
 * Text as glyph outlines, from local font files through fontkit (pdfkit's own
 * font engine): the share image carries paths, never text, so the rasteriser
 * never falls back to whatever fonts the machine has.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Font } from 'fontkit';
import { openFont } from '../look/metrics.ts';
import type { DrawingFont } from '../look/typefaces.ts';

/** A parsed font, with its file's path for messages. */
export interface Face {
  font: Font;
  path: string;
}

/** How a text is set: its face, its size in pixels, extra space after each letter in pixels. */
export interface TextStyle {
  face: Face;
  size: number;
  tracking?: number;
}

export const sha256 = (bytes: Uint8Array | string): string =>
  createHash('sha256').update(bytes).digest('hex');

/** The hash of a font file's bytes: what the cache keys on, without parsing the font. */
export const fontHash = (file: DrawingFont): string => sha256(readFileSync(file.path));

/** Parsed fonts by file, so a build drawing many cards parses each file once. */
const parsed = new Map<string, Font>();

export function loadFace(file: DrawingFont): Face {
  let font = parsed.get(file.path);
  if (!font) parsed.set(file.path, (font = openFont(file.path)));
  return { font, path: file.path };
}

/** Characters of the text the face has no glyph for (they would draw as empty boxes). */
export function missingCharacters(face: Face, text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (!/\s/.test(char) && !face.font.hasGlyphForCodePoint(code)) missing.add(char);
  }
  return [...missing];
}

/** The text's width in pixels, kerning and tracking included. */
export function textWidth(style: TextStyle, text: string): number {
  const run = style.face.font.layout(text);
  const scale = style.size / style.face.font.unitsPerEm;
  return run.advanceWidth * scale + (style.tracking ?? 0) * Math.max(0, run.glyphs.length - 1);
}

/** The text's outline as SVG path data, its baseline's left end at (x, baseline). */
export function textPath(style: TextStyle, text: string, x: number, baseline: number): string {
  const { font } = style.face;
  const run = font.layout(text);
  const scale = style.size / font.unitsPerEm;
  let pen = x;
  let data = '';
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    // Font units grow upwards, the image's pixels downwards: flip, then place.
    data += glyph.path
      .scale(scale, -scale)
      .translate(pen + position.xOffset * scale, baseline - position.yOffset * scale)
      .toSVG();
    pen += position.xAdvance * scale + (style.tracking ?? 0);
  });
  return data;
}

/** The height of capitals above the baseline in pixels: what centres a line of text optically. */
export const capHeight = (style: TextStyle): number =>
  (style.face.font.capHeight * style.size) / style.face.font.unitsPerEm;
