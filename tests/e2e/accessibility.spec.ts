import type { Page } from '@playwright/test';
import type { SerialContextObject } from 'axe-core';
import { MAIN_ID } from '../../src/lib/mainRegion';
import { expandEverything, forEachOtherView } from './layoutChecks';
import { wcagViolations } from './support/axe';
import { samplePages } from './support/owner';
import { expect, forEachRoute, test } from './support/fixtures';
import { common, type Language } from './support/text';

/**
 * What each state is judged in. The frame after the main region (the footer, the cookie
 * banner) is the same markup on every page of a language: judged with the first page,
 * then left out. The header differs by page (its current link, the language links): judged
 * on each. The header's menus open change only the header; a panel opened, only main.
 */
const SCOPES = {
  page: undefined,
  'all but the shared frame': { exclude: [`#${MAIN_ID} ~ *`] },
  header: { include: ['header'] },
  main: { include: ['main'] },
} satisfies Record<string, SerialContextObject | undefined>;

async function expectNoViolations(page: Page, state: string, scope: keyof typeof SCOPES) {
  // Contrast is judged on the settled page, not halfway through a fade-in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await wcagViolations(page, SCOPES[scope]), `axe violations in state: ${state}`).toEqual(
    [],
  );
}

/** The header's menus open: the site menu (the Portfolio dropdown on a desk), then the language menu. */
async function expectOpenMenusPass(page: Page, language: Language) {
  const wide = (page.viewportSize()?.width ?? 0) >= 640;
  const menuButton = wide
    ? page.getByRole('button', { name: common(language, 'nav.portfolio') })
    : page.getByRole('button', { name: common(language, 'nav.menu_open') });
  await menuButton.click();
  await expect(page.locator('header button[aria-expanded="true"]')).toHaveCount(1);
  await expectNoViolations(page, wide ? 'portfolio dropdown open' : 'mobile menu open', 'header');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Change language|Cambia lingua/ }).click();
  await expectNoViolations(page, 'language menu open', 'header');
  await page.keyboard.press('Escape');
  await expect(page.locator('header [aria-expanded="true"]')).toHaveCount(0);
}

/**
 * What axe judges depends on the language (names, text, how it wraps), on the
 * theme (colours) or on the width (which controls show, their size), never on
 * two of them together: each once, English in light on a desk, Italian in dark
 * on a phone. (Colours in every accent: npm run check:looks.)
 */
const SWEEPS = [
  { language: 'en', theme: 'light', tag: '@wide' },
  { language: 'it', theme: 'dark', tag: '@narrow' },
] as const satisfies { language: Language; theme: string; tag: string }[];

for (const { language, theme, tag } of SWEEPS) {
  test(`every route passes axe (${language}, ${theme}): as loaded, with the header's menus open, with every panel open and in every view ${tag} @sweep`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await forEachRoute(page, samplePages, { language, theme }, async (path) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('region', { name: common(language, 'cookie_banner.label'), exact: true }),
      ).toBeVisible();
      const first = path === samplePages[0];
      await expectNoViolations(
        page,
        `${path} as loaded`,
        first ? 'page' : 'all but the shared frame',
      );
      // The menus overlay the same header on every page: judged on the first, the home page.
      if (first) await expectOpenMenusPass(page, language);
      // The notice judged as loaded; the panels then without it: pinned at the bottom, it
      // covers whatever happens to scroll under it, which axe would count as crowded targets.
      // (Hidden as accepting hides it, without storing the acknowledgement the next route needs.)
      // Only the main region changes from here.
      await page.evaluate(() => document.documentElement.classList.add('cookies-accepted'));
      if ((await expandEverything(page)) > 0) {
        await expectNoViolations(page, `${path} expanded`, 'main');
      }
      // Each other view of a select (the trading page's annual view), panels still open.
      await forEachOtherView(page, (view) =>
        expectNoViolations(page, `${path} in the ${view} view`, 'main'),
      );
      await page.evaluate(() => document.documentElement.classList.remove('cookies-accepted'));
    });
  });
}
