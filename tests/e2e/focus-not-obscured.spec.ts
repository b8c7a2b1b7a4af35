import type { Page } from '@playwright/test';
import { samplePages, sampleSite } from './support/owner';
import { obscuredStops, poorRings, sweepFocus } from './focusSweep';
import { AFTER_PAINT } from './support/pageStates';
import {
  expect,
  expectPageProblems,
  forEachRoute,
  gotoFirstPaint,
  test,
  visit,
} from './support/fixtures';
import { common, routeUrl, type Language } from './support/text';

/**
 * Focus as Tab and Shift+Tab move it through every route: WCAG 2.4.11 Focus Not
 * Obscured, every stop shown, whole wherever it fits, and never under the cookie
 * banner pinned to the bottom of the viewport; and 2.4.7 with 1.4.11, its ring drawn,
 * not cut off, at 3:1 against what it is drawn on (contrast.spec.ts: the controls'
 * borders). The banner is tallest in Italian, the longer language, and the narrower
 * the screen: Italian is swept on the narrowest phone and on a tablet, English on a
 * desk. The ring's colour depends on the theme, where it falls (a card, the page, cut
 * off) on the width: dark on the phone, light on the tablet and the desk. Rings are
 * measured both ways: after a page change Tab starts from the page's heading, so the
 * header's controls are reached going back only.
 */
const HEIGHT = 800;
/** 320 and 375 run in the mobile project (touch), 768 and 1280 in the desktop one. */
const WIDTHS = [
  { width: 320, tag: '@narrow' },
  { width: 375, tag: '@narrow' },
  { width: 768, tag: '@wide' },
  { width: 1280, tag: '@wide' },
] as const;
const LANGUAGES = sampleSite.languageCodes;

function banner(page: Page, language: Language) {
  return page.getByRole('region', { name: common(language, 'cookie_banner.label'), exact: true });
}

/**
 * The first route's every stop both ways; then each route's main region both ways and,
 * going back, its header, where the current page's link is marked. The frame after main
 * (the footer, the banner) is the same markup on every page of a language, and pinned or
 * at the end of the flow wherever main ends: its stops show as on the first route.
 */
async function sweepEveryRoute(page: Page, language: Language): Promise<string[]> {
  const problems = new Set<string>();
  await forEachRoute(page, samplePages, { language }, async (path) => {
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const part = path === samplePages[0] ? 'page' : 'main';
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      const stops = await sweepFocus(page, key, { rings: true, part });
      // The whole page has more than a few; main and the header more than the header's
      // three; main going forward, from its heading, one at least.
      const fewest = part === 'page' ? 5 : key === 'Shift+Tab' ? 3 : 0;
      expect(stops.length, `${path}: focus stops reached by ${key}`).toBeGreaterThan(fewest);
      for (const problem of obscuredStops(stops)) problems.add(`${path} ${key}: ${problem}`);
      for (const problem of poorRings(stops)) problems.add(`${path}: ${problem}`);
    }
  });
  return [...problems];
}

const SWEEPS = [
  { ...WIDTHS[0], language: 'it', theme: 'dark' },
  { ...WIDTHS[2], language: 'it', theme: 'light' },
  { ...WIDTHS[3], language: 'en', theme: 'light' },
] as const;

for (const { width, tag, language, theme } of SWEEPS) {
  test(`with the cookie banner, Tab and Shift+Tab never hide focus, and its ring keeps 3:1, at ${width} px (${language}, ${theme}) ${tag} @sweep`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: HEIGHT });
    await visit(page, '/', { language, theme });
    await expect(banner(page, language)).toBeVisible();
    expect(await sweepEveryRoute(page, language)).toEqual([]);
  });
}

test('at its first paint, the page keeps room for the banner at every width, in each language', async ({
  page,
}) => {
  expectPageProblems(page, /Failed to load resource/);
  // The banner's own height is published by the after-paint module: held back here.
  await page.route(AFTER_PAINT, (route) => route.abort());
  for (const language of LANGUAGES) {
    await test.step(language, async () => {
      // A fresh document for each language: the same hash address again would only scroll.
      await gotoFirstPaint(page, 'about:blank');
      await gotoFirstPaint(page, routeUrl('/projects', language));
      // Until the module runs, the room is the stylesheet's alone: a width is its media
      // queries, applied again as the window changes as at a load at that width.
      for (const { width } of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await expect(banner(page, language)).toBeVisible();
        const room = await page.evaluate(() =>
          parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
        );
        const bannerHeight = (await banner(page, language).boundingBox())?.height ?? Infinity;
        expect(room, `scroll padding at ${width} px`).toBeGreaterThanOrEqual(bannerHeight);
      }
      // The prerendered page, Tab from the top: the pager and the footer stay above the banner.
      const stops = await sweepFocus(page, 'Tab', { rings: false });
      expect(obscuredStops(stops)).toEqual([]);
    });
  }
});
