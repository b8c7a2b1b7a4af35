import type { Page } from '@playwright/test';

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
