// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TradingContent from '../../content/trading';
import { keyGroups, keysShown } from '../../lib/shownKeys';
import { renderWithProviders } from '../../test/render';
import { PerformancePanel } from './PerformancePanel';

const TEMPLATE_TRADING = import.meta.glob<object>('../../locales/*/trading.json', {
  eager: true,
  import: 'default',
});
const templateTrading = (language: string) =>
  TEMPLATE_TRADING[`../../locales/${language}/trading.json`] ?? {};

/** An owner a year on: 2025 closed, 2026 running, which no key of its own names. */
const MONTHS_2025 = [2.41, -0.86, -2.97, -1.48, 3.62, 1.75, 1.93, 0.88, 1.64, 1.77, 0.52, 1.1];
const MONTHS_2026 = [1.2, -0.4, ...Array<null>(10).fill(null)];
const A_YEAR_ON: Partial<typeof TradingContent> = {
  PERFORMANCE_YEARS: [2025, 2026],
  FIRST_PERFORMANCE_YEAR: 2025,
  MONTHLY_RETURNS: [...MONTHS_2025, ...MONTHS_2026],
  ANNUAL_RETURNS: [
    { year: 2025, value: 10.31, partial: false },
    { year: 2026, value: 0.8, partial: true },
  ],
  monthlyReturnsOf: (year) => (year === 2025 ? MONTHS_2025 : MONTHS_2026),
};

/** The panel of an owner whose trading facts differ from the sample's, rendered in a language. */
async function panelOf(
  content: Partial<typeof TradingContent>,
  language: string,
  strings: Record<string, object> = {},
) {
  vi.resetModules();
  vi.doMock('../../content/trading', async (original) => ({
    ...(await original<typeof TradingContent>()),
    ...content,
  }));
  const { PerformancePanel: Panel } = await import('./PerformancePanel');
  const { renderWithProviders: render } = await import('../../test/render');
  const result = render(<Panel />, {
    language,
    strings: { trading: { ...templateTrading(language), ...strings } },
  });
  vi.doUnmock('../../content/trading');
  return result;
}

/** The panel of an owner whose running year is 2026. */
const panelOfA2026Owner = (language: string, strings: Record<string, object> = {}) =>
  panelOf(A_YEAR_ON, language, strings);

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
    expect(chartPlace()).toHaveAccessibleName(/The table after the chart/);
  });

  // Drawn in the page's language: the build draws each language's page, and no translation
  // engine runs in the browser (docs/decisions/language-detection.md).
  it('names the months in the page’s language', () => {
    renderWithProviders(<PerformancePanel />, { language: 'it' });
    const table = screen.getByRole('table', {
      name: 'Rendimento mensile e rendimento cumulato tra gennaio 2022 e dicembre 2025',
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

  describe('a year still running that no key names (an owner in 2026)', () => {
    const LABELS = {
      en: '2026 (partial)',
      it: '2026 (parziale)',
      de: '2026 (Teiljahr)',
      fr: '2026 (en cours)',
      es: '2026 (parcial)',
    };

    it.each(Object.entries(LABELS))(
      'is labelled in %s everywhere the panel names it, and no key shows',
      async (language, label) => {
        const { container, i18n } = await panelOfA2026Owner(language);
        const summary = screen.getByText(label, { selector: 'summary > span' });
        expect(summary.closest('details')).toHaveAttribute('open');
        expect(
          within(
            screen.getByRole('list', { name: i18n.t('trading:performance.annual_title') }),
          ).getAllByRole('listitem')[1],
        ).toHaveTextContent(label);
        const annualTable = screen.getByRole('table', {
          name: new RegExp(`${label.replace(/[()]/g, '\\$&')}$`),
        });
        expect(within(annualTable).getAllByRole('row').at(-1)).toHaveTextContent(label);
        const groups = keyGroups(Object.values(i18n.store.data).flatMap(Object.values));
        expect(keysShown(container.innerHTML, groups)).toEqual([]);
      },
    );

    it('takes a key of the year’s own where there is one', async () => {
      await panelOfA2026Owner('en', { annual_labels: { '2026_partial': '2026 (so far)' } });
      expect(screen.getByText('2026 (so far)', { selector: 'summary > span' })).toBeVisible();
    });
  });

  describe('figures in the page’s language', () => {
    const NNBSP = '\u202f';
    const MINUS = '\u2212';

    it('writes every figure of the panel the French way, the risk score’s decimal included', async () => {
      await panelOf(
        { HEADLINE_FIGURES: { averageRiskScoreSevenDays: 3.5, profitableWeeks: 61.54 } },
        'fr',
      );
      const values = screen.getAllByRole('definition').map((value) => value.textContent);
      expect(values).toEqual([`+25,11${NNBSP}%`, '3,5 sur 10', `61,54${NNBSP}%`]);
      // textContent: the matchers would take the no-break spaces for plain ones.
      const year2022 = screen.getByText('2022', { selector: 'summary > span' });
      expect(year2022.nextSibling?.textContent).toBe(`${MINUS}10,92${NNBSP}%`);
      const table = screen.getByRole('table', { name: /^Rendement mensuel/ });
      expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
        `janvier 2022${MINUS}3,12${NNBSP}%${MINUS}3,12${NNBSP}%`,
      );
      expect(chartPlace().getAttribute('aria-label')).toContain(
        `Rendement cumulé en fin de période\u202f: +25,11${NNBSP}%.`,
      );
    });

    it('keeps the spec’s figures in English, the risk score with a decimal point', async () => {
      await panelOf(
        { HEADLINE_FIGURES: { averageRiskScoreSevenDays: 3.5, profitableWeeks: 61.54 } },
        'en',
      );
      const values = screen.getAllByRole('definition').map((value) => value.textContent);
      expect(values).toEqual(['+25,11%', '3.5 out of 10', '61,54%']);
    });
  });
});

/** The chart's text alternative for the monthly view, the one shown at first. */
function chartPlace(): HTMLElement {
  const place = document.querySelector<HTMLElement>(
    '[data-chart-placeholder][data-view="monthly"]',
  );
  if (!place) throw new Error('no chart place');
  return place;
}
