import PDFDocument from 'pdfkit';
import type { CvData, CvItem } from './cvData';

/**
 * The CV in the owner's look: the light theme's text colours (each AA on white,
 * which is lighter than the pages they are checked on) and the pairing's faces
 * as font files (embedded, subset to the glyphs used).
 */
export interface CvLook {
  colours: { ink: string; muted: string; accent: string };
  /** Running text, item titles and keywords; the name and section headings. */
  fonts: Record<'regular' | 'semibold' | 'italic' | 'heading', Uint8Array>;
}

const MARGIN = 50;
const SIZES = { name: 22, title: 12, heading: 12.5, item: 10.5, text: 9.5, small: 8.5 };

type Doc = PDFKit.PDFDocument;

const withoutScheme = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

function heading(doc: Doc, { accent }: CvLook['colours'], text: string): void {
  doc.moveDown(0.9);
  doc.font('heading').fontSize(SIZES.heading).fillColor(accent).text(text.toUpperCase(), {
    characterSpacing: 0.6,
  });
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
  doc: Doc,
  { ink, muted }: CvLook['colours'],
  entry: CvItem,
  { summary = true, organisation = true } = {},
): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('regular').fontSize(SIZES.text);
  const periodWidth = entry.period ? doc.widthOfString(entry.period) + 12 : 0;
  // Keep an entry's first lines together on one page.
  if (doc.y + 40 > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  if (entry.period) {
    doc.fillColor(muted).text(entry.period, MARGIN, top + 1, { width, align: 'right' });
  }
  doc
    .font('semibold')
    .fontSize(SIZES.item)
    .fillColor(ink)
    .text(entry.title, MARGIN, top, { width: width - periodWidth, continued: organisation });
  if (organisation) doc.font('regular').fillColor(muted).text(` · ${entry.organisation}`);
  doc.fillColor(ink).fontSize(SIZES.text);
  if (entry.grade) doc.font('regular').text(entry.grade, { width });
  if (summary && entry.summary) doc.font('regular').text(entry.summary, { width, lineGap: 1 });
  if (entry.keywords.length > 0) {
    doc.font('italic').fontSize(SIZES.small).fillColor(muted).text(entry.keywords.join(' · '), {
      width,
    });
  }
  doc.moveDown(0.55);
}

function header(doc: Doc, { ink, muted }: CvLook['colours'], cv: CvData): void {
  doc.font('heading').fontSize(SIZES.name).fillColor(ink).text(cv.name);
  doc.font('regular').fontSize(SIZES.title).fillColor(muted).text(cv.jobTitle);
  doc.moveDown(0.4).fontSize(SIZES.text).fillColor(ink);
  doc.text(cv.email, { link: `mailto:${cv.email}`, continued: true, underline: false });
  doc.text('  ·  ', { link: null, continued: true });
  doc.text(withoutScheme(cv.siteUrl), { link: cv.siteUrl, continued: true });
  doc.text(`  ·  ${cv.address}`, { link: null });
  cv.profiles.forEach((profile, index) => {
    const last = index === cv.profiles.length - 1;
    doc.fillColor(muted).text(`${profile.network} `, { link: null, continued: true });
    doc.fillColor(ink).text(withoutScheme(profile.url), { link: profile.url, continued: !last });
    if (!last) doc.text('  ·  ', { link: null, continued: true });
  });
}

/** The languages the owner speaks, on one line; no section without them. */
function languages(doc: Doc, colours: CvLook['colours'], cv: CvData): void {
  if (cv.languages.length === 0) return;
  heading(doc, colours, cv.headings.languages);
  doc
    .font('regular')
    .fontSize(SIZES.text)
    .fillColor(colours.ink)
    .text(cv.languages.map((entry) => entry.label).join('  ·  '), {
      width: doc.page.width - 2 * MARGIN,
    });
}

function pageNumbers(doc: Doc, { muted }: CvLook['colours'], cv: CvData): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Written in the bottom margin: no new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(SIZES.small)
      .fillColor(muted)
      .text(
        `${cv.name} · ${cv.pageLabel(index + 1, range.count)}`,
        MARGIN,
        doc.page.height - MARGIN + 16,
        { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
      );
  }
}

/**
 * The CV as an A4 PDF with real, selectable text: the fonts are embedded
 * (subset), the title and language are in its metadata, links are live.
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
      Author: cv.name,
      Subject: cv.subject,
      Keywords: [...new Set([cv.jobTitle, ...cv.work.map((entry) => entry.organisation)])].join(
        ', ',
      ),
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
  for (const [name, file] of Object.entries(look.fonts)) doc.registerFont(name, Buffer.from(file));
  const { colours } = look;

  header(doc, colours, cv);
  heading(doc, colours, cv.headings.profile);
  doc.font('regular').fontSize(SIZES.text).fillColor(colours.ink);
  for (const paragraph of cv.profile) doc.text(paragraph, { lineGap: 1, paragraphGap: 4 });
  heading(doc, colours, cv.headings.work);
  for (const entry of cv.work) item(doc, colours, entry);
  heading(doc, colours, cv.headings.projects);
  for (const entry of cv.selectedProjects) item(doc, colours, entry);
  heading(doc, colours, cv.headings.education);
  for (const entry of cv.education) item(doc, colours, entry, { summary: false });
  heading(doc, colours, cv.headings.courses);
  for (const entry of cv.courses) {
    item(doc, colours, entry, { summary: false, organisation: false });
  }
  languages(doc, colours, cv);
  doc.moveDown(0.5).font('italic').fontSize(SIZES.text).fillColor(colours.muted);
  doc.text(cv.more, { link: cv.siteUrl });
  pageNumbers(doc, colours, cv);
  doc.end();
  return done;
}
