import { describe, expect, it } from 'vitest';
import { breakLines, cellsWithBreaks, type Cell } from './lineBreaks';

/** A text's cells, one file for all, the soft hyphen and line break as the layout passes them. */
const cells = (text: string) =>
  cellsWithBreaks(
    [...text].map((written): Cell | '\n' | '\u00ad' =>
      written === '\n' || written === '\u00ad'
        ? written
        : { written, drawn: written, file: 'regular-0', hyphenFile: 'regular-0', colour: '#000' },
    ),
  );
/** Every character one unit wide. */
const lines = (text: string, width: number) =>
  breakLines(cells(text), width, (some) => some.length).map((line) =>
    line.map((cell) => cell.drawn).join(''),
  );

describe('the CV’s line breaks', () => {
  it('fill each line with the words that fit, spaces at a line’s end dropped', () => {
    expect(lines('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(lines('one two', Infinity)).toEqual(['one two']);
  });

  it('break after a hyphen or dash between letters, not before a figure', () => {
    expect(lines('front-end back–end', 7)).toEqual(['front-', 'end', 'back–', 'end']);
    expect(lines('in 2021-2024', 9)).toEqual(['in', '2021-2024']);
  });

  it('never break at a no-break space', () => {
    expect(lines('Grade 110\u00a0:', 9)).toEqual(['Grade', '110\u00a0:']);
  });

  it('break at a line break, and at a soft hyphen, drawn only at a line’s end', () => {
    expect(lines('one\ntwo', 20)).toEqual(['one', 'two']);
    expect(lines('Donau\u00addampf\u00adschiff', 7)).toEqual(['Donau-', 'dampf-', 'schiff']);
    expect(lines('Donau\u00addampf\u00adschiff', 20)).toEqual(['Donaudampfschiff']);
  });

  it('cut a word wider than the line where it must be', () => {
    expect(lines('a abcdefgh', 4)).toEqual(['a', 'abcd', 'efgh']);
  });
});
