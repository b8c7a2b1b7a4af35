// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeriesRow } from '../../lib/series';
import { renderWithProviders } from '../../test/render';
import { ChartDataTable } from './ChartDataTable';

const MONTHS: SeriesRow[] = [
  { label: 'September 2025', value: 1.64, cumulative: 23.34 },
  { label: 'October 2025', value: 1.77, cumulative: 25.11 },
  { label: 'November 2025', value: null, cumulative: null },
];

/** The table's header and data cells row by row, as a screen reader walks them. */
function cellTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('ChartDataTable', () => {
  it('is a captioned table with column and row headers, values as the page writes them', () => {
    renderWithProviders(<ChartDataTable tables={[{ view: 'monthly', rows: MONTHS }]} />);
    const table = screen.getByRole('table', {
      name: 'Monthly return and cumulative return, September 2025 to November 2025',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Return', 'Cumulative return']);
    expect(within(table).getByRole('rowheader', { name: 'October 2025' })).toBeInTheDocument();
    expect(cellTexts(table).slice(1)).toEqual([
      ['September 2025', '+1,64%', '+23,34%'],
      ['October 2025', '+1,77%', '+25,11%'],
      ['November 2025', '—not available yet', '—not available yet'],
    ]);
  });

  // Whether it scrolls, and so is a named region the keyboard reaches, is measured as it is
  // shown (src/behaviours/scrollers.test.ts).
  it('holds each table in a sideways scroller named by its caption', () => {
    renderWithProviders(<ChartDataTable tables={[{ view: 'monthly', rows: MONTHS }]} />);
    const holder = screen.getByRole('table').parentElement;
    const caption = screen.getByRole('table').querySelector('caption');
    expect(holder).toHaveAttribute('data-scroller', caption?.id);
    expect(holder).toHaveAttribute('data-view', 'monthly');
  });

  it('names years in the annual view and speaks Italian', () => {
    renderWithProviders(
      <ChartDataTable
        tables={[
          {
            view: 'annual',
            rows: [
              { label: '2024', value: 8.83, cumulative: 16.42 },
              { label: '2025 (parziale)', value: 8.69, cumulative: 25.11 },
            ],
          },
        ]}
      />,
      { language: 'it' },
    );
    expect(screen.getByRole('checkbox', { name: 'Mostra i dati in tabella' })).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Rendimento annuale e rendimento cumulato, dal 2024 al 2025 (parziale)',
    });
    expect(cellTexts(table)).toEqual([
      ['Anno', 'Rendimento', 'Rendimento cumulato'],
      ['2024', '+8,83%', '+16,42%'],
      ['2025 (parziale)', '+8,69%', '+25,11%'],
    ]);
  });
});
