// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as TradingContent from '../../content/trading';
import { keyGroups, keysShown } from '../../lib/shownKeys';
import { labelled, tableNamed } from '../../test/finders';
import { drawAsBuilt } from '../../test/render';
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

/**
 * The panel and the drawing helper of an owner whose trading facts differ from the sample's,
 * loaded once for every test of that owner (a module graph loaded again costs more than a drawing).
 */
async function panelOf(content: Partial<typeof TradingContent>) {
  vi.resetModules();
  vi.doMock('../../content/trading', async (original) => ({
    ...(await original<typeof TradingContent>()),
    ...content,
  }));
  const { PerformancePanel: Panel } = await import('./PerformancePanel');
  const { drawAsBuilt: draw } = await import('../../test/render');
  vi.doUnmock('../../content/trading');
  return (language: string, strings: Record<string, object> = {}) =>
    draw(<Panel />, {
      language,
      strings: { trading: { ...templateTrading(language), ...strings } },
    });
}

/** A table's rows after its header row. */
const bodyRows = (table: HTMLTableElement) => [...table.rows].slice(1);

/** The headline figures' values. */
const figureValues = () => [...document.querySelectorAll('dd')].map((value) => value.textContent);

// The tests that only read the panel share one drawing per language and owner; a test that
// clicks draws its own (docs/decisions/test-time.md).
describe('PerformancePanel', () => {
  describe('in English', () => {
    beforeAll(() => drawAsBuilt(<PerformancePanel />));

    it('offers the monthly series as a 48-row table, with the chart’s cumulative values', () => {
      const rows = bodyRows(
        tableNamed('Monthly return and cumulative return, January 2022 to December 2025'),
      );
      expect(rows).toHaveLength(48);
      expect(rows[0]).toHaveTextContent(/^January 2022-3,12%-3,12%$/);
      expect(rows[36]).toHaveTextContent(/^January 2025\+2,41%/);
      // The headline's cumulative return is where the table's last figure ends.
      expect(rows[45]).toHaveTextContent(/^October 2025\+1,77%\+25,11%$/);
      expect(rows[46]).toHaveTextContent('not available yet');
      expect(chartPlace()).toHaveAccessibleName(/The table after the chart/);
    });
  });

  // Drawn in the page's language: the build draws each language's page, and no translation
  // engine runs in the browser (docs/decisions/language-detection.md).
  it('names the months in the page’s language', () => {
    drawAsBuilt(<PerformancePanel />, { language: 'it' });
    const table = tableNamed(
      'Rendimento mensile e rendimento cumulato tra gennaio 2022 e dicembre 2025',
    );
    expect(table.rows[1]).toHaveTextContent(/^gennaio 2022-3,12%/);
    expect(screen.getByText(/gennaio 2022/, { selector: 'dt' })).toBeInTheDocument();
  });

  it('follows the view: four years in the annual view', async () => {
    const user = userEvent.setup();
    drawAsBuilt(<PerformancePanel />, { language: 'it' });
    const select = document.querySelector('select');
    expect(select).toHaveAccessibleName('Vista');
    if (!select) throw new Error('no view select');
    await user.selectOptions(select, 'annual');
    const table = tableNamed(
      'Rendimento annuale e rendimento cumulato, dal 2022 al 2025 (parziale)',
    );
    expect(bodyRows(table).map((row) => row.textContent)).toEqual([
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
    let drawPanel: Awaited<ReturnType<typeof panelOf>>;
    beforeAll(async () => {
      drawPanel = await panelOf(A_YEAR_ON);
    });

    it.each(Object.entries(LABELS))(
      'is labelled in %s everywhere the panel names it, and no key shows',
      (language, label) => {
        const i18n = drawPanel(language);
        const summary = screen.getByText(label, { selector: 'summary > span' });
        expect(summary.closest('details')).toHaveAttribute('open');
        const annualCards = labelled('ul', i18n.t('trading:performance.annual_title'));
        expect(annualCards.querySelectorAll('li')[1]).toHaveTextContent(label);
        const annualTable = tableNamed(new RegExp(`${label.replace(/[()]/g, '\\$&')}$`));
        expect([...annualTable.rows].at(-1)).toHaveTextContent(label);
        const groups = keyGroups(Object.values(i18n.store.data).flatMap(Object.values));
        expect(keysShown(document.body.innerHTML, groups)).toEqual([]);
      },
    );

    it('takes a key of the year’s own where there is one', () => {
      drawPanel('en', { annual_labels: { '2026_partial': '2026 (so far)' } });
      expect(screen.getByText('2026 (so far)', { selector: 'summary > span' })).toBeVisible();
    });
  });

  describe('figures in the page’s language', () => {
    const NNBSP = '\u202f';
    const MINUS = '\u2212';
    let drawPanel: Awaited<ReturnType<typeof panelOf>>;
    beforeAll(async () => {
      drawPanel = await panelOf({
        HEADLINE_FIGURES: { averageRiskScoreSevenDays: 3.5, profitableWeeks: 61.54 },
      });
    });

    it('writes every figure of the panel the French way, the risk score’s decimal included', () => {
      drawPanel('fr');
      expect(figureValues()).toEqual([`+25,11${NNBSP}%`, '3,5 sur 10', `61,54${NNBSP}%`]);
      // textContent: the matchers would take the no-break spaces for plain ones.
      const year2022 = screen.getByText('2022', { selector: 'summary > span' });
      expect(year2022.nextSibling?.textContent).toBe(`${MINUS}10,92${NNBSP}%`);
      const table = tableNamed(/^Rendement mensuel/);
      expect(table.rows[1]?.textContent).toBe(
        `janvier 2022${MINUS}3,12${NNBSP}%${MINUS}3,12${NNBSP}%`,
      );
      expect(chartPlace().getAttribute('aria-label')).toContain(
        `Rendement cumulé en fin de période\u202f: +25,11${NNBSP}%.`,
      );
    });

    it('keeps the spec’s figures in English, the risk score with a decimal point', () => {
      drawPanel('en');
      expect(figureValues()).toEqual(['+25,11%', '3.5 out of 10', '61,54%']);
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
