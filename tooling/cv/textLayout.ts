/**
 * The CV's text on the page: lines broken (lineBreaks.ts) and drawn here, not
 * by pdfkit, because a word may need two files of a face ("Łukasz": Ł from
 * latin-ext, the rest from latin, glyphs.ts), and pdfkit wraps each piece it is
 * given on its own, so it could break a line inside the word. Every character
 * goes through its face's glyphs, and a character no file has is recorded for
 * the build to name (makeCv.ts).
 */
import { FaceGlyphs, printable, type CvFace } from './glyphs.ts';
import { breakLines, cellsWithBreaks, type Cell } from './lineBreaks.ts';

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
const fileFont = (font: CvFont, file: number): string => `${font}-${file}`;

/** A pen for a document: every file of every face registered (pdfkit embeds only those drawn with). */
export function penFor(doc: PDFKit.PDFDocument, fonts: Record<CvFont, CvFace>): Pen {
  for (const font of CV_FONTS) {
    fonts[font].files.forEach(({ data }, index) => {
      doc.registerFont(fileFont(font, index), Buffer.from(data));
    });
  }
  const faces = Object.fromEntries(
    CV_FONTS.map((font) => [font, new FaceGlyphs(fonts[font])]),
  ) as Record<CvFont, FaceGlyphs>;
  return { doc, faces, missing: [] };
}

/** Each character of the spans in its file; a missing one recorded once per text. */
function cellsOf(pen: Pen, spans: readonly Span[]): Cell[] {
  const characters: (Cell | '\n' | '\u00ad')[] = [];
  for (const { text, font, colour, link } of spans) {
    const glyphs = pen.faces[font];
    for (const written of printable(text)) {
      if (written === '\n' || written === '\u00ad') {
        characters.push(written);
        continue;
      }
      const shown = written === '\t' ? ' ' : written;
      const glyph = glyphs.find(shown);
      if (!glyph && !pen.missing.some((each) => each.text === text && each.character === shown)) {
        pen.missing.push({ text, character: shown, face: glyphs.name });
      }
      characters.push({
        written: shown,
        drawn: glyph?.drawn ?? shown,
        file: fileFont(font, glyph?.file ?? 0),
        hyphenFile: fileFont(font, 0),
        colour,
        ...(link ? { link } : {}),
      });
    }
  }
  return cellsWithBreaks(characters);
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
  const measure = (cells: readonly Cell[]) => cellsWidth(doc, cells, box);
  const lines = breakLines(cellsOf(pen, spans), box.oneLine ? Infinity : box.width, measure);
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
