import type { Locator, Page } from '@playwright/test';
import { contrastRatio, type Rgb } from '../../src/test/contrast';

/**
 * Runs in the page: resolves colours as the browser paints them. Computed styles
 * come back in whatever space the stylesheet used (Tailwind's are oklch), and
 * may be translucent; drawing them on a 1 × 1 canvas over what lies beneath and
 * reading the pixel back gives the sRGB the eye gets.
 */
function installColourProbe() {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  const paint = (colours: string[]): Rgb => {
    context.fillStyle = '#fff'; // the browser's canvas under a page without a background
    context.fillRect(0, 0, 1, 1);
    for (const colour of colours) {
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
    }
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return { r, g, b };
  };
  /** The background colours from <html> down to the element (inclusive or not). */
  const backgroundsDownTo = (element: Element, inclusive: boolean): string[] => {
    const chain: string[] = [];
    let node: Element | null = inclusive ? element : element.parentElement;
    for (; node; node = node.parentElement) chain.unshift(getComputedStyle(node).backgroundColor);
    return chain;
  };
  Object.assign(window, { colourProbe: { paint, backgroundsDownTo } });
}

/** What installColourProbe leaves on window, for the measures that run in the page. */
export interface ColourProbe {
  paint: (colours: string[]) => Rgb;
  backgroundsDownTo: (element: Element, inclusive: boolean) => string[];
}

/** A colour against what lies next to it, in sRGB, for the contrast check in Node. */
export interface ColourPair {
  what: string;
  colour: Rgb;
  against: Rgb;
}

export const ratioOf = (pair: ColourPair) => contrastRatio(pair.colour, pair.against);

export async function installColourProbeIn(page: Page): Promise<void> {
  await page.evaluate(installColourProbe);
}

/**
 * Runs in the page: a control's border against the background outside it and
 * against its own fill (a border must stand out from both to outline the control).
 */
function measureBorder(element: Element, what: string): ColourPair[] {
  const { paint, backgroundsDownTo } = (window as unknown as { colourProbe: ColourProbe })
    .colourProbe;
  const outside = backgroundsDownTo(element, false);
  const inside = backgroundsDownTo(element, true);
  const border = getComputedStyle(element).borderTopColor;
  return [
    {
      what: `${what} against the page`,
      colour: paint([...outside, border]),
      against: paint(outside),
    },
    {
      what: `${what} against its fill`,
      colour: paint([...inside, border]),
      against: paint(inside),
    },
  ];
}

/** The border of every element the locator matches, named for failure messages. */
export async function borderPairs(locator: Locator, what: string): Promise<ColourPair[]> {
  const pairs: ColourPair[] = [];
  for (const element of await locator.all()) {
    pairs.push(...(await element.evaluate(measureBorder, what)));
  }
  return pairs;
}

/** The element's own background, painted (its parents' showing through where it is translucent). */
export function backgroundOf(locator: Locator): Promise<Rgb> {
  return locator.evaluate((element) => {
    const { paint, backgroundsDownTo } = (window as unknown as { colourProbe: ColourProbe })
      .colourProbe;
    return paint(backgroundsDownTo(element, true));
  });
}
