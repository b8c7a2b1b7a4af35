import { expect, type Page } from '@playwright/test';
import { FONTS_SWAPPED_ATTRIBUTE } from '../../../src/lib/siteFiles';
import {
  FIRST_PAINT_DATA_ID,
  type FirstPaintData,
} from '../../../src/first-paint/documentContract';

/** The after-paint module (src/after-paint/index.ts), as the build names it. */
export const AFTER_PAINT = /\/assets\/after-paint-[^/]+\.js$/;

/** Holds the after-paint module back, so the page stays as its first paint until the test lets it go. */
export async function holdAfterPaint(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(AFTER_PAINT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once the page is shown whole (`<html data-shown>`) and the after-paint
 * module has run (`<html data-after-paint>`): all the page does by itself is done
 * or under way (the fonts' swap, an island near the screen).
 */
export const pageIsSettled = (page: Page) =>
  page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-shown') &&
      document.documentElement.hasAttribute('data-after-paint'),
  );

/**
 * The scripts a page loads by itself, as its first-paint data names them (the addresses'
 * paths): the after-paint module then what it imports, and in hash mode the navigation
 * module's; an island's code comes only as the island nears the screen.
 */
export const scriptsOfFirstPaint = (page: Page) =>
  page.evaluate((id) => {
    const { afterPaint, navigation } = JSON.parse(
      document.getElementById(id)?.textContent ?? '{}',
    ) as Pick<FirstPaintData, 'afterPaint' | 'navigation'>;
    return { afterPaint, navigation };
  }, FIRST_PAINT_DATA_ID);

/**
 * Resolves once the look's web fonts have been swapped in (`<html data-fonts-swapped>`): the
 * text stops moving as their measures replace the fallbacks'. A click aimed before it can
 * land where the target was (Playwright waits for the target to stand still, not for what
 * moves it later).
 */
export const fontsSwapped = (page: Page) =>
  page.locator(`html[${FONTS_SWAPPED_ATTRIBUTE}]`).waitFor({ state: 'attached' });

/**
 * The page's shell and its heading are on screen: the banner (the site's header), the
 * content info (its footer) and main's h1, each with a box and not hidden, as Playwright's
 * toBeVisible has it. Read in one evaluate, again until all three are.
 */
export async function expectShellShown(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const shown = (selector: string) => {
            const element = document.querySelector(selector);
            if (!element) return false;
            const { width, height } = element.getBoundingClientRect();
            return width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden';
          };
          return [shown('header'), shown('footer'), shown('main h1')];
        }),
      { message: 'the banner, the content info and the main heading on screen' },
    )
    .toEqual([true, true, true]);
}
