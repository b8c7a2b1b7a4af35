import { expect, test } from './support/fixtures';
import { common } from './support/text';
import { openTrading, scrollToChart, viewSelect } from './support/trading';

// The views, the accordion, the month and annual cards, the outbound links and the Italian
// page are TradingPage.test.tsx's; the month cards as laid out, trading-chart.spec.ts's.
// Here the real chart: its canvas, its name and its colours.
const language = 'en';

test('the trading chart: a canvas named after the series, restyled with the theme without a reload', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no animation: stable pixels
  await openTrading(page, language);
  await scrollToChart(page);
  const wrapper = page.locator('[data-line-color]');
  const canvas = page.locator('canvas');

  await test.step('switching the theme restyles the chart without a reload', async () => {
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

  await test.step('the canvas is an image named after the series, in each view', async () => {
    await expect(canvas).toHaveAttribute('role', 'img');
    const monthly = /January 2022 to October 2025\. Cumulative return at the end: \+25\.11%/;
    await expect(page.getByRole('img', { name: monthly })).toBeVisible();

    await viewSelect(page, language).selectOption('annual');
    const annual = /from 2022 to 2025 \(partial\)\. Cumulative return at the end: \+25\.11%/;
    await expect(page.getByRole('img', { name: annual })).toBeVisible();
  });
});
