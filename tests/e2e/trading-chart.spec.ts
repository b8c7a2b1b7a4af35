import { expect, navigateInSite, test, visit } from './support/fixtures';
import { CHART_CODE_MARKER, openTrading, scrollToChart, tradingText } from './support/trading';
import { scriptsOfFirstPaint } from './support/pageStates';

test('the trading page at each width: month cards scroll sideways on narrow screens and sit in a grid on wide ones, the chart’s height follows the breakpoints @widths', async ({
  page,
}) => {
  await openTrading(page, 'en');
  const width = page.viewportSize()?.width ?? 0;

  await test.step('the month cards scroll sideways on narrow screens, sit in a grid on wide ones', async () => {
    const list = page.getByRole('list', { name: 'Monthly returns 2025 (partial)' });
    const sizes = await list.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    // Reachable by the keyboard once measured, as the page is laid out.
    if (width >= 640) {
      expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
      await expect(list).not.toHaveAttribute('tabindex');
    } else {
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      await expect(list).toHaveAttribute('tabindex', '0');
    }
    // The page itself never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  await test.step('the chart height follows the breakpoints', async () => {
    await scrollToChart(page);
    const expected = width >= 768 ? 700 : width >= 640 ? 500 : 300;
    await expect(async () => {
      expect(Math.round((await page.locator('canvas').boundingBox())?.height ?? 0)).toBe(expected);
    }).toPass();
  });
});

test('the home page does not download the chart code; the trading page does', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url()).pathname;
    scripts.push({ url, body: await response.text().catch(() => '') });
  });
  const chartScripts = () => scripts.filter((script) => script.body.includes(CHART_CODE_MARKER));

  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
  // Every script the page loads by itself read, and no other.
  const { afterPaint, navigation } = await scriptsOfFirstPaint(page);
  await expect
    .poll(() => scripts.map((script) => script.url).sort())
    .toEqual([...new Set([...afterPaint, ...navigation])].sort());
  expect(chartScripts().map((script) => script.url)).toEqual([]);

  await navigateInSite(page, '/trading');
  await expect(
    page.getByRole('heading', { level: 1, name: tradingText('en').title }),
  ).toBeVisible();
  await scrollToChart(page);
  await expect.poll(() => chartScripts().length).toBeGreaterThan(0);
});

test('on a phone, the chart code loads only when the chart nears the screen @narrow', async ({
  page,
}) => {
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/performance-chart-[^/]+\.js$/.test(request.url())) chartRequests.push(request.url());
  });
  await openTrading(page, 'en');
  const placeholder = page.getByRole('img', { name: /Cumulative return at the end: \+25\.11%/ });
  await expect(placeholder).toHaveAttribute('data-chart-placeholder', '');
  const box = await placeholder.boundingBox();
  expect(chartRequests).toEqual([]);

  await scrollToChart(page);
  expect(chartRequests).toHaveLength(1);
  // The chart took the placeholder's place without moving anything.
  expect((await page.locator('[data-line-color]').boundingBox())?.height).toBe(box?.height);
});
