import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expandEverything } from './layoutChecks';
import { samplePages } from './support/owner';
import { expect, forEachRoute, test } from './support/fixtures';
import { common, type Language } from './support/text';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page, or on its main region only where nothing outside it changed. */
async function expectNoViolations(page: Page, state: string, scope: 'page' | 'main' = 'page') {
  // Contrast is judged on the settled page, not halfway through a fade-in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // The site has no frames: axe runs in the page itself, without the blank page the default
  // mode opens for every analysis to combine frames' results (that took half the time).
  const axe = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode();
  const { violations } = await (scope === 'main' ? axe.include('main') : axe).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe violations in state: ${state}`).toEqual([]);
}

/** The header's menus open: the site menu (the Portfolio dropdown on a desk), then the language menu. */
async function expectOpenMenusPass(page: Page, language: Language) {
  const wide = (page.viewportSize()?.width ?? 0) >= 640;
  const menuButton = wide
    ? page.getByRole('button', { name: common(language, 'nav.portfolio') })
    : page.getByRole('button', { name: common(language, 'nav.menu_open') });
  await menuButton.click();
  await expect(page.locator('header button[aria-expanded="true"]')).toHaveCount(1);
  await expectNoViolations(page, wide ? 'portfolio dropdown open' : 'mobile menu open');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Change language|Cambia lingua/ }).click();
  await expectNoViolations(page, 'language menu open');
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
      await expectNoViolations(page, `${path} as loaded`);
      // The menus overlay the same header on every page: judged on the first, the home page.
      if (path === samplePages[0]) await expectOpenMenusPass(page, language);
      // The notice judged as loaded; the panels then without it: pinned at the bottom, it
      // covers whatever happens to scroll under it, which axe would count as crowded targets.
      // (Hidden as accepting hides it, without storing the acknowledgement the next route needs.)
      // Only the main region changes from here.
      await page.evaluate(() => document.documentElement.classList.add('cookies-accepted'));
      if ((await expandEverything(page)) > 0) {
        await expectNoViolations(page, `${path} expanded`, 'main');
      }
      // Each other view of a select (the trading page's annual view), panels still open.
      for (const select of await page.getByRole('main').getByRole('combobox').all()) {
        const options = await select
          .locator('option')
          .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
        const first = await select.inputValue();
        for (const value of options.filter((option) => option !== first)) {
          await select.selectOption(value);
          await expectNoViolations(page, `${path} in the ${value} view`, 'main');
        }
      }
      await page.evaluate(() => document.documentElement.classList.remove('cookies-accepted'));
    });
  });
}
