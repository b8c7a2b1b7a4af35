import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { LOOK_PRESETS } from '../look/presets';
import { cvLook } from './makeCv';
import { penFor, textWidth, writeText, type Pen, type Span } from './textLayout';

const look = cvLook(LOOK_PRESETS.humanist, process.cwd());

interface Drawn {
  text: string;
  x: number;
  y: number;
  right: number;
  file: string;
}

/** A pen on a fresh A4 page that records what it draws, where, in which file. */
function recordingPen(): { pen: Pen; drawn: Drawn[] } {
  const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true });
  const pen = penFor(doc, look.fonts);
  const drawn: Drawn[] = [];
  const text = doc.text.bind(doc);
  doc.text = ((value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) => {
    const file = (doc as unknown as { _font: { id: string } })._font.id;
    drawn.push({ text: value, x, y, right: x + doc.widthOfString(value), file });
    return text(value, x, y, options);
  }) as typeof doc.text;
  return { pen, drawn };
}

/** The drawn lines, top to bottom, each as its text. */
const lines = (drawn: readonly Drawn[]) =>
  [...new Set(drawn.map((each) => each.y))].map((y) =>
    drawn
      .filter((each) => each.y === y)
      .map((each) => each.text)
      .join(''),
  );

const regular = (text: string): Span[] => [{ text, font: 'regular', colour: '#000' }];
const box = { x: 50, y: 100, width: 120, size: 10 };

describe('the CV text layout', () => {
  it('never breaks a line inside a word drawn from two files', () => {
    const { pen, drawn } = recordingPen();
    writeText(pen, regular(Array(12).fill('Łukasz Wróbel').join(' ')), box);
    const written = lines(drawn);
    expect(written.length).toBeGreaterThan(3);
    for (const line of written) expect(line).toMatch(/^(Łukasz|Wróbel)( (Łukasz|Wróbel))*$/);
    // Ł from latin-ext, the rest from latin.
    expect(drawn.find((each) => each.text === 'Ł')?.file).not.toBe(
      drawn.find((each) => each.text.startsWith('ukasz'))?.file,
    );
    expect(Math.max(...drawn.map((each) => each.right))).toBeLessThanOrEqual(box.x + box.width);
  });

  it('draws a soft hyphen only where the line breaks at it', () => {
    const soft = recordingPen();
    writeText(soft.pen, regular('Donau\u00addampf\u00adschiff'), { ...box, width: 45 });
    expect(lines(soft.drawn)).toEqual(['Donau-', 'dampf-', 'schiff']);
  });

  it('keeps a narrow no-break space’s words together, drawn as a no-break space', () => {
    const { pen, drawn } = recordingPen();
    // Room for "Grade 110" and not for " :" after it: the colon takes its word along.
    const width = textWidth(pen, regular('Grade 110'), box) + 1;
    writeText(pen, regular('Grade 110\u202f:'), { ...box, width });
    expect(lines(drawn)).toEqual(['Grade', '110\u00a0:']);
  });

  it('aligns a line to the right edge and measures as it draws', () => {
    const { pen, drawn } = recordingPen();
    const period = regular('09/2021 – Present');
    writeText(pen, period, { ...box, align: 'right' });
    expect(drawn.at(-1)?.right).toBeCloseTo(box.x + box.width, 3);
    expect(drawn[0]?.x).toBeCloseTo(box.x + box.width - textWidth(pen, period, box), 3);
  });

  it('records each character no file has, once per text, with its face', () => {
    const { pen } = recordingPen();
    writeText(pen, regular('Wang 王 王'), box);
    writeText(pen, [{ text: 'Ok ✓', font: 'heading', colour: '#000' }], box);
    expect(pen.missing).toEqual([
      { text: 'Wang 王 王', character: '王', face: 'Source Sans 3 400' },
      { text: 'Ok ✓', character: '✓', face: 'Source Sans 3 600' },
    ]);
  });

  it('goes on to a new page when the text reaches the bottom margin', () => {
    const { pen } = recordingPen();
    writeText(pen, regular(Array(400).fill('word').join(' ')), { x: 50, width: 120, size: 10 });
    expect(pen.doc.bufferedPageRange().count).toBeGreaterThan(1);
    expect(pen.doc.y).toBeLessThan(pen.doc.page.maxY());
  });
});
