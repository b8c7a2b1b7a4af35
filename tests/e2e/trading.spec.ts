import { expect, test } from './support/fixtures';
import { common } from './support/text';
import {
  MONTHS,
  monthCards,
  openTrading,
  scrollToChart,
  tradingText,
  viewSelect,
  yearButton,
  yearIsOpen,
} from './support/trading';

// The views, the accordion, the annual cards, the outbound links and the Italian
// page are TradingPage.test.tsx's; here the month cards as laid out, and the real
// chart: its canvas, its name and its colours.
const language = 'en';
const text = tradingText(language);

test.describe('trading page', () => {
  test('every year has 12 month cards, and 2025 misses its last two months', async ({ page }) => {
    await openTrading(page, language);
    for (const year of [2022, 2023, 2024, 2025]) {
      const button = yearButton(page, language, year);
      if (!(await yearIsOpen(button))) await button.click();
      const cards = await monthCards(page, language, year);
      await expect(cards).toHaveCount(12);
      for (let month = 0; month < 12; month += 1) {
        await expect(cards.nth(month)).toContainText(MONTHS[language][month] ?? '');
        await expect(cards.nth(month)).toContainText(text.performance.return_label);
      }
      if (year === 2022) {
        await expect(cards.nth(0)).toContainText('-3,12%');
        await expect(cards.nth(2)).toContainText('+1,94%');
      }
    }
    const cards2025 = await monthCards(page, language, 2025);
    for (const month of [10, 11]) {
      await expect(cards2025.nth(month)).toContainText('—');
      await expect(cards2025.nth(month)).toHaveAttribute('data-tone', 'missing');
    }
    await expect(cards2025.nth(9)).toContainText('+1,77%');
    await expect(cards2025.and(page.locator('[data-tone="missing"]'))).toHaveCount(2);
  });

  test('the chart canvas is an image named after the series', async ({ page }) => {
    await openTrading(page, language);
    await scrollToChart(page);
    const canvas = page.locator('canvas');
    await expect(canvas).toHaveAttribute('role', 'img');
    const monthly = /January 2022 to October 2025\. Cumulative return at the end: \+25\.11%/;
    await expect(page.getByRole('img', { name: monthly })).toBeVisible();

    await viewSelect(page, language).selectOption('annual');
    const annual = /from 2022 to 2025 \(partial\)\. Cumulative return at the end: \+25\.11%/;
    await expect(page.getByRole('img', { name: annual })).toBeVisible();
  });

  test('switching the theme restyles the chart without a reload', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no animation: stable pixels
    await openTrading(page, language);
    await scrollToChart(page);
    const wrapper = page.locator('[data-line-color]');
    const canvas = page.locator('canvas');
    await expect(wrapper).toHaveAttribute('data-theme', 'light');
    const lightColor = await wrapper.getAttribute('data-line-color');
    await expect(async () => {
      expect((await canvas.boundingBox())?.height ?? 0).toBeGreaterThan(200);
    }).toPass();
    const lightPixels = await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    const toggle = page.getByRole('button', { name: common(language, 'theme.dark_mode') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await expect(wrapper).toHaveAttribute('data-theme', 'dark');
    const darkColor = await wrapper.getAttribute('data-line-color');
    expect(darkColor).not.toBe(lightColor);
    await expect
      .poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL()))
      .not.toBe(lightPixels);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );

    await toggle.click();
    await expect(wrapper).toHaveAttribute('data-line-color', lightColor ?? '');
  });
});
