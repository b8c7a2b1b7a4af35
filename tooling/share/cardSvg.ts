/**
 * The share card's design, as an SVG of paths: the site label on top, the
 * page's title large in the heading face, and a band in the surface colour
 * with the owner's portrait (or monogram), name and job title. The portrait
 * itself is composited by sharp (shareImage.ts) in the slot this leaves.
 */
import {
  checkedColours,
  SHARE_HEIGHT,
  SHARE_WIDTH,
  type ShareCard,
  type ShareColours,
} from './card.ts';
import {
  capHeight,
  loadFace,
  missingCharacters,
  textPath,
  textWidth,
  type Face,
  type TextStyle,
} from './faces.ts';
import { breakLines, fitTitle, type TitleSize } from './lineBreak.ts';
import { initialsOf } from '../../src/lib/initials.ts';

const PAD = 80;
/** The widest a line of the title may be. */
export const TITLE_WIDTH = SHARE_WIDTH - 2 * PAD;
/** The title's sizes, largest first, with the lines each may take: a short title stands tall. */
export const TITLE_SIZES: readonly TitleSize[] = [
  { size: 112, maxLines: 1 },
  { size: 88, maxLines: 2 },
  { size: 72, maxLines: 3 },
];
const TITLE_LEADING = 1.1;
const LABEL_BASELINE = 112;
const BAND_TOP = 456;
const ACCENT_RULE = 6;
const PORTRAIT = 120;

/** Where the portrait goes, for the compositor. */
export interface PortraitSlot {
  left: number;
  top: number;
  size: number;
}

/** The card as laid out: the drawing, the portrait's slot and the title's lines (for tests). */
export interface CardLayout {
  svg: string;
  portrait: PortraitSlot;
  title: { size: number; lines: string[]; width: number };
}

/** One line of text, cut with an ellipsis if wider than maxWidth. */
function oneLine(style: TextStyle, text: string, maxWidth: number): string {
  return breakLines(text, (part) => textWidth(style, part), maxWidth, 1).lines[0] ?? '';
}

/** Every text drawn in a face must have its glyphs: a box in a link preview is worse than a failed build. */
function checkGlyphs(face: Face, texts: string[]): void {
  const missing = missingCharacters(face, texts.join(' '));
  if (missing.length > 0) {
    throw new Error(
      `${face.path} has no glyph for ${missing.map((char) => `"${char}"`).join(', ')}`,
    );
  }
}

/** Quarter rings in the top right corner, faint: the portrait's circle, echoed; clear of the title. */
function cornerRings(accent: string): string {
  const rings = [
    { r: 96, width: 0, opacity: 0.14 },
    { r: 140, width: 3, opacity: 0.22 },
    { r: 184, width: 2, opacity: 0.12 },
  ];
  return rings
    .map(({ r, width, opacity }) =>
      width
        ? `<circle cx="${SHARE_WIDTH}" cy="0" r="${r}" fill="none" stroke="${accent}" stroke-width="${width}" opacity="${opacity}"/>`
        : `<circle cx="${SHARE_WIDTH}" cy="0" r="${r}" fill="${accent}" opacity="${opacity}"/>`,
    )
    .join('');
}

const path = (data: string, fill: string) => `<path d="${data}" fill="${fill}"/>`;

/** The site label, after an accent dot: the card's second voice. */
function siteLabel(card: ShareCard, body: Face, colours: ShareColours): string {
  const label: TextStyle = { face: body, size: 28, tracking: 0.5 };
  const dotY = LABEL_BASELINE - capHeight(label) / 2;
  // Cut well before the corner rings (they reach x ≈ 1050 at the label's height).
  const text = oneLine(label, card.siteLabel, 880 - PAD - 28);
  return `<circle cx="${PAD + 6}" cy="${dotY}" r="6" fill="${colours.accentFill}"/>${path(textPath(label, text, PAD + 28, LABEL_BASELINE), colours.muted)}`;
}

/** The title, as large as its length allows, centred between the label and the band. */
function titleBlock(card: ShareCard, heading: Face, colours: ShareColours) {
  const styleAt = (size: number): TextStyle => ({ face: heading, size, tracking: -size * 0.01 });
  const measureAt = (size: number) => (text: string) => textWidth(styleAt(size), text);
  const { size, lines } = fitTitle(card.title, measureAt, TITLE_SIZES, TITLE_WIDTH);
  const style = styleAt(size);
  const leading = size * TITLE_LEADING;
  // Optically: from the capitals' top to the last baseline, a little below the true middle.
  const block = capHeight(style) + leading * (lines.length - 1);
  const firstBaseline = (LABEL_BASELINE + BAND_TOP) / 2 + 8 - block / 2 + capHeight(style);
  // Large letters' side bearings push them right of the label: pulled back to align.
  const data = lines
    .map((line, index) => textPath(style, line, PAD - 4, firstBaseline + index * leading))
    .join('');
  const width = Math.max(...lines.map((line) => measureAt(size)(line)));
  return { svg: path(data, colours.ink), title: { size, lines, width } };
}

/** The band: accent rule, portrait slot (or monogram) in an accent ring, name and job title. */
function band(card: ShareCard, faces: { heading: Face; body: Face }, colours: ShareColours) {
  const height = SHARE_HEIGHT - BAND_TOP;
  const portrait = { left: PAD, top: BAND_TOP + (height - PORTRAIT) / 2, size: PORTRAIT };
  const cx = portrait.left + PORTRAIT / 2;
  const cy = portrait.top + PORTRAIT / 2;
  const circle = (r: number, paint: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" ${paint}/>`;
  let monogram = '';
  if (!card.photo) {
    const style: TextStyle = { face: faces.heading, size: 48, tracking: 1 };
    const letters = initialsOf(card.ownerName, card.language);
    const x = cx - textWidth(style, letters) / 2;
    monogram =
      circle(PORTRAIT / 2, `fill="${colours.accentFill}"`) +
      path(textPath(style, letters, x, cy + capHeight(style) / 2), colours.onAccent);
  }
  const left = portrait.left + PORTRAIT + 40;
  const room = SHARE_WIDTH - PAD - left;
  const name: TextStyle = { face: faces.heading, size: 40 };
  const job: TextStyle = { face: faces.body, size: 28 };
  const svg = [
    `<rect y="${BAND_TOP}" width="${SHARE_WIDTH}" height="${height}" fill="${colours.surface}"/>`,
    `<rect y="${BAND_TOP}" width="${SHARE_WIDTH}" height="${ACCENT_RULE}" fill="${colours.accentFill}"/>`,
    circle(PORTRAIT / 2 + 7, `fill="none" stroke="${colours.accentFill}" stroke-width="4"`),
    monogram,
    path(textPath(name, oneLine(name, card.ownerName, room), left, cy - 8), colours.ink),
    path(textPath(job, oneLine(job, card.jobTitle, room), left, cy + 36), colours.muted),
  ].join('');
  return { svg, portrait };
}

export function layoutCard(card: ShareCard): CardLayout {
  const colours = checkedColours(card.colours);
  const heading = loadFace(card.fonts.heading);
  const body = loadFace(card.fonts.body);
  checkGlyphs(heading, [card.title, card.ownerName, initialsOf(card.ownerName, card.language)]);
  checkGlyphs(body, [card.jobTitle, card.siteLabel]);
  const { svg: titleSvg, title } = titleBlock(card, heading, colours);
  const { svg: bandSvg, portrait } = band(card, { heading, body }, colours);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">`,
    `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="${colours.page}"/>`,
    cornerRings(colours.accentFill),
    siteLabel(card, body, colours),
    titleSvg,
    bandSvg,
    '</svg>',
  ].join('\n');
  return { svg, portrait, title };
}
