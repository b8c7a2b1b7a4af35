/** What the trading specs share: the page's texts and the ways to reach its parts. */
import type { Locator, Page } from '@playwright/test';
import type templateTrading from '../../../src/locales/en/trading.json';
import { expect, visit } from './fixtures';
import { namespaceStrings } from './owner';
import type { Language } from './text';

/** The trading page's strings in a language, as the site shows them. */
export const tradingText = (language: Language) =>
  namespaceStrings(language, 'trading') as typeof templateTrading;

/** A string of Chart.js's own that survives minification: present only in chart code. */
export const CHART_CODE_MARKER = "can't acquire context";

export const MONTHS = {
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

/** A year's summary in the accordion (a <details> per year). */
export function yearButton(page: Page, language: Language, year: number) {
  const label = year === 2025 ? tradingText(language).annual_labels['2025_partial'] : String(year);
  return page.locator('summary', { has: page.getByText(label, { exact: true }) });
}

/** Whether a year of the accordion is open. */
export function yearIsOpen(summary: Locator): Promise<boolean> {
  return summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
}

export async function monthCards(page: Page, language: Language, year: number) {
  return yearButton(page, language, year).locator('xpath=..').locator('li');
}
