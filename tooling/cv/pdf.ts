import PDFDocument from 'pdfkit';
import type { CvData, CvItem } from './cvData';

/** The three faces the CV uses, as font files (embedded, subset to the glyphs used). */
export interface CvFonts {
  regular: Uint8Array;
  semibold: Uint8Array;
  italic: Uint8Array;
}

const MARGIN = 50;
const INK = '#0f172a';
const MUTED = '#475569';
const ACCENT = '#1d4ed8';
const SIZES = { name: 22, title: 12, heading: 12.5, item: 10.5, text: 9.5, small: 8.5 };

type Doc = PDFKit.PDFDocument;

const withoutScheme = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.9);
  doc.font('semibold').fontSize(SIZES.heading).fillColor(ACCENT).text(text.toUpperCase(), {
    characterSpacing: 0.6,
  });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.6)
    .strokeColor(ACCENT)
    .stroke();
  doc.moveDown(0.5);
}

/** Title and organisation on the left, the period on the right, then the summary and keywords. */
function item(doc: Doc, entry: CvItem, { summary = true, organisation = true } = {}): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('regular').fontSize(SIZES.text);
  const periodWidth = entry.period ? doc.widthOfString(entry.period) + 12 : 0;
  // Keep an entry's first lines together on one page.
  if (doc.y + 40 > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  if (entry.period) {
    doc.fillColor(MUTED).text(entry.period, MARGIN, top + 1, { width, align: 'right' });
  }
  doc
    .font('semibold')
    .fontSize(SIZES.item)
    .fillColor(INK)
    .text(entry.title, MARGIN, top, { width: width - periodWidth, continued: organisation });
  if (organisation) doc.font('regular').fillColor(MUTED).text(` · ${entry.organisation}`);
  doc.fillColor(INK).fontSize(SIZES.text);
  if (entry.grade) doc.font('regular').text(entry.grade, { width });
  if (summary && entry.summary) doc.font('regular').text(entry.summary, { width, lineGap: 1 });
  if (entry.keywords.length > 0) {
    doc.font('italic').fontSize(SIZES.small).fillColor(MUTED).text(entry.keywords.join(' · '), {
      width,
    });
  }
  doc.moveDown(0.55);
}

function header(doc: Doc, cv: CvData): void {
  doc.font('semibold').fontSize(SIZES.name).fillColor(INK).text(cv.name);
  doc.font('regular').fontSize(SIZES.title).fillColor(MUTED).text(cv.jobTitle);
  doc.moveDown(0.4).fontSize(SIZES.text).fillColor(INK);
  doc.text(cv.email, { link: `mailto:${cv.email}`, continued: true, underline: false });
  doc.text('  ·  ', { link: null, continued: true });
  doc.text(withoutScheme(cv.siteUrl), { link: cv.siteUrl, continued: true });
  doc.text(`  ·  ${cv.address}`, { link: null });
  cv.profiles.forEach((profile, index) => {
    const last = index === cv.profiles.length - 1;
    doc.fillColor(MUTED).text(`${profile.network} `, { link: null, continued: true });
    doc.fillColor(INK).text(withoutScheme(profile.url), { link: profile.url, continued: !last });
    if (!last) doc.text('  ·  ', { link: null, continued: true });
  });
}

function pageNumbers(doc: Doc, cv: CvData): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Written in the bottom margin: no new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(SIZES.small)
      .fillColor(MUTED)
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
export function writeCvPdf(cv: CvData, fonts: CvFonts, created: Date): Promise<Uint8Array> {
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
  doc.registerFont('regular', Buffer.from(fonts.regular));
  doc.registerFont('semibold', Buffer.from(fonts.semibold));
  doc.registerFont('italic', Buffer.from(fonts.italic));

  header(doc, cv);
  heading(doc, cv.headings.profile);
  doc.font('regular').fontSize(SIZES.text).fillColor(INK);
  for (const paragraph of cv.profile) doc.text(paragraph, { lineGap: 1, paragraphGap: 4 });
  heading(doc, cv.headings.work);
  for (const entry of cv.work) item(doc, entry);
  heading(doc, cv.headings.projects);
  for (const entry of cv.selectedProjects) item(doc, entry);
  heading(doc, cv.headings.education);
  for (const entry of cv.education) item(doc, entry, { summary: false });
  heading(doc, cv.headings.courses);
  for (const entry of cv.courses) item(doc, entry, { summary: false, organisation: false });
  doc.moveDown(0.5).font('italic').fontSize(SIZES.text).fillColor(MUTED);
  doc.text(cv.more, { link: cv.siteUrl });
  pageNumbers(doc, cv);
  doc.end();
  return done;
}
