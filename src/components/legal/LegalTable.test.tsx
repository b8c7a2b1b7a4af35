// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalTable } from './LegalTable';

const TEXTS: Record<string, string> = {
  caption: 'Stored items',
  'columns.name': 'Name',
  'columns.purpose': 'Purpose',
  'rows.theme.name': 'theme',
  'rows.theme.purpose': 'Remembers the theme',
  'rows.consent.name': 'cookieConsent',
  'rows.consent.purpose': 'Remembers the choice',
};

function renderTable() {
  return render(
    <LegalTable
      columns={['name', 'purpose']}
      rows={['theme', 'consent']}
      render={(path) => TEXTS[path] ?? `missing ${path}`}
    />,
  );
}

describe('LegalTable', () => {
  it('is a table named by its caption, with a header per column and per row', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Stored items' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual(['Name', 'Purpose']);
    for (const column of columns) expect(column).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(['theme', 'cookieConsent']);
    for (const row of rows) expect(row).toHaveAttribute('scope', 'row');
  });

  it('puts each value in the cell of its row and column', () => {
    renderTable();
    const [, themeRow] = screen.getAllByRole('row');
    const cell = within(themeRow as HTMLElement).getByRole('cell');
    expect(cell).toHaveTextContent('Remembers the theme');
  });

  it('repeats the column name beside each value for narrow screens, hidden from screen readers', () => {
    renderTable();
    const cell = screen.getAllByRole('cell')[0] as HTMLElement;
    const label = within(cell).getByText('Purpose');
    expect(label).toHaveAttribute('aria-hidden', 'true');
  });
});
