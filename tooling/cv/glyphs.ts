/**
 * Which of a face's subset files draws each character of a text. The packages
 * split a face by script (latin, latin-ext, vietnamese, cyrillic, greek…), and
 * a name like "Łukasz" needs two of them, so the PDF registers every file and
 * draws each character with the first one that has its glyph: the latin file
 * alone for most texts, nothing more than the letters ask for (pdfkit embeds
 * only the files it draws with, and of each only the glyphs drawn). A character
 * no file has is reported (textLayout.ts), never drawn as a box or left out.
 */
import { create, type Font } from 'fontkit';

/** A face as the CV draws it: a name for messages and its subset files, latin first. */
export interface CvFace {
  /** 'Source Sans 3 600'. */
  name: string;
  files: readonly { subset: string; data: Uint8Array }[];
}

/**
 * Spaces and hyphens the faces lack that print alike with another: the narrow
 * no-break space of French punctuation (« … », " :") as a thin space, else (the
 * Source faces' thin space is unreadable, Geist has none) a no-break space; the
 * non-breaking hyphen as a hyphen. The layout never breaks a line at them
 * (textLayout.ts).
 */
const STAND_INS: Partial<Record<string, readonly string[]>> = {
  '\u202f': ['\u2009', '\u00a0'],
  '\u2011': ['\u2010', '-'],
};

/** Zero-width spaces and joiners, word joiner, byte-order mark: no glyph, nothing to print. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

/** A text as the PDF prints it: composed (a decomposed "ó" is the file's "ó"), invisible marks out. */
export const printable = (text: string): string => text.normalize('NFC').replace(INVISIBLE, '');

/** 'U+0142'. */
export const codePoint = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Where a character is drawn: the index of the face's file, and what that file draws. */
export interface Glyph {
  file: number;
  drawn: string;
}

function openFont(bytes: Uint8Array, name: string): Font {
  const font = create(Buffer.from(bytes));
  if (!('hasGlyphForCodePoint' in font))
    throw new Error(`${name} is a font collection, not one font`);
  return font;
}

/** A face's coverage: opens a subset file only when a character needs it, remembers each answer. */
export class FaceGlyphs {
  readonly name: string;
  private readonly data: readonly Uint8Array[];
  private readonly subsets: readonly string[];
  private readonly fonts: (Font | undefined)[] = [];
  private readonly found = new Map<string, Glyph | null>();

  constructor(face: CvFace) {
    this.name = face.name;
    this.data = face.files.map((file) => file.data);
    this.subsets = face.files.map((file) => file.subset);
  }

  private has(file: number, character: string): boolean {
    const bytes = this.data[file];
    if (!bytes) return false;
    const font = (this.fonts[file] ??= openFont(bytes, `${this.name} (${this.subsets[file]})`));
    const code = character.codePointAt(0) ?? 0;
    if (!font.hasGlyphForCodePoint(code)) return false;
    // A glyph fontkit cannot read (Source Sans 3's thin space) would stop pdfkit: none.
    try {
      return Number.isFinite(font.glyphForCodePoint(code).advanceWidth);
    } catch {
      return false;
    }
  }

  /**
   * The first file with the character's glyph and what it draws there (the
   * character, or a stand-in); null when no file has either.
   */
  find(character: string): Glyph | null {
    if (!this.found.has(character)) {
      let result: Glyph | null = null;
      for (const drawn of [character, ...(STAND_INS[character] ?? [])]) {
        const file = this.data.findIndex((_, index) => this.has(index, drawn));
        if (file !== -1) {
          result = { file, drawn };
          break;
        }
      }
      this.found.set(character, result);
    }
    return this.found.get(character) ?? null;
  }
}
