import type { Page } from '@playwright/test';
import { contrastRatio, NON_TEXT_CONTRAST, type Rgb } from '../../src/test/contrast';
import { installColourProbeIn, type ColourProbe } from './colours';

export type FocusKey = 'Tab' | 'Shift+Tab';

/** Where a focus stop ended up on screen once the browser had scrolled it into view, and its ring. */
export interface FocusStop {
  /** Tag, accessible name or text: enough to find the control in a failure message. */
  name: string;
  /** Share of sample points on the control where it is on top (not covered, inside the viewport). */
  shown: number;
  /** The control fits in the part of the viewport that nothing pinned covers. */
  fits: boolean;
  /** The focus ring: an outline at least 2 px wide. */
  drawn: boolean;
  /** The ring reaches past a parent that clips its overflow. */
  clipped: boolean;
  /** An inset ring on a picture, drawn on the picture's own colours, whatever they are. */
  overPicture: boolean;
  /** The ring's colour as painted, and the background it is drawn on (WCAG 1.4.11: 3:1). */
  colour: Rgb;
  against: Rgb;
}

/**
 * Runs in the page, with the colour probe installed (colours.ts): how much of the
 * focused control is on top at sample points across its box, and its ring. A point
 * counts as shown when the topmost element there is the control, one of its
 * descendants or one of its ancestors (a rounded corner or the gap between two lines
 * of a wrapped link shows what is behind the control, not something covering it);
 * outside the viewport it does not count. The ring lies on the parent's background
 * when drawn outside the control, on the control's own when inset.
 * Returns null when focus is on no control (on <body>, before the first stop or
 * after the last one), and marks each control so a repeat ends the sweep.
 */
function measureFocusedControl() {
  const samplesPerSide = 5;
  const control = document.activeElement;
  if (!(control instanceof HTMLElement) || control === document.body) return null;
  const repeat = control.dataset.focusSwept === 'yes';
  control.dataset.focusSwept = 'yes';

  const box = control.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  let shown = 0;
  for (let column = 0; column < samplesPerSide; column += 1) {
    for (let row = 0; row < samplesPerSide; row += 1) {
      const x = box.left + 1 + ((box.width - 2) * (column + 0.5)) / samplesPerSide;
      const y = box.top + 1 + ((box.height - 2) * (row + 0.5)) / samplesPerSide;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const top = document.elementFromPoint(x, y);
      if (top && (control.contains(top) || top.contains(control))) shown += 1;
    }
  }

  // What is pinned over the page (fixed or sticky, e.g. the cookie banner) above or
  // below the control, and does not hold it, takes room the control cannot use.
  let pinnedHeight = 0;
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const { position } = getComputedStyle(element);
    if ((position === 'fixed' || position === 'sticky') && !element.contains(control)) {
      const pinned = element.getBoundingClientRect();
      const inView = pinned.bottom > 0 && pinned.top < height;
      const inColumn = pinned.right > box.left && pinned.left < box.right;
      if (inView && inColumn) pinnedHeight += pinned.height;
    }
  }

  // The ring as it settles: controls with transition-colors fade its colour in.
  for (const animation of control.getAnimations()) animation.finish();
  const { paint, backgroundsDownTo } = (window as unknown as { colourProbe: ColourProbe })
    .colourProbe;
  const style = getComputedStyle(control);
  const ringWidth = parseFloat(style.outlineWidth);
  const reach = parseFloat(style.outlineOffset) + ringWidth;
  const behind = backgroundsDownTo(control, parseFloat(style.outlineOffset) < 0);
  let clipped = false;
  for (let node = control.parentElement; node; node = node.parentElement) {
    if (getComputedStyle(node).overflow === 'visible') continue;
    const clip = node.getBoundingClientRect();
    // One pixel of slack: overflow clips at the padding box, inside a 1 px border.
    clipped ||=
      box.left - reach < clip.left - 1 ||
      box.right + reach > clip.right + 1 ||
      box.top - reach < clip.top - 1 ||
      box.bottom + reach > clip.bottom + 1;
  }

  const label = control.getAttribute('aria-label') ?? control.textContent ?? '';
  return {
    repeat,
    name: `${control.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 50)}"`,
    shown: shown / samplesPerSide ** 2,
    fits: box.height <= height - pinnedHeight && box.width <= width,
    drawn: style.outlineStyle !== 'none' && ringWidth >= 2,
    clipped,
    overPicture: reach <= 0 && control.querySelector('img, picture, canvas, video') !== null,
    colour: paint([...behind, style.outlineColor]),
    against: paint(behind),
  };
}

/** What a measure in the page returns for the focused control; `repeat` once focus has come round. */
type Measured<T> = (T & { repeat: boolean }) | null;

/**
 * Presses Tab (or Shift+Tab) from the top (or the end) of the page until focus
 * has been round every control once, measuring each stop in the page. The
 * measure marks each control it sees (data-focus-swept) and reports a repeat.
 */
export async function tabThrough<T extends object>(
  page: Page,
  key: FocusKey,
  measure: () => Measured<T>,
  limit = 250,
): Promise<T[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const swept of document.querySelectorAll<HTMLElement>('[data-focus-swept]')) {
      delete swept.dataset.focusSwept;
    }
  });
  const stops: T[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    const stop = (await page.evaluate(measure)) as Measured<T>;
    if (stop === null ? stops.length > 0 : stop.repeat) return stops;
    if (stop) stops.push(stop);
  }
  throw new Error(`focus did not come round in ${limit} presses of ${key}`);
}

/** Where each stop was shown and how its ring was drawn, Tab by Tab (or Shift+Tab), once round the page. */
export async function sweepFocus(page: Page, key: FocusKey): Promise<FocusStop[]> {
  await installColourProbeIn(page);
  return tabThrough(page, key, measureFocusedControl);
}

/** Stops not shown at all, or not shown whole although they would fit: one line each. */
export function obscuredStops(stops: readonly FocusStop[]): string[] {
  return stops
    .filter((stop) => stop.shown === 0 || (stop.fits && stop.shown < 1))
    .map((stop) => `${stop.name}: ${Math.round(stop.shown * 100)}% shown`);
}

/** Stops whose ring is missing, cut off, drawn over a picture or under 3:1 against its background. */
export function poorRings(stops: readonly FocusStop[]): string[] {
  return stops.flatMap((stop) => {
    const ratio = contrastRatio(stop.colour, stop.against);
    return [
      ...(stop.drawn ? [] : [`${stop.name}: no ring`]),
      ...(stop.clipped ? [`${stop.name}: ring cut off by a parent`] : []),
      ...(stop.overPicture ? [`${stop.name}: ring drawn over a picture`] : []),
      ...(ratio < NON_TEXT_CONTRAST ? [`${stop.name}: ring at ${ratio.toFixed(2)}:1`] : []),
    ];
  });
}
