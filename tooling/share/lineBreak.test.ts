import { describe, expect, it } from 'vitest';
import {
  breakLines,
  breakPieces,
  ELLIPSIS,
  fitTitle,
  separatorParts,
  splitGraphemes,
} from './lineBreak.ts';

/** Every character 10 px wide: widths are read off the text's length. */
const mono = (text: string) => splitGraphemes(text).length * 10;

describe('breaking a title into lines', () => {
  it('keeps a short title on one line, spaces tidied', () => {
    expect(breakLines('  Home \n', mono, 200, 3)).toEqual({ lines: ['Home'], truncated: false });
  });

  it('fills each line greedily, none wider than the measure', () => {
    const { lines } = breakLines('Online courses and certificates', mono, 150, 3);
    expect(lines).toEqual(['Online courses', 'and', 'certificates']);
    for (const line of lines) expect(mono(line)).toBeLessThanOrEqual(150);
  });

  it('may break after a hyphen or a slash, which stays on the line', () => {
    expect(breakPieces('Bianchi-Santoro UI/UX')).toEqual(['Bianchi-', 'Santoro ', 'UI/', 'UX']);
    expect(breakLines('Maria Bianchi-Santoro', mono, 140, 3).lines).toEqual([
      'Maria Bianchi-',
      'Santoro',
    ]);
  });

  it('cuts a word wider than the line between characters, never inside one', () => {
    const { lines } = breakLines('Precipitevolissimevolmente', mono, 100, 3);
    expect(lines).toEqual(['Precipitev', 'olissimevo', 'lmente']);
    // "è" written as e + a combining grave accent is one character.
    const accented = breakLines('Caffe\u0300e\u0300e\u0300', mono, 50, 3).lines;
    expect(accented).toEqual(['Caffe\u0300', 'e\u0300e\u0300']);
  });

  it('ends a title that needs more lines with an ellipsis, within the width', () => {
    const title = 'Trading e rendimenti di lungo periodo tra azioni, ETF e dividendi reinvestiti';
    const { lines, truncated } = breakLines(title, mono, 200, 3);
    expect(truncated).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)?.endsWith(ELLIPSIS)).toBe(true);
    for (const line of lines) expect(mono(line)).toBeLessThanOrEqual(200);
  });

  it('puts no separator or space before the ellipsis', () => {
    const { lines } = breakLines('Trading · Maria Giulia Bianchi-Santoro', mono, 110, 1);
    expect(lines).toEqual([`Trading${ELLIPSIS}`]);
  });

  it('breaks at a separator when that costs no extra line, and drops the dot', () => {
    expect(separatorParts('Trading e rendimenti · Maria Giulia')).toEqual([
      'Trading e rendimenti',
      'Maria Giulia',
    ]);
    expect(separatorParts('Work: 2020 – 2024')).toEqual(['Work:', '2020', '2024']);
    const title = 'Trading e rendimenti · Maria Giulia Bianchi-Santoro';
    expect(breakLines(title, mono, 300, 3).lines).toEqual([
      'Trading e rendimenti',
      'Maria Giulia Bianchi-Santoro',
    ]);
    // On one line the separator stays.
    expect(breakLines(title, mono, 600, 3).lines).toEqual([title]);
  });
});

describe('fitting a title to its sizes', () => {
  const sizes = [
    { size: 100, maxLines: 1 },
    { size: 80, maxLines: 2 },
    { size: 60, maxLines: 3 },
  ];
  /** Characters as wide as a tenth of the size. */
  const at = (size: number) => (text: string) => (splitGraphemes(text).length * size) / 10;

  it('sets a short title at the largest size', () => {
    expect(fitTitle('Home', at, sizes, 600)).toEqual({
      size: 100,
      lines: ['Home'],
      truncated: false,
    });
  });

  it('steps down while the title does not fit whole', () => {
    const fitted = fitTitle('Trading and performance of the year', at, sizes, 250);
    expect(fitted.size).toBe(80);
    expect(fitted.lines).toHaveLength(2);
  });

  it('cuts at the smallest size what still does not fit', () => {
    const long = 'word '.repeat(80);
    const fitted = fitTitle(long, at, sizes, 600);
    expect(fitted).toMatchObject({ size: 60, truncated: true });
    expect(fitted.lines).toHaveLength(3);
    for (const line of fitted.lines) expect(at(60)(line)).toBeLessThanOrEqual(600);
  });
});
