import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { samplePages } from './support/owner';
import { expect, forEachRoute, test, visit } from './support/fixtures';
import { common, type Language } from './support/text';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, state: string) {
  // Contrast is judged on the settled page, not halfway through a fade-in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // The site has no frames: axe runs in the page itself, without the blank page the default
  // mode opens for every analysis to combine frames' results (that took half the time).
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe violations in state: ${state}`).toEqual([]);
}

/** Opens every collapsed disclosure and accordion inside the main region; says how many. */
async function expandEverything(page: Page): Promise<number> {
  const main = page.getByRole('main');
  let opened = 0;
  for (let round = 0; round < 3; round += 1) {
    const collapsed = main.locator('details:not([open]) > summary');
    const count = await collapsed.count();
    if (count === 0) break;
    for (let index = count - 1; index >= 0; index -= 1) {
      const button = collapsed.nth(index);
      if (await button.isVisible()) {
        await button.click();
        opened += 1;
      }
    }
  }
  return opened;
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
  test(`every route passes axe (${language}, ${theme}), also with panels expanded ${tag} @sweep`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await forEachRoute(page, samplePages, { language, theme }, async (path) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('region', { name: common(language, 'cookie_banner.label'), exact: true }),
      ).toBeVisible();
      await expectNoViolations(page, `${path} as loaded`);
      // The notice judged as loaded; the panels then without it: pinned at the bottom, it
      // covers whatever happens to scroll under it, which axe would count as crowded targets.
      // (Hidden as accepting hides it, without storing the acknowledgement the next route needs.)
      await page.evaluate(() => document.documentElement.classList.add('cookies-accepted'));
      if ((await expandEverything(page)) > 0) {
        await expectNoViolations(page, `${path} expanded`);
      }
      await page.evaluate(() => document.documentElement.classList.remove('cookies-accepted'));
    });
  });

  test(`open header menus pass axe (${language}, ${theme}) ${tag} @sweep`, async ({ page }) => {
    // Home: the open panels overlay text, not other controls whose target size axe would judge.
    await visit(page, '/', { language, theme });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
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
  });
}

test('the trading page passes axe in the annual view, with a year open and the table shown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const theme of ['light', 'dark'] as const) {
    await visit(page, '/trading', { theme });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expandEverything(page);
    await page.getByRole('checkbox', { name: 'Show the data as a table' }).check();
    await expectNoViolations(page, `trading monthly, years open, table shown (${theme})`);
    await page.getByRole('combobox').first().selectOption({ index: 1 });
    await expectNoViolations(page, `trading annual (${theme})`);
  }
});
