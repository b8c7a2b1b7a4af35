import type { Page } from '@playwright/test';
import { sampleIdentity } from '../../src/content/identity';
import enTrading from '../../src/locales/en/trading.json' with { type: 'json' };
import itTrading from '../../src/locales/it/trading.json' with { type: 'json' };
import { expect, navigateInApp, test } from './support/fixtures';
import { common, routeUrl, type Language } from './support/text';

const TRADING = { en: enTrading, it: itTrading };

/** A string of Chart.js's own that survives minification: present only in chart code. */
const CHART_CODE_MARKER = "can't acquire context";

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  it: [
    'Gennaio',
    'Febbraio',
    'Marzo',
    'Aprile',
    'Maggio',
    'Giugno',
    'Luglio',
    'Agosto',
    'Settembre',
    'Ottobre',
    'Novembre',
    'Dicembre',
  ],
};

async function openTrading(page: Page, language: Language) {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  await page.goto(routeUrl('/trading', language));
  await expect(
    page.getByRole('heading', { level: 1, name: TRADING[language].title }),
  ).toBeVisible();
}

/** The chart loads when it nears the screen: bring it there. */
async function scrollToChart(page: Page) {
  await page.evaluate(() =>
    document.querySelector('[data-chart-placeholder], canvas')?.scrollIntoView({ block: 'center' }),
  );
  await expect(page.locator('canvas')).toBeVisible();
}

function viewSelect(page: Page, language: Language) {
  return page.getByRole('combobox', { name: TRADING[language].performance.view_label });
}

function yearButton(page: Page, language: Language, year: number) {
  const label = year === 2025 ? TRADING[language].annual_labels['2025_partial'] : String(year);
  return page.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
}

async function monthCards(page: Page, language: Language, year: number) {
  const button = yearButton(page, language, year);
  const panelId = await button.getAttribute('aria-controls');
  return page.locator(`[id="${panelId}"] li`);
}

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

test('the month cards scroll sideways on narrow screens and sit in a grid on wide ones', async ({
  page,
}) => {
  await openTrading(page, 'en');
  const list = page.getByRole('list', { name: 'Monthly returns 2025 (partial)' });
  const wide = (page.viewportSize()?.width ?? 0) >= 640;
  const sizes = await list.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    tabIndex: element.getAttribute('tabindex'),
  }));
  if (wide) {
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    expect(sizes.tabIndex).toBeNull();
  } else {
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.tabIndex).toBe('0');
  }
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});

test('the chart height follows the breakpoints', async ({ page }) => {
  await openTrading(page, 'en');
  await scrollToChart(page);
  const width = page.viewportSize()?.width ?? 0;
  const expected = width >= 768 ? 700 : width >= 640 ? 500 : 300;
  await expect(async () => {
    expect(Math.round((await page.locator('canvas').boundingBox())?.height ?? 0)).toBe(expected);
  }).toPass();
});

test('the home page does not download the chart code; the trading page does', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  const chartScripts = () =>
    scripts.filter(
      (script) => script.body.includes(CHART_CODE_MARKER) || /TradingPage/.test(script.url),
    );

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(chartScripts().map((script) => script.url)).toEqual([]);

  await navigateInApp(page, '/trading');
  await expect(page.getByRole('heading', { level: 1, name: TRADING.en.title })).toBeVisible();
  await scrollToChart(page);
  await expect.poll(() => chartScripts().length).toBeGreaterThan(0);
});

test('on a phone, the chart code loads only when the chart nears the screen @narrow', async ({
  page,
}) => {
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/PerformanceChart-[^/]+\.js$/.test(request.url())) chartRequests.push(request.url());
  });
  await openTrading(page, 'en');
  const placeholder = page.getByRole('img', { name: /Cumulative return at the end: \+25,11%/ });
  await expect(placeholder).toHaveAttribute('data-chart-placeholder', '');
  const box = await placeholder.boundingBox();
  expect(chartRequests).toEqual([]);

  await scrollToChart(page);
  expect(chartRequests).toHaveLength(1);
  // The chart took the placeholder's place without moving anything.
  expect((await page.locator('[data-line-color]').boundingBox())?.height).toBe(box?.height);
});
