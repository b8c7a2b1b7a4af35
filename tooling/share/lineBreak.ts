/**
 * Line breaking for the share image: pure, measured by a function the caller
 * gives (the font's advance widths at one size), so tests can check what is
 * laid out without drawing it.
 */

/** A text's width in pixels, at the size being laid out. */
export type Measure = (text: string) => number;

export const ELLIPSIS = '…';

/** Characters after which a line may break and that stay on the line (Bianchi-|Santoro, UI/|UX). */
const BREAK_AFTER = new Set(['-', '‐', '–', '—', '/']);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The user-perceived characters of a text: an accent or emoji never splits from its letter. */
export function splitGraphemes(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/**
 * The text cut where a line may break: each piece ends with its space, or with
 * a hyphen, dash or slash that joins two words. No dictionary hyphenation: a
 * title is a few words, and a wrong hyphen reads worse than a shorter line.
 */
export function breakPieces(text: string): string[] {
  const chars = splitGraphemes(text.trim().replace(/\s+/g, ' '));
  const pieces: string[] = [];
  let piece = '';
  chars.forEach((char, index) => {
    piece += char;
    const next = chars[index + 1];
    if (char === ' ' || (BREAK_AFTER.has(char) && next !== undefined && next !== ' ')) {
      pieces.push(piece);
      piece = '';
    }
  });
  if (piece) pieces.push(piece);
  return pieces;
}

/** A piece wider than the line, cut between characters (a long address, a made-up word). */
function cutPiece(piece: string, measure: Measure, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of splitGraphemes(piece)) {
    if (line && measure(`${line}${char}`.trimEnd()) > maxWidth) {
      lines.push(line);
      line = '';
    }
    line += char;
  }
  return [...lines, line];
}

/** The line shortened until it fits with an ellipsis: whole pieces first, then characters. */
export function withEllipsis(line: string, measure: Measure, maxWidth: number): string {
  const fits = (text: string) => measure(`${text}${ELLIPSIS}`) <= maxWidth;
  const pieces = breakPieces(line);
  while (pieces.length > 1 && !fits(trimForEllipsis(pieces.join('')))) pieces.pop();
  let chars = splitGraphemes(trimForEllipsis(pieces.join('')));
  while (chars.length > 0 && !fits(trimForEllipsis(chars.join('')))) chars = chars.slice(0, -1);
  return `${trimForEllipsis(chars.join(''))}${ELLIPSIS}`;
}

/** No space, separator or dangling punctuation before the ellipsis ("Trading ·…" reads as a typo). */
function trimForEllipsis(text: string): string {
  return text.replace(/[\s·•|,;:.\-‐–—/]+$/u, '');
}

/** The text in lines no wider than maxWidth, greedily: each line as full as it goes. */
function greedyLines(text: string, measure: Measure, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of breakPieces(text)) {
    if (!line || measure(`${line}${piece}`.trimEnd()) <= maxWidth) {
      line += piece;
    } else {
      lines.push(line.trimEnd());
      line = piece;
    }
    // Only a line that holds a single piece can still be too wide: that piece is cut.
    if (measure(line.trimEnd()) > maxWidth) {
      const cut = cutPiece(line.trimEnd(), measure, maxWidth);
      lines.push(...cut.slice(0, -1));
      line = `${cut.at(-1) ?? ''}${line.endsWith(' ') ? ' ' : ''}`;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/**
 * The parts of a title between separators ("Trading · Jane Doe", "Work: 2020"):
 * a middle dot, bar or dash goes with the break, a colon stays.
 */
export function separatorParts(text: string): string[] {
  return text
    .split(/\s+[·•|–—]\s+|(?<=:)\s+/u)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The text in at most maxLines lines no wider than maxWidth. A title that
 * takes several lines breaks at its separators when that costs no extra line;
 * what does not fit ends the last line with an ellipsis.
 */
export function breakLines(
  text: string,
  measure: Measure,
  maxWidth: number,
  maxLines: number,
): { lines: string[]; truncated: boolean } {
  const lines = greedyLines(text, measure, maxWidth);
  const parts = separatorParts(text);
  if (lines.length > 1 && parts.length > 1) {
    const atSeparators = parts.flatMap((part) => greedyLines(part, measure, maxWidth));
    if (atSeparators.length <= Math.min(lines.length, maxLines)) {
      return { lines: atSeparators, truncated: false };
    }
  }
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  const cut = kept.pop() ?? '';
  // The next line's words join the last so the ellipsis follows as much text as fits.
  const last = `${cut}${BREAK_AFTER.has(cut.at(-1) ?? '') ? '' : ' '}${lines[maxLines] ?? ''}`;
  return { lines: [...kept, withEllipsis(last, measure, maxWidth)], truncated: true };
}

/** One size the title may take, with the most lines it may use at that size. */
export interface TitleSize {
  size: number;
  maxLines: number;
}

/**
 * The title at the largest size whose lines hold it whole; at the smallest
 * size, cut with an ellipsis if even that does not. Sizes largest first.
 */
export function fitTitle(
  text: string,
  measureAt: (size: number) => Measure,
  sizes: readonly TitleSize[],
  maxWidth: number,
): { size: number; lines: string[]; truncated: boolean } {
  const smallest = sizes.at(-1);
  if (!smallest) throw new Error('fitTitle needs at least one size');
  for (const { size, maxLines } of sizes.slice(0, -1)) {
    const laid = breakLines(text, measureAt(size), maxWidth, maxLines);
    if (!laid.truncated) return { size, ...laid };
  }
  const { size, maxLines } = smallest;
  return { size, ...breakLines(text, measureAt(size), maxWidth, maxLines) };
}
