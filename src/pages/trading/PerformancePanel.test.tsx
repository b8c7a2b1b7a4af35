// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PerformancePanel } from './PerformancePanel';

describe('PerformancePanel', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    }));
    // The chart never nears the screen here: its placeholder stands in, Chart.js stays out.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the monthly series as a 48-row table, with the chart’s cumulative values', () => {
    renderWithProviders(<PerformancePanel />);
    const table = screen.getByRole('table', {
      name: 'Monthly return and cumulative return, January 2022 to December 2025',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(48);
    expect(rows[0]).toHaveTextContent(/^January 2022-3,12%-3,12%$/);
    expect(rows[36]).toHaveTextContent(/^January 2025\+2,41%/);
    // The headline's cumulative return is where the table's last figure ends.
    expect(rows[45]).toHaveTextContent(/^October 2025\+1,77%\+25,11%$/);
    expect(rows[46]).toHaveTextContent('not available yet');
    expect(screen.getByRole('img')).toHaveAccessibleName(/The table after the chart/);
  });

  it('names the months in the language the visitor switches to', async () => {
    const { i18n } = renderWithProviders(<PerformancePanel />);
    await act(() => i18n.changeLanguage('it'));
    const table = screen.getByRole('table', {
      name: 'Rendimento mensile e rendimento cumulato, da gennaio 2022 a dicembre 2025',
    });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^gennaio 2022-3,12%/);
    expect(screen.getByText(/gennaio 2022/, { selector: 'dt' })).toBeInTheDocument();
  });

  it('follows the view: four years in the annual view', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PerformancePanel />, { language: 'it' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vista' }), 'annual');
    const table = screen.getByRole('table', {
      name: 'Rendimento annuale e rendimento cumulato, dal 2022 al 2025 (parziale)',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2022-10,92%-10,92%',
      '2023+18,51%+7,59%',
      '2024+8,83%+16,42%',
      '2025 (parziale)+8,69%+25,11%',
    ]);
  });
});
