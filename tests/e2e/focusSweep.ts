import type { CDPSession, Page } from '@playwright/test';
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
  /** Its focus ring, where the sweep measured rings. */
  ring: FocusRing | null;
}

/** How a focused control's ring is drawn: the same whichever way focus came to it. */
export interface FocusRing {
  /** An outline at least 2 px wide. */
  drawn: boolean;
  /** The ring reaches past a parent that clips its overflow. */
  clipped: boolean;
  /** An inset ring on a picture, drawn on the picture's own colours, whatever they are. */
  overPicture: boolean;
  /** The ring's colour as painted, and the background it is drawn on (WCAG 1.4.11: 3:1). */
  colour: Rgb;
  against: Rgb;
}

/** What the page keeps of a sweep: whether to measure rings, and each Tab key's measure. */
interface FocusRecord {
  rings: boolean;
  /** The sweep ends as focus leaves this element (once it has been in it): `main`, or the page. */
  within: string | null;
  /** Keys to let through unmeasured first: the one that leaves the start. */
  skip: number;
  measures: ((FocusStop & { repeat: boolean; outside: boolean }) | null)[];
  /** Focus has been round: on no control after the stops, or on one measured before. */
  done: boolean;
  /**
   * What is pinned over the page (fixed or sticky), found as the sweep starts: Tab moves focus
   * and scrolls, which pins nothing new but an element focus is on or in (the skip link,
   * `:focus-within`), never counted as covering its own control. Styling every element at
   * each stop was most of a stop's measure.
   */
  pinned: HTMLElement[];
}

/**
 * Which stops a sweep crosses: `page`, every one (from the top, or the end going back);
 * `main`, those of the main region, from where focus rests (the page's heading, after a page
 * change) going forward, and going back from the frame after it (the footer, the banner) up
 * through main and the header, to the page's start.
 */
export type SweptPart = 'page' | 'main';

/**
 * Runs in the page: at each Tab key (Shift+Tab too), before the key moves focus, measures
 * the control it leaves, where focus has come to rest (the browser scrolled it into view
 * as the key before moved it there): how much of it is on top at sample points across
 * its box, and, asked for `rings` (with the colour probe installed: colours.ts), its ring.
 * A point counts as shown when the topmost element there is the control, one of its
 * descendants or one of its ancestors (a rounded corner or the gap between two lines
 * of a wrapped link shows what is behind the control, not something covering it);
 * outside the viewport it does not count. The ring lies on the parent's background
 * when drawn outside the control, on the control's own when inset.
 * Records null when focus is on no control (on <body>, before the first stop or
 * after the last one), and marks each control so a repeat ends the sweep.
 */
function recordFocusStops({
  rings,
  within,
  startAfter,
}: {
  rings: boolean;
  within: string | null;
  startAfter: string | null;
}) {
  const page = window as unknown as { focusRecord: FocusRecord | null; focusRecorded?: true };
  const pinned = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) =>
    ['fixed', 'sticky'].includes(getComputedStyle(element).position),
  );
  page.focusRecord = { rings, within, skip: 0, measures: [], done: false, pinned };
  for (const swept of document.querySelectorAll<HTMLElement>('[data-focus-swept]')) {
    delete swept.dataset.focusSwept;
  }
  if (startAfter) {
    // Focus on the first control after the element, as Tab would leave it there: the start,
    // not a stop (the measure of the first key is dropped).
    const region = document.querySelector(startAfter);
    const start = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, summary, select, input, textarea, [tabindex]',
      ),
    ].find(
      (element) =>
        region !== null &&
        !region.contains(element) &&
        (region.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
        element.tabIndex >= 0 &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    start?.focus();
    page.focusRecord.skip = 1;
  } else {
    // From the top, or after a page change from the heading the page focused (the browser
    // starts Tab where focus was): that focus is the page's, not a stop.
    (document.activeElement as HTMLElement | null)?.blur();
  }
  if (page.focusRecorded) return;
  page.focusRecorded = true;
  const measure = (rings: boolean) => {
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
    for (const element of page.focusRecord?.pinned ?? []) {
      if (element.contains(control)) continue;
      const pinned = element.getBoundingClientRect();
      const inView = pinned.bottom > 0 && pinned.top < height;
      const inColumn = pinned.right > box.left && pinned.left < box.right;
      if (inView && inColumn) pinnedHeight += pinned.height;
    }

    const label = control.getAttribute('aria-label') ?? control.textContent ?? '';
    const region = page.focusRecord?.within
      ? document.querySelector(page.focusRecord.within)
      : null;
    const stop = {
      repeat,
      outside: region !== null && !region.contains(control),
      name: `${control.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 50)}"`,
      shown: shown / samplesPerSide ** 2,
      fits: box.height <= height - pinnedHeight && box.width <= width,
    };
    if (!rings) return { ...stop, ring: null };

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
    return {
      ...stop,
      ring: {
        drawn: style.outlineStyle !== 'none' && ringWidth >= 2,
        clipped,
        overPicture: reach <= 0 && control.querySelector('img, picture, canvas, video') !== null,
        colour: paint([...behind, style.outlineColor]),
        against: paint(behind),
      },
    };
  };
  addEventListener(
    'keydown',
    (event) => {
      const record = page.focusRecord;
      if (event.key !== 'Tab' || !record) return;
      // Once round, the keys still on their way leave focus where the sweep ended.
      if (record.done) {
        event.preventDefault();
        return;
      }
      if (record.skip > 0) {
        record.skip -= 1;
        return;
      }
      const measured = measure(record.rings);
      const started = record.measures.some((stop) => stop !== null);
      record.measures.push(measured);
      record.done = measured === null ? started : measured.repeat || (measured.outside && started);
      if (record.done) event.preventDefault();
    },
    { capture: true },
  );
}

const keySessions = new WeakMap<Page, CDPSession>();

/** The page's DevTools session the sweeps send their keys through, opened once. */
async function keySession(page: Page): Promise<CDPSession> {
  const open = keySessions.get(page);
  if (open) return open;
  const session = await page.context().newCDPSession(page);
  keySessions.set(page, session);
  return session;
}

/** Presses sent at once between two reads of the record: about half a page's stops. */
const BATCH = 10;

/**
 * Presses Tab (or Shift+Tab) from the top (or the end) of the page until focus has
 * been round every control once, or over the part of it asked for: where each stop was
 * shown and, with `rings`, how its ring was drawn. The page measures each stop as the
 * next key comes (recordFocusStops), so the keys go through the DevTools protocol a batch
 * at a time, in order, and the record is read once a batch, not a round trip for each key
 * and each measure.
 */
export async function sweepFocus(
  page: Page,
  key: FocusKey,
  { rings, part = 'page' }: { rings: boolean; part?: SweptPart },
  limit = 250,
): Promise<FocusStop[]> {
  if (rings) await installColourProbeIn(page);
  const main = part === 'main';
  await page.evaluate(recordFocusStops, {
    rings,
    within: main && key === 'Tab' ? 'main' : null,
    startAfter: main && key === 'Shift+Tab' ? 'main' : null,
  });
  const cdp = await keySession(page);
  // As Playwright's keyboard sends Tab; Shift held is a modifier of the same key.
  const tab = {
    key: 'Tab',
    code: 'Tab',
    windowsVirtualKeyCode: 9,
    modifiers: key === 'Shift+Tab' ? 8 : 0,
  };
  try {
    for (let pressed = 0; pressed < limit; pressed += BATCH) {
      await Promise.all(
        Array.from({ length: BATCH }, () => [
          cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }),
          cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }),
        ]).flat(),
      );
      const record = await page.evaluate(() => {
        const { done, measures } = (window as unknown as { focusRecord: FocusRecord }).focusRecord;
        return { done, measures };
      });
      // The stops up to the measure that found focus round.
      if (record.done) {
        return record.measures
          .slice(0, -1)
          .filter((stop) => stop !== null)
          .map(({ name, shown, fits, ring }) => ({ name, shown, fits, ring }));
      }
    }
  } finally {
    // Keys pressed after the sweep move focus again.
    await page.evaluate(() => Object.assign(window, { focusRecord: null }));
  }
  throw new Error(`focus did not come round in ${limit} presses of ${key}`);
}

/** Stops not shown at all, or not shown whole although they would fit: one line each. */
export function obscuredStops(stops: readonly FocusStop[]): string[] {
  return stops
    .filter((stop) => stop.shown === 0 || (stop.fits && stop.shown < 1))
    .map((stop) => `${stop.name}: ${Math.round(stop.shown * 100)}% shown`);
}

/** Stops whose ring is missing, cut off, drawn over a picture or under 3:1 against its background. */
export function poorRings(stops: readonly FocusStop[]): string[] {
  return stops.flatMap(({ name, ring }) => {
    if (!ring) return [];
    const ratio = contrastRatio(ring.colour, ring.against);
    return [
      ...(ring.drawn ? [] : [`${name}: no ring`]),
      ...(ring.clipped ? [`${name}: ring cut off by a parent`] : []),
      ...(ring.overPicture ? [`${name}: ring drawn over a picture`] : []),
      ...(ratio < NON_TEXT_CONTRAST ? [`${name}: ring at ${ratio.toFixed(2)}:1`] : []),
    ];
  });
}
