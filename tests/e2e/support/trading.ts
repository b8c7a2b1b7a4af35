/** What the trading specs share: the page's texts and the ways to reach its parts. */
import type { Page } from '@playwright/test';
import type templateTrading from '../../../src/locales/en/trading.json';
import { expect, visit } from './fixtures';
import { namespaceStrings } from './owner';
import type { Language } from './text';

/** The trading page's strings in a language, as the site shows them. */
export const tradingText = (language: Language) =>
  namespaceStrings(language, 'trading') as typeof templateTrading;

/** A string of Chart.js's own that survives minification: present only in chart code. */
export const CHART_CODE_MARKER = "can't acquire context";

export async function openTrading(page: Page, language: Language) {
  await visit(page, '/trading', { language, consent: true });
  await expect(
    page.getByRole('heading', { level: 1, name: tradingText(language).title }),
  ).toBeVisible();
}

/** The chart loads when it nears the screen: bring it there. */
export async function scrollToChart(page: Page) {
  await page.evaluate(() =>
    document.querySelector('[data-chart-placeholder], canvas')?.scrollIntoView({ block: 'center' }),
  );
  await expect(page.locator('canvas')).toBeVisible();
}

export function viewSelect(page: Page, language: Language) {
  return page.getByRole('combobox', { name: tradingText(language).performance.view_label });
}
