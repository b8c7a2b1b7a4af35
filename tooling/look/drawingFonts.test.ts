import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TYPEFACE_IDS } from './catalogue';
import { drawingFont } from './drawingFonts';
import { openFont } from './metrics';

const file = (path: string) => path.split('/').slice(-3).join('/');

describe('drawingFont', () => {
  it('draws each role of a pairing from static WOFF files of its own face', () => {
    const heading = drawingFont('editorial', 'heading', 700);
    expect(file(heading.path)).toBe('source-serif-4/files/source-serif-4-latin-600-normal.woff');
    expect(heading.weight).toBe(600); // the static face's own, not a synthetic bold
    expect(heading.name).toBe('Source Serif 4 600');
    expect(file(drawingFont('grotesk', 'heading', 700).path)).toBe(
      'geist/files/geist-latin-700-normal.woff',
    );
  });

  it('draws the system pairing, which ships no file, with Source Sans 3', () => {
    expect(file(drawingFont('system', 'body', 400).path)).toBe(
      'source-sans-3/files/source-sans-3-latin-400-normal.woff',
    );
    const italic = drawingFont('system', 'body', 400, undefined, 'italic');
    expect(file(italic.path)).toBe('source-sans-3/files/source-sans-3-latin-400-italic.woff');
    expect(italic.name).toBe('Source Sans 3 400 italic');
  });

  it("draws an italic with the role's italic face, else its upright one", () => {
    expect(drawingFont('grotesk', 'body', 400, undefined, 'italic')).toMatchObject({
      path: expect.stringMatching(/geist-latin-400-italic\.woff$/) as unknown,
      style: 'italic',
    });
    expect(drawingFont('editorial', 'heading', 600, undefined, 'italic')).toMatchObject({
      path: expect.stringMatching(/source-serif-4-latin-600-normal\.woff$/) as unknown,
      style: 'normal',
    });
  });

  it('gives every subset the package ships, latin first, then latin-ext', () => {
    const body = drawingFont('humanist', 'body', 600);
    expect(body.files.map((each) => each.subset)).toEqual([
      'latin',
      'latin-ext',
      'cyrillic-ext',
      'cyrillic',
      'greek-ext',
      'greek',
      'vietnamese',
    ]);
    expect(file(body.files[1]?.path ?? '')).toBe(
      'source-sans-3/files/source-sans-3-latin-ext-600-normal.woff',
    );
    // Geist has no Greek.
    expect(drawingFont('grotesk', 'body', 400).files.map((each) => each.subset)).not.toContain(
      'greek',
    );
  });

  it.each(TYPEFACE_IDS)(
    'gives %s files fontkit reads, with the glyphs of Latin languages',
    (id) => {
      for (const role of ['heading', 'body'] as const) {
        const font = drawingFont(id, role, role === 'heading' ? 700 : 400);
        for (const { path } of font.files) expect(existsSync(path), path).toBe(true);
        const latin = openFont(font.path);
        for (const char of 'Attività È’… Straße Bär œuvre año') {
          expect(
            latin.hasGlyphForCodePoint(char.codePointAt(0) ?? 0),
            `${id} ${role} ${char}`,
          ).toBe(true);
        }
        const extended = openFont(font.files[1]?.path ?? '');
        for (const char of 'Łłőșčğ') {
          expect(
            extended.hasGlyphForCodePoint(char.codePointAt(0) ?? 0),
            `${id} ${role} ${char}`,
          ).toBe(true);
        }
      }
    },
  );
});
