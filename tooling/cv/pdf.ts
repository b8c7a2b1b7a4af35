import PDFDocument from 'pdfkit';
import type { CvData, CvItem } from './cvData.ts';
import type { CvFace } from './glyphs.ts';
import {
  penFor,
  textWidth,
  writeText,
  type CvFont,
  type MissingGlyph,
  type Pen,
  type Span,
  type TextBox,
} from './textLayout.ts';

/**
 * The CV in the owner's look: the light theme's text colours (each AA on white,
 * which is lighter than the pages they are checked on) and the pairing's faces
 * as font files (embedded, subset to the glyphs used).
 */
export interface CvLook {
  colours: { ink: string; muted: string; accent: string };
  /** Running text, item titles and keywords; the name and section headings. */
  fonts: Record<CvFont, CvFace>;
}

/** The PDF was not written: these characters have no glyph in the face that would draw them. */
export class MissingGlyphsError extends Error {
  constructor(
    readonly language: string,
    readonly missing: readonly MissingGlyph[],
  ) {
    super(`the ${language} CV has characters its faces cannot print`);
  }
}

const MARGIN = 50;
const SIZES = { name: 22, title: 12, heading: 12.5, item: 10.5, text: 9.5, small: 8.5 };

const withoutScheme = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** The text column, from the left margin to the right one. */
const column = (pen: Pen, box: Omit<TextBox, 'x' | 'width'> & { width?: number }): TextBox => ({
  x: MARGIN,
  width: pen.doc.page.width - 2 * MARGIN,
  ...box,
});

function heading(pen: Pen, { accent }: CvLook['colours'], text: string): void {
  const { doc } = pen;
  doc.moveDown(0.9);
  writeText(
    pen,
    [{ text: text.toUpperCase(), font: 'heading', colour: accent }],
    column(pen, { size: SIZES.heading, characterSpacing: 0.6 }),
  );
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.6)
    .strokeColor(accent)
    .stroke();
  doc.moveDown(0.5);
}

/** Title and organisation on the left, the period on the right, then the summary and keywords. */
function item(
  pen: Pen,
  { ink, muted }: CvLook['colours'],
  entry: CvItem,
  { summary = true, organisation = true } = {},
): void {
  const { doc } = pen;
  const width = doc.page.width - 2 * MARGIN;
  const period: Span[] = entry.period
    ? [{ text: entry.period, font: 'regular', colour: muted }]
    : [];
  const periodWidth = entry.period ? textWidth(pen, period, { size: SIZES.text }) + 12 : 0;
  // Keep an entry's first lines together on one page.
  if (doc.y + 40 > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  writeText(pen, period, column(pen, { y: top + 1, size: SIZES.text, align: 'right' }));
  writeText(
    pen,
    [
      { text: entry.title, font: 'semibold', colour: ink },
      ...(organisation
        ? [{ text: ` · ${entry.organisation}`, font: 'regular', colour: muted } as const]
        : []),
    ],
    column(pen, { y: top, width: width - periodWidth, size: SIZES.item }),
  );
  const text = (content: string) => [{ text: content, font: 'regular', colour: ink } as const];
  if (entry.grade) writeText(pen, text(entry.grade), column(pen, { size: SIZES.text }));
  if (summary && entry.summary) {
    writeText(pen, text(entry.summary), column(pen, { size: SIZES.text, lineGap: 1 }));
  }
  if (entry.keywords.length > 0) {
    writeText(
      pen,
      [{ text: entry.keywords.join(' · '), font: 'italic', colour: muted }],
      column(pen, { size: SIZES.small }),
    );
  }
  doc.moveDown(0.55);
}

/** A heading and its entries, only where there are entries: never a heading over nothing. */
function section(
  pen: Pen,
  colours: CvLook['colours'],
  title: string,
  entries: readonly CvItem[],
  options?: Parameters<typeof item>[3],
): void {
  if (entries.length === 0) return;
  heading(pen, colours, title);
  for (const entry of entries) item(pen, colours, entry, options);
}

function header(pen: Pen, { ink, muted }: CvLook['colours'], cv: CvData): void {
  writeText(
    pen,
    [{ text: cv.profile.name, font: 'heading', colour: ink }],
    column(pen, { size: SIZES.name }),
  );
  writeText(
    pen,
    [{ text: cv.texts.jobTitle, font: 'regular', colour: muted }],
    column(pen, { size: SIZES.title }),
  );
  pen.doc.moveDown(0.4);
  const plain = (text: string, colour = ink, link?: string): Span => ({
    text,
    font: 'regular',
    colour,
    ...(link ? { link } : {}),
  });
  writeText(
    pen,
    [
      plain(cv.profile.email, ink, `mailto:${cv.profile.email}`),
      plain('  ·  '),
      plain(withoutScheme(cv.profile.siteUrl), ink, cv.profile.siteUrl),
      plain(`  ·  ${cv.texts.location.full}`),
    ],
    column(pen, { size: SIZES.text }),
  );
  writeText(
    pen,
    cv.profiles.flatMap((profile, index) => [
      ...(index > 0 ? [plain('  ·  ')] : []),
      plain(`${profile.label} `, muted),
      plain(withoutScheme(profile.url), ink, profile.url),
    ]),
    column(pen, { size: SIZES.text }),
  );
}

/** The languages the owner speaks, on one line; no section without them. */
function languages(pen: Pen, colours: CvLook['colours'], cv: CvData): void {
  if (cv.languages.length === 0) return;
  heading(pen, colours, cv.headings.languages);
  writeText(
    pen,
    [
      {
        text: cv.languages.map((entry) => entry.label).join('  ·  '),
        font: 'regular',
        colour: colours.ink,
      },
    ],
    column(pen, { size: SIZES.text }),
  );
}

function pageNumbers(pen: Pen, { muted }: CvLook['colours'], cv: CvData): void {
  const { doc } = pen;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Written in the bottom margin: no new page for it.
    doc.page.margins.bottom = 0;
    writeText(
      pen,
      [
        {
          text: `${cv.profile.name} · ${cv.pageLabel(index + 1, range.count)}`,
          font: 'regular',
          colour: muted,
        },
      ],
      column(pen, {
        y: doc.page.height - MARGIN + 16,
        size: SIZES.small,
        align: 'center',
        oneLine: true,
      }),
    );
  }
}

/**
 * The CV as an A4 PDF with real, selectable text: the fonts are embedded
 * (subset), the title and language are in its metadata, links are live. It
 * fails, writing nothing, where a text has a character its face cannot print.
 */
export function writeCvPdf(cv: CvData, look: CvLook, created: Date): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: cv.language,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: cv.documentTitle,
      Author: cv.profile.name,
      Subject: cv.subject,
      Keywords: [
        ...new Set([cv.texts.jobTitle, ...cv.work.map((entry) => entry.organisation)]),
      ].join(', '),
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const pen = penFor(doc, look.fonts);
  const { colours } = look;

  header(pen, colours, cv);
  heading(pen, colours, cv.headings.summary);
  for (const text of cv.summary) {
    writeText(
      pen,
      [{ text, font: 'regular', colour: colours.ink }],
      column(pen, { size: SIZES.text, lineGap: 1, paragraphGap: 4 }),
    );
  }
  section(pen, colours, cv.headings.work, cv.work);
  section(pen, colours, cv.headings.projects, cv.projects);
  section(pen, colours, cv.headings.education, cv.education, { summary: false });
  section(pen, colours, cv.headings.courses, cv.courses, { summary: false, organisation: false });
  languages(pen, colours, cv);
  pen.doc.moveDown(0.5);
  writeText(
    pen,
    [{ text: cv.more, font: 'italic', colour: colours.muted, link: cv.profile.siteUrl }],
    column(pen, { size: SIZES.text }),
  );
  pageNumbers(pen, colours, cv);
  // Checked on every string as it was laid out: no PDF with a box or a missing letter.
  if (pen.missing.length > 0) {
    return Promise.reject(new MissingGlyphsError(cv.language, pen.missing));
  }
  doc.end();
  return done;
}
