import type { Page } from '@playwright/test';
import { formatSignedReturn } from '../../src/lib/percent';
import { cumulativeSeries, monthlySeries } from '../../src/lib/series';
import { expect, test, visit } from './support/fixtures';
import { modules } from './support/owner';
import { tradingText } from './support/trading';
import type { Language } from './support/text';

/** The chart's data as a table: for screen readers always, for sighted visitors on request. */
/** The sample's range in English, the language this layout check reads it in. */
const RANGE = { months: ['January 2022', 'December 2025'], years: ['2022', '2025 (partial)'] };
const CUMULATIVE = cumulativeSeries(
  monthlySeries(modules.trading.trading?.monthlyReturns ?? {}).returns,
);
/** January 2025, the 37th month. */
const JANUARY_2025 = 36;

function caption(template: string, [first, last]: readonly string[]): string {
  return template.replace('{{first}}', first ?? '').replace('{{last}}', last ?? '');
}

async function openTrading(page: Page, language: Language) {
  await visit(page, '/trading', { language, consent: true });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

// The table's rows and headers in both languages are ChartDataTable.test.tsx's;
// here that it is clipped off screen and shown in place, as laid out, and that
// neither the chart's arrival nor the table's going shifts the page.
const language: Language = 'en';
const text = tradingText(language).performance;

test("the chart's data is a table for screen readers, shown on request; loading the page and its chart shifts nothing, nor does hiding the table", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const scores = { shift: 0 };
    Object.assign(window, { scores });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) scores.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openTrading(page, language);
  await test.step('the table is for screen readers, clipped off screen, and shown in place on request', async () => {
    const monthlyName = caption(text.table.caption_monthly, RANGE.months);
    const monthly = page.getByRole('table', { name: monthlyName });
    // In the accessibility tree, in a box clipped to one pixel: not on screen.
    await expect(monthly).toBeAttached();
    const holder = monthly.locator('xpath=..');
    expect((await holder.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await expect(monthly.getByRole('columnheader')).toHaveText([
      text.table.period_monthly,
      text.table.return,
      text.table.cumulative,
    ]);
    const rows = monthly.getByRole('row');
    await expect(rows).toHaveCount(49);
    const january2025 = rows.nth(JANUARY_2025 + 1);
    await expect(january2025.getByRole('rowheader')).toHaveText('January 2025');
    await expect(january2025.getByRole('cell')).toHaveText([
      '+2,41%',
      formatSignedReturn(CUMULATIVE[JANUARY_2025] ?? null, 'en'),
    ]);
    await expect(rows.last().getByRole('cell').first()).toHaveText(`—${text.missing}`);
    // Hidden and off screen, the browser skips its layout (content-visibility): the fonts' swap
    // would lay the whole table out again at each of its parts.
    await expect
      .poll(() =>
        monthly.evaluate((table) => table.checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(false);

    // Shown on request; the toggle stays where it was and the chart keeps its summary.
    const toggle = page.getByRole('checkbox', { name: text.table.show });
    await toggle.scrollIntoViewIfNeeded();
    // The chart comes as it nears the screen: in before the click, so its shift would count.
    await expect(page.locator('canvas')).toBeVisible();
    const before = await toggle.boundingBox();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(monthly).toBeVisible();
    expect((await holder.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    expect(await toggle.boundingBox()).toEqual(before);
    await expect(page.getByRole('img', { name: /25\.11%/ })).toBeAttached();

    await page.getByRole('combobox', { name: text.view_label }).selectOption('annual');
    const annual = page.getByRole('table', {
      name: caption(text.table.caption_annual, RANGE.years),
    });
    await expect(annual).toBeVisible();
    await expect(annual.getByRole('row')).toHaveCount(5);
    await expect(annual.getByRole('row').last()).toHaveText(`${RANGE.years[1]}+8,69%+25,11%`);
  });

  await test.step('the chart’s load and the table hidden again shifted nothing', async () => {
    const toggle = page.getByRole('checkbox', { name: text.table.show });
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    // Shifts are reported with the frame that shows them: let two frames render.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    const shift = await page.evaluate(
      () => (window as unknown as { scores: { shift: number } }).scores.shift,
    );
    expect(shift).toBeLessThanOrEqual(0.01);
  });
});
