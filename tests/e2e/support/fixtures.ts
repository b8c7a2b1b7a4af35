import { test as base, expect, type Page } from '@playwright/test';
import type { Language } from '../../../src/lib/language';
import { hashAddress, type RoutingMode } from '../../../src/lib/siteUrls';
import { answerImageHosts } from '../../../tooling/harness/imageHosts';
import { storeChoices } from '../../../tooling/harness/visitor';
import { inRoutingMode, pageAddress, pathSiteAddress } from './addresses';
import { pageIsSettled } from './pageStates';

export { failImageHosts, hangImageHosts } from '../../../tooling/harness/imageHosts';

const routingOfPage = new WeakMap<Page, RoutingMode>();

/** The routing mode of the site the test runs against. */
export function routingOf(page: Page): RoutingMode {
  return routingOfPage.get(page) ?? 'hash';
}

/**
 * Asserts the address bar shows a page: its hash, or in path mode its own
 * path in the language the page shows (or the one named). Without a language
 * named, the address and the page's language are read together until they
 * agree: right after a language switch the address moves before the strings
 * arrive.
 */
export async function expectAt(page: Page, path: string, language?: Language) {
  if (language) {
    await expect(page).toHaveURL(pageAddress(routingOf(page), path, language));
    return;
  }
  await expect
    .poll(
      async () => {
        // A path-mode page change is a document: asked while it loads, ask again.
        const shown = (await page
          .evaluate(() => document.documentElement.lang)
          .catch(() => null)) as Language | null;
        return shown !== null && pageAddress(routingOf(page), path, shown).test(page.url());
      },
      { message: `the address of ${path} in the language the page shows (now ${page.url()})` },
    )
    .toBe(true);
}

/**
 * Moves to a route of the site as a link would: hash mode swaps the page in
 * (the address's hash changes), path mode loads its document.
 */
export async function navigateInSite(page: Page, path: string): Promise<void> {
  if (routingOf(page) === 'hash') {
    await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
    return;
  }
  const language = (await page.evaluate(() => document.documentElement.lang)) as Language;
  await page.goto(pathSiteAddress(path, language));
  await pageIsSettled(page);
}

/**
 * Opens each path in turn and runs `check` on it: the first as a visitor arrives
 * (`visit`), the others as the site's links would, each once its heading is on
 * screen and its transitions are over. The sweeps' way round the site: in hash
 * mode loading every page's document again cost them a third of their time, and
 * a page's own load is tested by first-paint.spec.ts and page-head.spec.ts.
 */
export async function forEachRoute(
  page: Page,
  paths: readonly string[],
  options: VisitOptions,
  check: (path: string) => Promise<void>,
): Promise<void> {
  for (const [index, path] of paths.entries()) {
    if (index === 0) await visit(page, path, options);
    else {
      await page.evaluate(() => document.querySelector('main h1')?.setAttribute('data-left', ''));
      await navigateInSite(page, path);
      await page.locator('main h1:not([data-left])').waitFor();
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
    }
    await check(path);
  }
}

export interface VisitOptions {
  /** Names the language as a visitor's choice: ?lng= on the hash site, the page's own address on the path site. */
  language?: Language;
  /** Stores cookie consent before any script runs, so the banner stays away. */
  consent?: boolean;
  /** Stores a theme choice before any script runs. */
  theme?: string;
}

/**
 * Opens a route (e.g. `visit(page, '/courses', { language: 'it', consent: true })`) at
 * its address on the site under test, and waits until the page is settled: shown
 * whole and the after-paint module run (tests of the page's own behaviour should not
 * depend on a click landing before it: early-taps.spec.ts tests that).
 */
export async function visit(page: Page, path: string, options: VisitOptions = {}) {
  await storeChoices(page, options);
  const response = await page.goto(
    inRoutingMode(hashAddress(path, options.language), routingOf(page)),
  );
  await pageIsSettled(page);
  return response;
}

/** Opens an address exactly as written (no translation to the site's mode) and waits until it is settled. */
export async function visitAddress(page: Page, address: string) {
  const response = await page.goto(address);
  await pageIsSettled(page);
  return response;
}

/** Reloads the page and waits until it is settled again. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await pageIsSettled(page);
}

/**
 * Loads an address without waiting for the page to settle: what is on screen at its
 * first paint. Hash addresses ('/#/x', '/?lng=it#/x') become the path site's own on that site.
 */
export async function gotoFirstPaint(
  page: Page,
  url: string,
  options: Omit<VisitOptions, 'language'> = {},
): Promise<void> {
  await storeChoices(page, options);
  // Not the load event: it can wait for the after-paint module, which a test may be holding back.
  await page.goto(inRoutingMode(url, routingOf(page)), { waitUntil: 'domcontentloaded' });
  // On screen means painted: the stylesheet is in and, in hash mode, the page's HTML too.
  if (!url.startsWith('about:'))
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
}

/** Visits a route at its first paint (see gotoFirstPaint). */
export function visitFirstPaint(page: Page, path: string, options: VisitOptions = {}) {
  const { language, ...stored } = options;
  return gotoFirstPaint(page, hashAddress(path, language), stored);
}

/** Loads a page with script switched off (`test.use({ javaScriptEnabled: false })`): nothing to wait for. */
export async function gotoWithoutScript(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
}

/** The families of the web fonts the page has loaded so far (not the local '… Fallback' faces). */
export function loadedWebFonts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded' && !face.family.endsWith(' Fallback'))
      .map((face) => face.family),
  );
}

const expectedProblems = new WeakMap<Page, RegExp[]>();

/** Declares that this page is expected to log errors matching the pattern. */
export function expectPageProblems(page: Page, pattern: RegExp): void {
  expectedProblems.get(page)?.push(pattern);
}

/**
 * Every test gets the image hosts stubbed and fails on any console error,
 * uncaught exception or CSP violation it did not declare with
 * expectPageProblems. Page loads are left as Playwright has them: visit() opens
 * a route in the site's routing mode and waits until it is settled.
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
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await answerImageHosts(page);
    routingOfPage.set(page, routing);
    await use(page);
    const expected = expectedProblems.get(page) ?? [];
    const unexpected = problems.filter((problem) => !expected.some((p) => p.test(problem)));
    if (testInfo.status === testInfo.expectedStatus) {
      expect(unexpected, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    }
  },
});

export { expect };
