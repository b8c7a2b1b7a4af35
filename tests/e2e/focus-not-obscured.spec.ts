import type { Page } from '@playwright/test';
import { samplePages, sampleSite } from './support/owner';
import { obscuredStops, sweepFocus } from './focusSweep';
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
 * WCAG 2.4.11 Focus Not Obscured: every stop that Tab and Shift+Tab reach is
 * shown, whole wherever it fits, and never under the cookie banner pinned to the
 * bottom of the viewport. The banner is tallest in Italian, the longer language,
 * and the narrower the screen: Italian is swept on the narrowest phone and on a
 * tablet, English on a desk. The themes alternate too, though colours move nothing.
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

async function sweepEveryRoute(page: Page, language: Language): Promise<string[]> {
  const problems: string[] = [];
  await forEachRoute(page, samplePages, { language }, async (path) => {
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      const stops = await sweepFocus(page, key);
      expect(stops.length, `${path}: focus stops reached by ${key}`).toBeGreaterThan(5);
      problems.push(...obscuredStops(stops).map((problem) => `${path} ${key}: ${problem}`));
    }
  });
  return problems;
}

const SWEEPS = [
  { ...WIDTHS[0], language: 'it', theme: 'light' },
  { ...WIDTHS[2], language: 'it', theme: 'dark' },
  { ...WIDTHS[3], language: 'en', theme: 'dark' },
] as const;

for (const { width, tag, language, theme } of SWEEPS) {
  test(`with the cookie banner, Tab and Shift+Tab never hide focus at ${width} px (${language}, ${theme}) ${tag} @sweep`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: HEIGHT });
    await visit(page, '/', { language, theme });
    await expect(banner(page, language)).toBeVisible();
    expect(await sweepEveryRoute(page, language)).toEqual([]);
  });
}

for (const language of LANGUAGES) {
  test(`at its first paint, the page keeps room for the banner at every width (${language})`, async ({
    page,
  }) => {
    expectPageProblems(page, /Failed to load resource/);
    // The banner's own height is published by the after-paint module: held back here.
    await page.route(AFTER_PAINT, (route) => route.abort());
    for (const { width } of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await gotoFirstPaint(page, 'about:blank');
      await gotoFirstPaint(page, routeUrl('/projects', language));
      await expect(banner(page, language)).toBeVisible();
      const room = await page.evaluate(() =>
        parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
      );
      const bannerHeight = (await banner(page, language).boundingBox())?.height ?? Infinity;
      expect(room, `scroll padding at ${width} px`).toBeGreaterThanOrEqual(bannerHeight);
    }
    // The prerendered page, Tab from the top: the pager and the footer stay above the banner.
    const stops = await sweepFocus(page, 'Tab');
    expect(obscuredStops(stops)).toEqual([]);
  });
}

test('once the page settles, the room kept is the banner’s own height, and goes with the banner @widths', async ({
  page,
}) => {
  await visit(page, '/courses', { language: 'it' });
  const shown = banner(page, 'it');
  await expect(shown).toBeVisible();
  const room = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom);
  const bannerHeight = (await shown.boundingBox())?.height ?? 0;
  expect(parseFloat(await room())).toBeCloseTo(bannerHeight, 0);
  await shown.getByRole('button', { name: common('it', 'cookie_banner.accept') }).click();
  await expect(shown).toBeHidden();
  expect(await room()).toBe('auto');
});
