import type { ChartData, ChartDataset, ChartOptions, LegendItem, TooltipItem } from 'chart.js';
import type { Language } from '../../lib/language';
import type { Token, TypefaceRole } from '../../lib/lookTokens';
import { formatAxisPercent, formatSignedReturn } from '../../lib/percent';
import { labelColon } from '../../lib/punctuation';
import { lastPresent } from '../../lib/series';

export type PerformanceView = 'monthly' | 'annual';

export const PERFORMANCE_VIEWS: readonly PerformanceView[] = ['monthly', 'annual'];

/** Below 640 px the chart uses fewer ticks and smaller points (the spec's narrow screen). */
export const NARROW_SCREEN_QUERY = '(max-width: 639.98px)';

/** Visitors who asked the system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export type MixedChartType = 'bar' | 'line';
export type ChartValues = (number | null)[];

/** Each dataset has an id: the two bar halves share a label (see below). */
type Identified<T> = T & { id: string };

export const DATASET_IDS = {
  cumulative: 'cumulative',
  positive: 'positive',
  negative: 'negative',
} as const;

/** Dataset positions: the line first (drawn on top), then the two bar halves. */
const CUMULATIVE_INDEX = 0;
const POSITIVE_INDEX = 1;
const NEGATIVE_INDEX = 2;

export interface ChartInput {
  view: PerformanceView;
  /** The screen is narrower than 640 px. */
  narrow: boolean;
  /** A token's colour in the theme on <html> now (tokenColour). */
  colour: (token: Token) => string;
  /** A typeface role's font stack where the chart sits (typefaceStack): the page's own faces. */
  typeface: (role: TypefaceRole) => string;
  /** The page's language: the figures' form in the ticks and tooltips. */
  language: Language;
  /** Visitors who asked for reduced motion get no animation. */
  reducedMotion: boolean;
  /** One label per period (month or year), already translated. */
  labels: readonly string[];
  /** One return per period, in percent; null when missing. */
  returns: readonly (number | null)[];
  /** The cumulative series, one entry per period. */
  cumulative: readonly (number | null)[];
  /** Dataset labels, already translated: 'Rendimento (%)' and the cumulative line's. */
  returnDatasetLabel: string;
  cumulativeDatasetLabel: string;
}

/**
 * The chart is drawn in the look's tokens (src/lib/lookTokens.ts): the line and each bar's edge
 * in gain or loss by sign, the bars' pale fills in gainLine or lossLine, the axes' text in muted
 * and the grid in line. The build keeps every pair it needs (the line and edges at 3:1 on the
 * card, the line at 3:1 over either bar's fill) in every look and theme (tooling/look/tokens.ts).
 */
const BAR_TOKENS = {
  positive: { fill: 'gainLine', edge: 'gain' },
  negative: { fill: 'lossLine', edge: 'loss' },
} as const satisfies Record<string, { fill: Token; edge: Token }>;

/** The cumulative line's token: gain when the final cumulative value is ≥ 0, loss otherwise. */
export function lineToken(cumulative: readonly (number | null)[]): 'gain' | 'loss' {
  return (lastPresent(cumulative) ?? 0) >= 0 ? 'gain' : 'loss';
}

/**
 * The chart's data: the cumulative line plus the returns split into a positive
 * and a negative bar dataset on one stack, so each month has one bar coloured by
 * its sign. Both bar datasets carry the spec's label 'Rendimento (%)', so each
 * dataset is told apart by an id, not by its label.
 */
export function buildChartData(input: ChartInput): ChartData<MixedChartType, ChartValues, string> {
  const color = input.colour(lineToken(input.cumulative));
  const positive = input.returns.map((value) => (value !== null && value >= 0 ? value : null));
  const negative = input.returns.map((value) => (value !== null && value < 0 ? value : null));
  const line: Identified<ChartDataset<'line', ChartValues>> = {
    id: DATASET_IDS.cumulative,
    type: 'line',
    label: input.cumulativeDatasetLabel,
    data: [...input.cumulative],
    stack: 'cumulative',
    order: 0,
    borderColor: color,
    backgroundColor: color,
    pointBackgroundColor: color,
    pointBorderColor: color,
    borderWidth: 2,
    // A missing month in the middle leaves the running sum unchanged: bridge it.
    spanGaps: true,
  };
  const bar = (
    id: keyof typeof BAR_TOKENS,
    data: ChartValues,
  ): Identified<ChartDataset<'bar', ChartValues>> => ({
    id,
    type: 'bar',
    label: input.returnDatasetLabel,
    data,
    stack: 'returns',
    order: 1,
    backgroundColor: input.colour(BAR_TOKENS[id].fill),
    // The edge, not the pale fill, sets each bar apart from the background (3:1).
    borderColor: input.colour(BAR_TOKENS[id].edge),
    borderWidth: 1,
    borderRadius: 2,
    // Four annual bars would otherwise fill the whole width.
    maxBarThickness: 96,
  });
  const datasets: ChartDataset<MixedChartType, ChartValues>[] = [
    line,
    bar(DATASET_IDS.positive, positive),
    bar(DATASET_IDS.negative, negative),
  ];
  return { labels: [...input.labels], datasets };
}

/** The tooltip line: dataset label, the language's colon and value, '+' for every non-negative value, and '%', in the page's language. */
export const tooltipLabel =
  (language: Language) =>
  (item: TooltipItem<MixedChartType>): string =>
    `${item.dataset.label ?? ''}${labelColon(language)} ${formatSignedReturn(item.parsed.y, language)}`;

/** Every option of the chart, for the current view, screen width and theme. */
export function buildChartOptions(input: ChartInput): ChartOptions<MixedChartType> {
  const ticks = input.colour('muted');
  const grid = input.colour('line');
  // Drawn in the page's faces, not the chart library's Helvetica: the ticks (dates and figures)
  // in the voice the cards' figures use, the legend and tooltips in the body's.
  const figures = { family: input.typeface('voice') };
  const words = { family: input.typeface('body') };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: input.reducedMotion ? false : { duration: 400 },
    interaction: { mode: 'index', intersect: false },
    elements: {
      point: { radius: input.narrow ? 1 : 4, hoverRadius: input.narrow ? 3 : 6 },
      line: { tension: input.view === 'monthly' ? 0.3 : 0 },
    },
    scales: {
      x: {
        stacked: true,
        ticks: {
          autoSkip: true,
          maxTicksLimit: input.narrow ? 6 : 20,
          color: ticks,
          font: figures,
          maxRotation: input.narrow ? 0 : 50,
        },
        grid: { display: false },
        border: { color: grid },
      },
      y: {
        beginAtZero: true,
        stacked: true,
        ticks: {
          color: ticks,
          font: figures,
          callback: (value) => formatAxisPercent(Number(value), input.language),
        },
        grid: { color: grid },
        border: { color: grid },
      },
    },
    plugins: {
      legend: {
        display: true,
        position: 'bottom',
        labels: {
          color: ticks,
          font: words,
          // The two bar halves share one label: the legend lists it once.
          filter: (item: LegendItem) => item.datasetIndex !== NEGATIVE_INDEX,
        },
        onClick: (_event, item, legend) => {
          const { chart } = legend;
          const index = item.datasetIndex ?? CUMULATIVE_INDEX;
          const indexes = index === POSITIVE_INDEX ? [POSITIVE_INDEX, NEGATIVE_INDEX] : [index];
          const visible = chart.isDatasetVisible(index);
          for (const datasetIndex of indexes) chart.setDatasetVisibility(datasetIndex, !visible);
          chart.update();
        },
      },
      tooltip: {
        mode: 'index',
        intersect: false,
        titleFont: words,
        bodyFont: words,
        // The empty half of a month's bar, and months without a figure, say nothing.
        filter: (item) => item.parsed.y !== null && Number.isFinite(item.parsed.y),
        callbacks: { label: tooltipLabel(input.language) },
      },
    },
  };
}
