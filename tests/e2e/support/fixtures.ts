import { test as base, expect, type Page } from '@playwright/test';

import { AVATAR_ORIGIN, FLAG_ORIGIN, standInImage } from '../../support/browser';

/** Answers the external image hosts locally (this machine has no internet). */
export async function stubImageHosts(page: Page): Promise<void> {
  for (const origin of [FLAG_ORIGIN, AVATAR_ORIGIN]) {
    await page.route(`${origin}/**`, (route) => {
      const image = standInImage(new URL(route.request().url()));
      return image
        ? route.fulfill({ status: 200, contentType: image.contentType, body: image.body })
        : route.fulfill({ status: 404 });
    });
  }
}

/** Makes the external image hosts fail, to see the fallbacks. */
export async function failImageHosts(page: Page): Promise<void> {
  for (const origin of [FLAG_ORIGIN, AVATAR_ORIGIN]) {
    await page.unroute(`${origin}/**`);
    await page.route(`${origin}/**`, (route) => route.abort('connectionfailed'));
  }
}

/**
 * Prerendered pages are on screen before React has hydrated them; a click
 * before then is kept and replayed (or acted on at once), which tests of the
 * page's own behaviour do not want to depend on. Every page load in a test
 * therefore waits until the app is live.
 */
const plainGoto = new WeakMap<Page, Page['goto']>();

function waitForHydrationAfterLoads(page: Page): void {
  const handedOver = () =>
    page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  const goto = page.goto.bind(page);
  plainGoto.set(page, goto);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // A blank page between visits has no app to wait for.
    if (!args[0].startsWith('about:')) await handedOver();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await handedOver();
    return response;
  };
}

/** Loads a page without waiting for React: what is on screen before any script runs. */
export async function gotoBeforeHydration(page: Page, url: string): Promise<void> {
  const goto = plainGoto.get(page) ?? page.goto.bind(page);
  await goto(url);
}

const expectedProblems = new WeakMap<Page, RegExp[]>();

/** Declares that this page is expected to log errors matching the pattern. */
export function expectPageProblems(page: Page, pattern: RegExp): void {
  expectedProblems.get(page)?.push(pattern);
}

/**
 * Every test gets the image hosts stubbed and fails on any console error,
 * uncaught exception or CSP violation it did not declare with expectPageProblems.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    expectedProblems.set(page, []);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      // React could not hydrate the prerendered page and rendered it afresh.
      if (message.text().startsWith('Prerendered page not reused')) {
        problems.push(`hydration: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await stubImageHosts(page);
    waitForHydrationAfterLoads(page);
    await use(page);
    const expected = expectedProblems.get(page) ?? [];
    const unexpected = problems.filter((problem) => !expected.some((p) => p.test(problem)));
    if (testInfo.status === testInfo.expectedStatus) {
      expect(unexpected, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    }
  },
});

export { expect };
