import type { Locator, Page } from '@playwright/test';
import { expect, expectAt, test, visit } from './support/fixtures';

/**
 * Runs in the page: where focus is (never <body>), whether it is drawn (an outline or a ring),
 * and whether it is on `target` (none: no target asked).
 */
function focusNow(target: Element | null) {
  const element = document.activeElement as HTMLElement | null;
  const onTarget = target !== null && element === target;
  if (!element || element === document.body) return { onBody: true, drawn: false, onTarget };
  const style = getComputedStyle(element);
  const drawn =
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
    style.boxShadow !== 'none' ||
    element.tabIndex === -1; // headings and main take focus programmatically, for screen readers
  return { onBody: false, drawn, onTarget };
}

function expectDrawn(focus: ReturnType<typeof focusNow>) {
  expect(focus.onBody, 'focus fell to <body>').toBe(false);
  expect(focus.drawn, 'focus is not visible').toBe(true);
}

/**
 * Presses a key until the target has focus; every stop on the way must show focus. Each stop
 * is read in one evaluate, which also says whether it is the target.
 */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', limit = 80) {
  const element = await target.elementHandle();
  if ((await page.evaluate(focusNow, element)).onTarget) return;
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(key);
    const focus = await page.evaluate(focusNow, element);
    expectDrawn(focus);
    if (focus.onTarget) return;
  }
  throw new Error(`could not reach the target with ${key} in ${limit} presses`);
}

/** Focus is on a real element (never <body>) and drawn: an outline or a ring. */
async function expectFocusVisible(page: Page) {
  expectDrawn(await page.evaluate(focusNow, null));
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('a keyboard-only visitor reaches and operates every kind of control @wide', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await visit(page, '/');
  await expect(heading(page)).toBeVisible();

  // Skip link.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Header: Portfolio menu with arrows and Escape.
  const portfolio = page.getByRole('button', { name: 'Portfolio' });
  await pressUntilFocused(page, portfolio, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(portfolio).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Experience', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(portfolio).toHaveAttribute('aria-expanded', 'false');
  await expect(portfolio).toBeFocused();

  // Language menu: to Italian and back, focus stays on its button.
  const language = page.getByRole('button', { name: /Change language/ });
  await pressUntilFocused(page, language);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('a[lang="it"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const lingua = page.getByRole('button', { name: /Cambia lingua/ });
  await expect(lingua).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Theme toggle with Space.
  const theme = page.getByRole('button', { name: 'Dark theme' });
  await pressUntilFocused(page, theme);
  await page.keyboard.press('Space');
  await expect(theme).toHaveAttribute('aria-pressed', 'true');

  // To the experience page through the menu; the heading takes focus.
  await pressUntilFocused(page, portfolio, 'Shift+Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectAt(page, '/experience');
  await expect(heading(page)).toBeFocused();

  // A year filter and a disclosure.
  const filter = page.getByRole('group', { name: 'Filter by year' });
  const secondYear = filter.getByRole('button').nth(1);
  await pressUntilFocused(page, secondYear);
  await page.keyboard.press('Enter');
  await expect(secondYear).toHaveAttribute('aria-pressed', 'true');
  // Every entry is in the page; the first of those the chosen year shows.
  const disclosure = page
    .getByRole('main')
    .locator('[data-item]:not([data-off]) summary', { hasText: 'Show technologies' })
    .first();
  await pressUntilFocused(page, disclosure);
  await page.keyboard.press('Space');
  await expect(disclosure.locator('xpath=..')).toHaveAttribute('open', '');

  // The pager on the projects page: next until the last page, focus never lost.
  await pressUntilFocused(page, portfolio, 'Shift+Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectAt(page, '/projects');
  await expect(heading(page)).toBeFocused();
  const next = page.getByRole('button', { name: 'Next page' });
  await pressUntilFocused(page, next);
  while (await next.isEnabled()) await page.keyboard.press('Enter');
  await expectFocusVisible(page);
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeFocused();

  // The trading select and accordion.
  await pressUntilFocused(page, portfolio, 'Shift+Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expectAt(page, '/trading');
  const view = page.getByRole('combobox', { name: 'View' });
  await pressUntilFocused(page, view);
  await page.keyboard.press('ArrowDown');
  await expect(view).toHaveValue('annual');
  await page.keyboard.press('ArrowUp');
  await expect(view).toHaveValue('monthly');
  const year2022 = page.locator('summary', { hasText: '2022' });
  await pressUntilFocused(page, year2022);
  await page.keyboard.press('Enter');
  await expect(year2022.locator('xpath=..')).toHaveAttribute('open', '');

  // The cookie banner, last in the page.
  const accept = page.getByRole('button', { name: 'Accept' });
  await pressUntilFocused(page, accept, 'Tab', 200);
  await page.keyboard.press('Enter');
  await expect(accept).toHaveCount(0);
  await expectFocusVisible(page);
});

test('the mobile menu works from the keyboard @narrow', async ({ page }) => {
  await visit(page, '/');
  await expect(heading(page)).toBeVisible();
  const open = page.getByRole('button', { name: 'Open the menu' });
  await pressUntilFocused(page, open);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Experience', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectAt(page, '/experience');
  await expect(heading(page)).toBeFocused();
});
