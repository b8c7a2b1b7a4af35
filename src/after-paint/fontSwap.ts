/**
 * The look's web fonts, swapped in part by part. A face the page starts to draw
 * with lays out again every text that takes it: the whole page at once was the
 * longest task after the first paint on a slow phone (trading, 650 layout
 * objects: 270-330 ms under real 6x CPU throttling). The stylesheet names every face from the
 * first paint, so no face is registered later (that would lay out all the
 * text, whatever its face); the files are fetched and decoded first, each in a
 * task of its own, and then each frame gives a part of the page the
 * attribute that turns the web faces on, top first; a page swapped in later
 * (hash mode) takes it as it comes. docs/decisions/typefaces.md.
 */
import { FONTS_ATTRIBUTE, FONTS_SWAPPED_ATTRIBUTE, type LookFonts } from '../lib/siteFiles';

/**
 * The elements a frame gives the fonts at most. A count, not a time: a part
 * timed on a fast machine would be too large for a tool that multiplies its
 * times by 6 (Lighthouse's simulated throttling). Trading, hash, real 6x
 * throttling: layout frames over 50 ms 1-7 a visit, longest 51-64 ms with 8;
 * 4-7, 73-112 ms with 15; 249-265 ms with 100.
 */
export const PART_ELEMENTS = 8;

const size = (element: Element) => element.getElementsByTagName('*').length + 1;

export interface Part {
  roots: Element[];
  elements: number;
}

/**
 * The page in parts of at most `limit` elements where it can be split, in
 * document order. A subtree too large is split into its children only if it
 * draws in the body's face: a part takes the body's face again (src/styles.css),
 * so every part's parent must draw in it.
 */
export function partsOf(body: Element, limit = PART_ELEMENTS): Part[] {
  const bodyFace = getComputedStyle(body).fontFamily;
  const parts: Part[] = [];
  let part: Part = { roots: [], elements: 0 };
  const split = (parent: Element) => {
    for (const child of parent.children) {
      const count = size(child);
      if (count > limit && getComputedStyle(child).fontFamily === bodyFace) {
        split(child);
        continue;
      }
      if (part.roots.length > 0 && part.elements + count > limit) {
        parts.push(part);
        part = { roots: [], elements: 0 };
      }
      part.roots.push(child);
      part.elements += count;
    }
  };
  split(body);
  if (part.roots.length > 0) parts.push(part);
  return parts;
}

const mark = (element: Element) => element.setAttribute(FONTS_ATTRIBUTE, '');

/**
 * What comes into the page outside the parts (a page swapped into a container
 * that was split) takes the attribute as it comes, where its parent draws in the body's
 * face: on <html> the attribute would restyle every element of the page, a
 * long task of its own. Inside a part still to come, in another face, it waits
 * for its part.
 */
function markWhatComes(body: Element): void {
  const bodyFace = getComputedStyle(body).fontFamily;
  new MutationObserver((records) => {
    for (const { target, addedNodes } of records) {
      if (!(target instanceof Element) || target.closest(`[${FONTS_ATTRIBUTE}]`)) continue;
      if (getComputedStyle(target).fontFamily !== bodyFace) continue;
      for (const node of addedNodes) if (node instanceof Element) mark(node);
    }
  }).observe(body, { childList: true, subtree: true });
}

/**
 * Gives each part the attribute in a frame of its own, top first; then <html>
 * is marked FONTS_SWAPPED_ATTRIBUTE, which no style reads.
 */
export function swapInParts(document: Document, parts: readonly Part[]): void {
  const step = (index: number) => {
    const part = parts[index];
    if (!part) {
      document.documentElement.setAttribute(FONTS_SWAPPED_ATTRIBUTE, '');
      return;
    }
    part.roots.forEach(mark);
    requestAnimationFrame(() => step(index + 1));
  };
  requestAnimationFrame(() => step(0));
}

/**
 * Fetches the first screen's files at once, each decoded as it comes; then
 * swaps them in. A file that fails leaves its text in the fallback face.
 */
export async function swapInFonts(fonts: LookFonts, document: Document): Promise<void> {
  await Promise.all(
    fonts.preload.map(({ font, text }) => document.fonts.load(font, text).catch(() => [])),
  );
  markWhatComes(document.body);
  swapInParts(document, partsOf(document.body));
}
