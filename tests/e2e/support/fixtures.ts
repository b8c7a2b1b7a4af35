import { test as base, expect, type Page } from '@playwright/test';
import type { Language } from '../../../src/lib/language';
import type { RoutingMode } from '../../../src/lib/siteUrls';
import { inRoutingMode, pageAddress } from './addresses';
import { appIsLive } from './appEntry';

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
const routingOfPage = new WeakMap<Page, RoutingMode>();

function waitForHydrationAfterLoads(page: Page, routing: RoutingMode): void {
  const handedOver = () => appIsLive(page);
  const original = page.goto.bind(page);
  const goto: Page['goto'] = (url, options) => original(inRoutingMode(url, routing), options);
  plainGoto.set(page, goto);
  routingOfPage.set(page, routing);
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

/** The routing mode of the site the test runs against. */
export function routingOf(page: Page): RoutingMode {
  return routingOfPage.get(page) ?? 'hash';
}

/**
 * Asserts the address bar shows a page: its hash, or in path mode its own
 * path in the language the page shows (or the one named).
 */
export async function expectAt(page: Page, path: string, language?: Language) {
  const shown =
    language ?? ((await page.evaluate(() => document.documentElement.lang)) as Language);
  await expect(page).toHaveURL(pageAddress(routingOf(page), path, shown));
}

/** Moves to a route inside the app, as a link would, without loading a document. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const target = routingOf(page) === 'hash' ? `#${path}` : inRoutingMode(`/#${path}`, 'path');
  await page.evaluate((url) => {
    if (url.startsWith('#')) window.location.hash = url;
    else {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
  }, target);
}

/** Loads a page without waiting for React: what is on screen before any script runs. */
export async function gotoBeforeHydration(page: Page, url: string): Promise<void> {
  const goto = plainGoto.get(page) ?? page.goto.bind(page);
  // Not the load event: it can wait for the app's code, which a test may be holding back.
  await goto(url, { waitUntil: 'domcontentloaded' });
  // On screen means painted: the stylesheet is in and, in hash mode, the page's HTML too.
  if (!url.startsWith('about:'))
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
}

/** Loads a page with script switched off (`test.use({ javaScriptEnabled: false })`): no app to wait for. */
export async function gotoWithoutScript(page: Page, url: string): Promise<void> {
  const goto = plainGoto.get(page) ?? page.goto.bind(page);
  await goto(url, { waitUntil: 'load' });
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
export const test = base.extend<{ routing: RoutingMode }>({
  // The routing mode of the build a project runs against (playwright.config.ts).
  routing: ['hash', { option: true }],
  page: async ({ page, routing }, use, testInfo) => {
    const problems: string[] = [];
    expectedProblems.set(page, []);
    page.on('console', (message) => {
      // A path-mode address no page has answers 404 with the not-found page, as
      // on the real host; the browser reports the document's status.
      const missingPage = routing === 'path' && message.location().url === page.url();
      if (message.type() === 'error' && !missingPage) {
        problems.push(`console.error: ${message.text()}`);
      }
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
    waitForHydrationAfterLoads(page, routing);
    await use(page);
    const expected = expectedProblems.get(page) ?? [];
    const unexpected = problems.filter((problem) => !expected.some((p) => p.test(problem)));
    if (testInfo.status === testInfo.expectedStatus) {
      expect(unexpected, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    }
  },
});

export { expect };
