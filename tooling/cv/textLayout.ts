/**
 * The CV's text on the page: lines broken and drawn here, not by pdfkit,
 * because a word may need two files of a face ("Łukasz": Ł from latin-ext, the
 * rest from latin, glyphs.ts), and pdfkit wraps each piece it is given on its
 * own, so it could break a line inside the word. Here a line breaks only after
 * a space, after a hyphen or dash before a letter, at a soft hyphen (drawn as a
 * hyphen there, else not) or at a line break; a word wider than the line is cut
 * where it must be. Every character goes through its face's glyphs, and a
 * letter no file has is recorded for the build to name (makeCv.ts).
 */
import { printable, type FaceGlyphs } from './glyphs';

/** The CV's fonts, as pdf.ts names them. */
export const CV_FONTS = ['regular', 'semibold', 'italic', 'heading'] as const;
export type CvFont = (typeof CV_FONTS)[number];

/** A stretch of text in one font and colour, a link or not. */
export interface Span {
  text: string;
  font: CvFont;
  colour: string;
  link?: string;
}

/** Where and how a text is laid out. */
export interface TextBox {
  x: number;
  /** The document's current position where not given. */
  y?: number;
  width: number;
  size: number;
  align?: 'left' | 'right' | 'center';
  /** Added below each line, and below the text, as pdfkit's options. */
  lineGap?: number;
  paragraphGap?: number;
  characterSpacing?: number;
  /** One line where it is put, never wrapped or moved to a new page (the page footer). */
  oneLine?: boolean;
}

/** A character a face has no glyph for, in the text that asked for it. */
export interface MissingGlyph {
  text: string;
  character: string;
  face: string;
}

/** What the CV is written with: the document, each font's glyphs, the characters found missing. */
export interface Pen {
  doc: PDFKit.PDFDocument;
  faces: Record<CvFont, FaceGlyphs>;
  missing: MissingGlyph[];
}

/** The name pdfkit knows a font's file by. */
export const fileFont = (font: CvFont, file: number): string => `${font}-${file}`;

type Break = 'space' | 'hyphen' | 'soft' | 'required';

interface Cell {
  /** The character as written, and as the file draws it (a stand-in, glyphs.ts). */
  written: string;
  drawn: string;
  font: CvFont;
  /** The pdfkit font of its file. */
  file: string;
  colour: string;
  link?: string;
  breakAfter?: Break;
}

interface Word {
  cells: Cell[];
  end?: Break;
}

const HYPHENS = /[-\u2010\u2013\u2014]/;
const LETTER = /\p{L}/u;

/** Each character of the spans in its file; a missing one recorded once per text. */
function cellsOf(pen: Pen, spans: readonly Span[]): Cell[] {
  const cells: Cell[] = [];
  for (const { text, font, colour, link } of spans) {
    const glyphs = pen.faces[font];
    for (const written of printable(text)) {
      const last = cells[cells.length - 1];
      if (written === '\n' || written === '\u00ad') {
        if (last) last.breakAfter = written === '\n' ? 'required' : 'soft';
        else if (written === '\n') cells.push(breakCell(font, colour));
        continue;
      }
      const shown = written === '\t' ? ' ' : written;
      const glyph = glyphs.find(shown);
      if (!glyph && !pen.missing.some((each) => each.text === text && each.character === shown)) {
        pen.missing.push({ text, character: shown, face: glyphs.name });
      }
      const drawn = glyph?.drawn ?? shown;
      cells.push({
        written: shown,
        drawn,
        font,
        file: fileFont(font, glyph?.file ?? 0),
        colour,
        link,
      });
    }
  }
  // Break after a space before a non-space, and after a hyphen or dash joining letters.
  cells.forEach((cell, index) => {
    const next = cells[index + 1]?.written;
    if (cell.breakAfter || next === undefined) return;
    if (cell.written === ' ' && next !== ' ') cell.breakAfter = 'space';
    else if (HYPHENS.test(cell.written) && LETTER.test(next)) cell.breakAfter = 'hyphen';
  });
  return cells;
}

/** A line break with nothing before it: a cell that draws nothing. */
function breakCell(font: CvFont, colour: string): Cell {
  return { written: '', drawn: '', font, file: fileFont(font, 0), colour, breakAfter: 'required' };
}

function wordsOf(cells: readonly Cell[]): Word[] {
  const words: Word[] = [];
  let current: Cell[] = [];
  for (const cell of cells) {
    current.push(cell);
    if (cell.breakAfter) {
      words.push({ cells: current, end: cell.breakAfter });
      current = [];
    }
  }
  if (current.length > 0) words.push({ cells: current });
  return words;
}

/** Neighbouring cells drawn alike, as one string each. */
function fragments(cells: readonly Cell[]): { cell: Cell; text: string }[] {
  const merged: { cell: Cell; text: string }[] = [];
  for (const cell of cells) {
    const last = merged[merged.length - 1];
    if (
      last &&
      last.cell.file === cell.file &&
      last.cell.colour === cell.colour &&
      last.cell.link === cell.link
    ) {
      last.text += cell.drawn;
    } else {
      merged.push({ cell, text: cell.drawn });
    }
  }
  return merged.filter((fragment) => fragment.text !== '');
}

/** Each document's widths already measured: fontkit shapes the text for each. */
const measured = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();

/** How far a string moves the pen in a file's font at a size, its character spacing included. */
function advance(
  doc: PDFKit.PDFDocument,
  file: string,
  text: string,
  size: number,
  spacing: number,
) {
  const widths = measured.get(doc) ?? new Map<string, number>();
  measured.set(doc, widths);
  const key = `${file} ${size} ${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = doc.font(file).fontSize(size).widthOfString(text);
    widths.set(key, width);
  }
  return width + spacing * text.length;
}

function cellsWidth(doc: PDFKit.PDFDocument, cells: readonly Cell[], box: TextBox): number {
  return fragments(cells).reduce(
    (sum, { cell, text }) =>
      sum + advance(doc, cell.file, text, box.size, box.characterSpacing ?? 0),
    0,
  );
}

const withoutTrailingSpaces = (cells: readonly Cell[]) => {
  let end = cells.length;
  while (end > 0 && cells[end - 1]?.written === ' ') end -= 1;
  return cells.slice(0, end);
};

/** The lines of a text in a width: as many words as fit on each, a word too wide cut where it must be. */
function breakLines(doc: PDFKit.PDFDocument, words: readonly Word[], box: TextBox): Cell[][] {
  const lines: Cell[][] = [];
  let line: Cell[] = [];
  let used = 0;
  let endsSoft = false;
  const finish = () => {
    const cells = withoutTrailingSpaces(line);
    const last = cells[cells.length - 1];
    if (endsSoft && last)
      cells.push({ ...last, written: '-', drawn: '-', file: fileFont(last.font, 0) });
    lines.push(cells);
    line = [];
    used = 0;
    endsSoft = false;
  };
  const fits = (width: number) => box.oneLine || line.length === 0 || used + width <= box.width;
  for (const word of words) {
    const hyphen =
      word.end === 'soft'
        ? advance(doc, fileFont(word.cells[0]?.font ?? 'regular', 0), '-', box.size, 0)
        : 0;
    const width = cellsWidth(doc, withoutTrailingSpaces(word.cells), box) + hyphen;
    if (!fits(width)) finish();
    if (line.length === 0 && width > box.width && !box.oneLine) {
      for (const cell of word.cells) {
        const cellWidth = cellsWidth(doc, [cell], box);
        if (!fits(cellWidth)) finish();
        line.push(cell);
        used += cellWidth;
      }
    } else {
      line.push(...word.cells);
      used += cellsWidth(doc, word.cells, box);
    }
    endsSoft = word.end === 'soft';
    if (word.end === 'required') finish();
  }
  if (line.length > 0) finish();
  return lines;
}

/** How wide the spans are on one line. */
export function textWidth(
  pen: Pen,
  spans: readonly Span[],
  box: Pick<TextBox, 'size' | 'characterSpacing'>,
): number {
  return cellsWidth(pen.doc, cellsOf(pen, spans), { x: 0, width: Infinity, ...box });
}

/**
 * Lays the spans out in the box, from its top or the document's position,
 * on as many lines and pages as they take; the document's position is then
 * below them, as after pdfkit's own text.
 */
export function writeText(pen: Pen, spans: readonly Span[], box: TextBox): void {
  const { doc } = pen;
  const first = spans[0];
  if (!first) return;
  const lines = breakLines(doc, wordsOf(cellsOf(pen, spans)), box);
  const lineHeight = doc.font(fileFont(first.font, 0)).fontSize(box.size).currentLineHeight(true);
  const spacing = box.characterSpacing ?? 0;
  let y = box.y ?? doc.y;
  for (const line of lines) {
    if (!box.oneLine && y + lineHeight > doc.page.maxY()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const room = () => box.width - cellsWidth(doc, line, box) + spacing;
    let x = box.x + (box.align === 'right' ? room() : box.align === 'center' ? room() / 2 : 0);
    for (const { cell, text } of fragments(line)) {
      doc.font(cell.file).fontSize(box.size).fillColor(cell.colour);
      doc.text(text, x, y, {
        lineBreak: false,
        characterSpacing: spacing,
        ...(cell.link ? { link: cell.link } : {}),
      });
      x += advance(doc, cell.file, text, box.size, spacing);
    }
    y += lineHeight + (box.lineGap ?? 0);
  }
  doc.x = box.x;
  doc.y = y + (box.paragraphGap ?? 0);
}
