import { describe, expect, it } from 'vitest';
import { TEMPLATE_LANGUAGES } from '../../src/lib/language';
import { LOOK_PRESETS } from '../look/presets';
import { TYPEFACE_IDS } from '../look/typefaces';
import { templateStrings } from '../owner/read/strings';
import { flattenKeys } from '../lib/translationKeys';
import { codePoint, FaceGlyphs, printable } from './glyphs';
import { cvLook } from './makeCv';
import { CV_FONTS } from './textLayout';

const looks = new Map(
  TYPEFACE_IDS.map((typeface) => [
    typeface,
    cvLook({ ...LOOK_PRESETS.system, typeface }, process.cwd()),
  ]),
);
const faces = new Map<string, FaceGlyphs>();
/** Each face's glyphs once: it opens its files as characters need them. */
const glyphs = (typeface: (typeof TYPEFACE_IDS)[number], font: (typeof CV_FONTS)[number]) => {
  const key = `${typeface} ${font}`;
  const look = looks.get(typeface);
  if (!look) throw new Error(`no look for ${typeface}`);
  if (!faces.has(key)) faces.set(key, new FaceGlyphs(look.fonts[font]));
  return faces.get(key) as FaceGlyphs;
};
const subsetOf = (typeface: (typeof TYPEFACE_IDS)[number], character: string) => {
  const look = looks.get(typeface);
  const found = glyphs(typeface, 'regular').find(character);
  return found ? look?.fonts.regular.files[found.file]?.subset : undefined;
};

describe('the CV faces’ glyphs', () => {
  it('draw each letter from the first subset file that has it: latin, then latin-ext, then the others', () => {
    for (const typeface of TYPEFACE_IDS) {
      expect(subsetOf(typeface, 'a')).toBe('latin');
      expect(subsetOf(typeface, 'ó')).toBe('latin');
      expect(subsetOf(typeface, 'Æ')).toBe('latin');
      expect(subsetOf(typeface, 'Ł')).toBe('latin-ext');
      expect(subsetOf(typeface, 'Š')).toBe('latin-ext');
      // Vietnamese: ă and Đ are latin-ext's too; ễ and ứ only vietnamese's.
      expect(subsetOf(typeface, 'ă')).toBe('latin-ext');
      expect(subsetOf(typeface, 'ễ')).toBe('vietnamese');
      expect(subsetOf(typeface, 'Ж')).toBe('cyrillic');
    }
    expect(subsetOf('humanist', 'λ')).toBe('greek');
    expect(subsetOf('grotesk', 'λ')).toBeUndefined();
  });

  it('print a narrow no-break space as a thin space, else a no-break space', () => {
    // Source Sans 3 and Source Serif 4 have a thin space fontkit cannot read, Geist none.
    for (const typeface of TYPEFACE_IDS) {
      expect(glyphs(typeface, 'regular').find('\u202f')?.drawn).toBe('\u00a0');
    }
    expect(glyphs('grotesk', 'regular').find('\u2009')).toBeNull();
    expect(glyphs('humanist', 'regular').find('\u2009')).toBeNull();
  });

  it('have nothing for a letter of another script, and say which', () => {
    expect(glyphs('humanist', 'semibold').find('王')).toBeNull();
    expect(glyphs('humanist', 'semibold').find('😀')).toBeNull();
    expect(codePoint('王')).toBe('U+738B');
    expect(codePoint('ł')).toBe('U+0142');
    expect(codePoint('😀')).toBe('U+1F600');
  });

  it('compose a decomposed letter and leave out what has no ink', () => {
    expect(printable('Wro\u0301bel')).toBe('Wróbel');
    expect(printable('Nguy\u00ea\u0303n\u200b\ufeff')).toBe('Nguyễn');
  });

  it.each(TEMPLATE_LANGUAGES.map(({ code }) => code))(
    "print every template string the %s CV uses, in every pairing's faces",
    (language) => {
      const strings = templateStrings()[language] ?? {};
      const texts = [
        ...flattenKeys(strings.cv).values(),
        flattenKeys(strings.experience).get('present'),
        flattenKeys(strings.projects).get('present'),
      ].map((text) => printable(String(text)));
      const characters = new Set(texts.join(''));
      // Headings are printed in capitals.
      const capitals = new Set(texts.join('').toUpperCase());
      for (const typeface of TYPEFACE_IDS) {
        for (const font of CV_FONTS) {
          const face = glyphs(typeface, font);
          for (const character of font === 'heading' ? capitals : characters) {
            expect(
              face.find(character),
              `${typeface} ${font} ${codePoint(character)}`,
            ).not.toBeNull();
          }
        }
      }
    },
    // The first opens every face's files.
    20_000,
  );
});
