import type { Page } from '@playwright/test';

/** The app's entry module (src/main.tsx), as the build names it. */
export const APP_ENTRY = /\/assets\/main-[^/]+\.js$/;

/** Holds the app's entry back, so the page stays as prerendered until the test lets it go. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Resolves once React has taken the page over (`<html data-app="live">`). */
export const appIsLive = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'live');
