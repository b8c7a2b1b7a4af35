import { sampleIdentity } from '../../src/content/identity';
import { expect, test } from './support/fixtures';
import { common } from './support/text';
import {
  MONTHS,
  monthCards,
  openTrading,
  scrollToChart,
  TRADING,
  viewSelect,
  yearButton,
} from './support/trading';

for (const language of ['en', 'it'] as const) {
  const text = TRADING[language];

  test.describe(`trading page (${language})`, () => {
    test('the select switches between the monthly and the annual view', async ({ page }) => {
      await openTrading(page, language);
      const select = viewSelect(page, language);
      await expect(select).toHaveValue('monthly');
      await expect(select.locator('option')).toHaveText([
        text.performance.views.monthly,
        text.performance.views.annual,
      ]);
      await expect(yearButton(page, language, 2022)).toBeVisible();

      await select.selectOption('annual');
      await expect(page.getByRole('list', { name: text.performance.annual_title })).toBeVisible();
      await expect(yearButton(page, language, 2022)).toHaveCount(0);

      await select.selectOption('monthly');
      await expect(yearButton(page, language, 2022)).toBeVisible();
    });

    test('the year accordion keeps at most one year open and closes the open one', async ({
      page,
    }) => {
      await openTrading(page, language);
      const years = [2022, 2023, 2024, 2025].map((year) => yearButton(page, language, year));
      const latest = yearButton(page, language, 2025);
      const expanded = () => page.locator('main button[aria-expanded="true"]');
      await expect(latest).toHaveAttribute('aria-expanded', 'true');
      await expect(expanded()).toHaveCount(1);

      for (const button of years) {
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(expanded()).toHaveCount(1);
        const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
        await expect(panel).toBeVisible();
      }

      await latest.click();
      await expect(latest).toHaveAttribute('aria-expanded', 'false');
      await expect(expanded()).toHaveCount(0);
    });

    test('every year has 12 month cards, and 2025 misses its last two months', async ({ page }) => {
      await openTrading(page, language);
      for (const year of [2022, 2023, 2024, 2025]) {
        const button = yearButton(page, language, year);
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
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

    test('the annual cards show each year’s return', async ({ page }) => {
      await openTrading(page, language);
      await viewSelect(page, language).selectOption('annual');
      const cards = page.getByRole('list', { name: text.performance.annual_title }).locator('li');
      await expect(cards).toHaveCount(4);
      const expected = [
        ['2022', '-10,92%'],
        ['2023', '+18,51%'],
        ['2024', '+8,83%'],
        [text.annual_labels['2025_partial'], '+8,69%'],
      ];
      for (const [index, [label, value]] of expected.entries()) {
        await expect(cards.nth(index)).toContainText(label ?? '');
        await expect(cards.nth(index)).toContainText(text.performance.return_label);
        await expect(cards.nth(index).getByTestId('return-value')).toHaveText(value ?? '');
      }
    });

    test('the outbound buttons open the trading profile and the sign-up in a new tab', async ({
      page,
    }) => {
      await openTrading(page, language);
      const links = [
        [text.trading_cta, sampleIdentity.tradingProfileUrl],
        [text.trading_signup, sampleIdentity.tradingSignupUrl],
      ] as const;
      for (const [name, href] of links) {
        const link = page.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(new RegExp(text.new_tab.replace(/[()]/g, '\\$&')));
      }
    });

    test('the chart canvas is an image named after the series', async ({ page }) => {
      await openTrading(page, language);
      await scrollToChart(page);
      const canvas = page.locator('canvas');
      await expect(canvas).toHaveAttribute('role', 'img');
      const monthly =
        language === 'en'
          ? /January 2022 to October 2025\. Cumulative return at the end: \+25,11%/
          : /da gennaio 2022 a ottobre 2025\. Rendimento cumulativo finale: \+25,11%/;
      await expect(page.getByRole('img', { name: monthly })).toBeVisible();

      await viewSelect(page, language).selectOption('annual');
      const annual =
        language === 'en'
          ? /from 2022 to 2025 \(partial\)\. Cumulative return at the end: \+25,11%/
          : /dal 2022 al 2025 \(parziale\)\. Rendimento cumulativo finale: \+25,11%/;
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
      const lightPixels = await canvas.evaluate((element: HTMLCanvasElement) =>
        element.toDataURL(),
      );
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
}
