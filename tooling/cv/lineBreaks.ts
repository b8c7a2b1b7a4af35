/**
 * Where the CV's lines break (textLayout.ts draws them): only after a space,
 * after a hyphen or dash between letters, at a soft hyphen (a hyphen is drawn
 * there, else nothing) or at a line break; never inside a word, whatever files
 * its letters come from, nor at a no-break space. A word wider than the line is
 * cut where it must be.
 */

type Break = 'space' | 'hyphen' | 'soft' | 'required';

/** One character: as written (the rules read it) and as drawn, with the font file, colour and link. */
export interface Cell {
  written: string;
  drawn: string;
  /** The pdfkit font of its file, and of the file a hyphen after it is drawn with. */
  file: string;
  hyphenFile: string;
  colour: string;
  link?: string;
  breakAfter?: Break;
}

/** How wide some cells are, drawn on one line. */
export type Measure = (cells: readonly Cell[]) => number;

const HYPHENS = /[-\u2010\u2013\u2014]/;
const LETTER = /\p{L}/u;

/** The cells of a text, with a line break or soft hyphen marked on the cell before it. */
export function cellsWithBreaks(characters: readonly (Cell | '\n' | '\u00ad')[]): Cell[] {
  const cells: Cell[] = [];
  for (const character of characters) {
    const last = cells[cells.length - 1];
    if (typeof character !== 'string') cells.push({ ...character });
    else if (last) last.breakAfter = character === '\n' ? 'required' : 'soft';
  }
  cells.forEach((cell, index) => {
    const next = cells[index + 1]?.written;
    if (cell.breakAfter || next === undefined) return;
    if (cell.written === ' ' && next !== ' ') cell.breakAfter = 'space';
    else if (HYPHENS.test(cell.written) && LETTER.test(next)) cell.breakAfter = 'hyphen';
  });
  return cells;
}

const withoutTrailingSpaces = (cells: readonly Cell[]) => {
  let end = cells.length;
  while (end > 0 && cells[end - 1]?.written === ' ') end -= 1;
  return cells.slice(0, end);
};

/** The words of a line: each ends where a line may break. */
function wordsOf(cells: readonly Cell[]): Cell[][] {
  const words: Cell[][] = [];
  let current: Cell[] = [];
  for (const cell of cells) {
    current.push(cell);
    if (cell.breakAfter) {
      words.push(current);
      current = [];
    }
  }
  if (current.length > 0) words.push(current);
  return words;
}

/** The lines of the cells in a width: as many words on each as fit. */
export function breakLines(cells: readonly Cell[], width: number, measure: Measure): Cell[][] {
  const lines: Cell[][] = [];
  let line: Cell[] = [];
  let used = 0;
  const finish = () => {
    const shown = withoutTrailingSpaces(line);
    const last = shown[shown.length - 1];
    if (last?.breakAfter === 'soft') {
      shown.push({ ...last, written: '-', drawn: '-', file: last.hyphenFile });
    }
    lines.push(shown);
    line = [];
    used = 0;
  };
  const fits = (wide: number) => line.length === 0 || used + wide <= width;
  const hyphen = (cell: Cell) => ({ ...cell, drawn: '-', file: cell.hyphenFile });
  for (const word of wordsOf(cells)) {
    const last = word[word.length - 1];
    const shown = withoutTrailingSpaces(word);
    const wide = measure(last?.breakAfter === 'soft' ? [...shown, hyphen(last)] : shown);
    if (!fits(wide)) finish();
    if (line.length === 0 && wide > width) {
      for (const cell of word) {
        if (!fits(measure([cell]))) finish();
        line.push(cell);
        used += measure([cell]);
      }
    } else {
      line.push(...word);
      used += measure(word);
    }
    if (last?.breakAfter === 'required') finish();
  }
  if (line.length > 0) finish();
  return lines;
}
