import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANNUAL_RETURNS,
  HEADLINE_FIGURES,
  MONTHLY_RETURNS,
  PERFORMANCE_YEARS,
  RISK_SCORE_MAX,
  type AnnualReturn,
} from '../../content/trading';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import {
  formatDecimal,
  formatPercent,
  formatProseReturn,
  formatSignedReturn,
} from '../../lib/percent';
import { cumulativeSeries, lastPresent, presentRange, seriesRows } from '../../lib/series';
import { PERFORMANCE_VIEWS, type PerformanceView } from '../../islands/chart/chartConfig';
import type { ChartSeries } from '../../islands/chart/chartData';
import { AnnualCards } from './AnnualCards';
import { ChartDataTable } from './ChartDataTable';
import { ChartIsland } from './ChartIsland';
import { seriesMonthLabels, useMonthNames } from './periods';
import { YearAccordion } from './YearAccordion';
import { CARD } from '../../components/classNames';

/**
 * The headline's cumulative return: where the chart's line ends, by the chart's
 * own method (the running sum of the monthly returns), so the two always agree.
 */
const CUMULATIVE_RETURN = lastPresent(cumulativeSeries(MONTHLY_RETURNS));
const FIRST_MONTH_INDEX = presentRange(MONTHLY_RETURNS)?.first ?? 0;

/** The most recent year starts open, so the month figures are visible without a click. */
const INITIALLY_OPEN_YEAR = PERFORMANCE_YEARS[PERFORMANCE_YEARS.length - 1] ?? null;

/** Headline figures, a monthly/annual switch, the chart with its data table, and the cards that spell it out. */
export function PerformancePanel() {
  const { t } = useTranslation('trading');
  const language = useCurrentLanguage();
  const monthLabels = seriesMonthLabels(useMonthNames());
  const selectId = useId();
  const titleId = useId();

  // A year still running: its own key where one exists (the spec's annual_labels.2025_partial),
  // else the one for any year ('2026 (partial)').
  const yearLabel = (entry: AnnualReturn) =>
    entry.partial
      ? t([`annual_labels.${entry.year}_partial`, 'annual_labels.partial'], { year: entry.year })
      : String(entry.year);

  // Each view's series, as the chart draws it and as its table and text alternative say it.
  const seriesOf = (view: PerformanceView) => {
    const labels = view === 'monthly' ? monthLabels.short : ANNUAL_RETURNS.map(yearLabel);
    const spoken = view === 'monthly' ? monthLabels.long : labels;
    const returns =
      view === 'monthly' ? MONTHLY_RETURNS : ANNUAL_RETURNS.map((entry) => entry.value);
    const cumulative = cumulativeSeries(returns);
    const range = presentRange(returns);
    const summary = t(`performance.chart_summary_${view}`, {
      first: range ? spoken[range.first] : '',
      last: range ? spoken[range.last] : '',
      // A figure in a sentence takes the sentence's decimal sign ('+25.11%' in English).
      final: formatProseReturn(lastPresent(cumulative), language),
    });
    return { chart: { labels, returns: [...returns], cumulative, summary }, spoken, returns };
  };
  const views = PERFORMANCE_VIEWS.map((view) => ({ view, ...seriesOf(view) }));
  const chartViews = Object.fromEntries(views.map(({ view, chart }) => [view, chart])) as Record<
    PerformanceView,
    ChartSeries
  >;

  const figures = [
    {
      key: 'cumulative',
      label: t('performance.cumulative_return', {
        start: monthLabels.long[FIRST_MONTH_INDEX],
      }),
      value: formatSignedReturn(CUMULATIVE_RETURN, language),
    },
    {
      key: 'risk',
      label: t('performance.risk_score_7d'),
      value: t('performance.risk_score_value', {
        score: formatDecimal(HEADLINE_FIGURES.averageRiskScoreSevenDays, language),
        max: formatDecimal(RISK_SCORE_MAX, language),
      }),
    },
    {
      key: 'weeks',
      label: t('performance.profitable_weeks'),
      value: formatPercent(HEADLINE_FIGURES.profitableWeeks, language),
    },
  ];

  return (
    <section aria-labelledby={titleId} data-view-root="" className="mt-12">
      <h2 id={titleId} className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
        {t('performance.title')}
      </h2>

      <dl aria-label={t('performance.figures_label')} className="mt-6 grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className={`flex flex-col p-5 ${CARD}`}>
            <dt className="mt-1 text-sm text-muted">{figure.label}</dt>
            <dd className="order-first font-voice text-2xl text-ink tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>

      {/* The select switches the tables and cards below by CSS (`data-view` in styles.css),
          so it works from the first paint and without script; the chart follows it. */}
      <div className={`mt-8 p-4 sm:p-5 ${CARD}`}>
        <div className="mb-4 flex items-center gap-3 print:hidden">
          <label htmlFor={selectId} className="text-sm font-medium text-muted">
            {t('performance.view_label')}
          </label>
          <select
            id={selectId}
            defaultValue="monthly"
            className="min-h-11 rounded-control border border-edge bg-surface px-3 text-ink"
          >
            {PERFORMANCE_VIEWS.map((option) => (
              <option key={option} value={option}>
                {t(`performance.views.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {/* On paper the chart gives way to its data table (ChartDataTable). */}
        <div className="print:hidden">
          <ChartIsland
            data={{
              language,
              viewSelectId: selectId,
              returnDatasetLabel: t('performance.dataset_label'),
              cumulativeDatasetLabel: t('performance.cumulative_dataset_label'),
              views: chartViews,
            }}
          />
        </div>
        <ChartDataTable
          tables={views.map(({ view, spoken, returns }) => ({
            view,
            rows: seriesRows(spoken, returns),
          }))}
        />
      </div>

      <div data-view="monthly" className="mt-8">
        <h3 className="mb-4 text-xl font-semibold text-ink">{t('performance.monthly_title')}</h3>
        <YearAccordion
          years={ANNUAL_RETURNS}
          yearLabel={yearLabel}
          initiallyOpen={INITIALLY_OPEN_YEAR}
        />
      </div>
      <div data-view="annual" className="mt-8">
        <h3 className="mb-4 text-xl font-semibold text-ink">{t('performance.annual_title')}</h3>
        <AnnualCards years={ANNUAL_RETURNS} yearLabel={yearLabel} />
      </div>
    </section>
  );
}
