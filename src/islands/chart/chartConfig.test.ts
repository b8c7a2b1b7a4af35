import type { Chart, LegendItem, TooltipItem } from 'chart.js';
import { describe, expect, it, vi } from 'vitest';
import {
  buildChartData,
  buildChartOptions,
  DATASET_IDS,
  lineToken,
  tooltipLabel,
  type ChartInput,
  type MixedChartType,
  type PerformanceView,
} from './chartConfig';
import type { Token } from '../../lib/lookTokens';

const RETURNS = [2.35, -1.2, 0, null];
const CUMULATIVE = [2.35, 1.15, 1.15, null];

/** Stands for the look's colours: each part shows the token it is drawn in. */
const colour = (token: Token) => `<${token}>`;

function input(overrides: Partial<ChartInput> = {}): ChartInput {
  return {
    view: 'monthly',
    narrow: false,
    colour,
    typeface: (role) => `<${role} stack>`,
    language: 'en',
    reducedMotion: false,
    labels: ['Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025'],
    returns: RETURNS,
    cumulative: CUMULATIVE,
    returnDatasetLabel: 'Rendimento (%)',
    cumulativeDatasetLabel: 'Rendimento cumulativo (%)',
    ...overrides,
  };
}

const COMBINATIONS = (['monthly', 'annual'] as PerformanceView[]).flatMap((view) =>
  [true, false].map((narrow) => ({ view, narrow })),
);

function tooltipItem(label: string, y: number | null): TooltipItem<MixedChartType> {
  return { dataset: { label }, parsed: { x: 0, y } } as unknown as TooltipItem<MixedChartType>;
}

describe('buildChartOptions', () => {
  it.each(COMBINATIONS)('sets every option for %o', ({ view, narrow }) => {
    const options = buildChartOptions(input({ view, narrow }));

    expect(options.responsive).toBe(true);
    expect(options.maintainAspectRatio).toBe(false);
    expect(options.interaction).toEqual({ mode: 'index', intersect: false });
    expect(options.plugins?.tooltip?.mode).toBe('index');
    expect(options.plugins?.tooltip?.intersect).toBe(false);
    expect(options.plugins?.tooltip?.callbacks?.label).toBeTypeOf('function');

    expect(options.elements?.point?.radius).toBe(narrow ? 1 : 4);
    expect(options.elements?.point?.hoverRadius).toBe(narrow ? 3 : 6);
    expect(options.elements?.line?.tension).toBe(view === 'monthly' ? 0.3 : 0);

    const x = options.scales?.x;
    expect(x?.stacked).toBe(true);
    expect(x?.ticks?.autoSkip).toBe(true);
    expect(x?.ticks && 'maxTicksLimit' in x.ticks ? x.ticks.maxTicksLimit : undefined).toBe(
      narrow ? 6 : 20,
    );
    expect(x?.ticks?.color).toBe('<muted>');

    const y = options.scales?.y;
    expect(y && 'beginAtZero' in y ? y.beginAtZero : undefined).toBe(true);
    expect(y?.stacked).toBe(true);
    expect(y?.ticks?.color).toBe('<muted>');
    expect(y?.grid?.color).toBe('<line>');
    expect(options.plugins?.legend?.labels?.color).toBe('<muted>');
  });

  it('draws the ticks in the voice the figures use, the legend and tooltips in the body’s typeface', () => {
    const options = buildChartOptions(input());
    const fontOf = (font: unknown) => (font as { family?: string } | undefined)?.family;
    expect(fontOf(options.scales?.x?.ticks?.font)).toBe('<voice stack>');
    expect(fontOf(options.scales?.y?.ticks?.font)).toBe('<voice stack>');
    expect(fontOf(options.plugins?.legend?.labels?.font)).toBe('<body stack>');
    expect(fontOf(options.plugins?.tooltip?.titleFont)).toBe('<body stack>');
    expect(fontOf(options.plugins?.tooltip?.bodyFont)).toBe('<body stack>');
  });

  it('writes the y ticks with a percent sign and a comma, in the page’s language', () => {
    const tick = (language: string, value: number) => {
      const callback = buildChartOptions(input({ language })).scales?.y?.ticks?.callback;
      return (callback as unknown as (value: number, index: number, ticks: unknown[]) => string)(
        value,
        0,
        [],
      );
    };
    expect(tick('en', 10)).toBe('10%');
    expect(tick('en', -2.5)).toBe('-2,5%');
    expect(tick('en', 0)).toBe('0%');
    expect(tick('fr', -2.5)).toBe('\u22122,5\u202f%');
  });

  it('animates unless the visitor asked for reduced motion', () => {
    expect(buildChartOptions(input()).animation).toEqual({ duration: 400 });
    expect(buildChartOptions(input({ reducedMotion: true })).animation).toBe(false);
  });

  it('lists the shared bar label once in the legend', () => {
    const filter = buildChartOptions(input()).plugins?.legend?.labels?.filter;
    const item = (datasetIndex: number) => ({ datasetIndex }) as LegendItem;
    expect(filter?.(item(0), {} as never)).toBe(true);
    expect(filter?.(item(1), {} as never)).toBe(true);
    expect(filter?.(item(2), {} as never)).toBe(false);
  });

  it('hides and shows both bar halves together from the legend', () => {
    const onClick = buildChartOptions(input()).plugins?.legend?.onClick;
    const visibility = [true, true, true];
    const chart = {
      isDatasetVisible: (index: number) => visibility[index],
      setDatasetVisibility: (index: number, visible: boolean) => {
        visibility[index] = visible;
      },
      update: vi.fn(),
    } as unknown as Chart;
    const click = (datasetIndex: number) =>
      onClick?.call(
        {} as never,
        {} as never,
        { datasetIndex } as LegendItem,
        {
          chart,
        } as never,
      );
    click(1);
    expect(visibility).toEqual([true, false, false]);
    click(1);
    expect(visibility).toEqual([true, true, true]);
    click(0);
    expect(visibility).toEqual([false, true, true]);
    expect(chart.update).toHaveBeenCalledTimes(3);
  });

  it('leaves out empty bar halves and missing months from the tooltip', () => {
    const filter = buildChartOptions(input()).plugins?.tooltip?.filter;
    const call = (y: number | null) =>
      filter?.call({} as never, tooltipItem('x', y), 0, [], { datasets: [] });
    expect(call(1.5)).toBe(true);
    expect(call(0)).toBe(true);
    expect(call(null)).toBe(false);
  });
});

describe('tooltipLabel', () => {
  it('shows the dataset label and the value with an explicit plus for non-negative values', () => {
    const english = tooltipLabel('en');
    expect(tooltipLabel('it')(tooltipItem('Rendimento (%)', 2.35))).toBe('Rendimento (%): +2,35%');
    expect(english(tooltipItem('Return (%)', 0))).toBe('Return (%): +0,00%');
    expect(english(tooltipItem('Return (%)', -1.2))).toBe('Return (%): -1,20%');
    expect(english(tooltipItem('Cumulative return (%)', 25.11))).toBe(
      'Cumulative return (%): +25,11%',
    );
  });

  it('writes the value in the page’s language', () => {
    expect(tooltipLabel('de')(tooltipItem('Rendite (%)', -1.2))).toBe(
      'Rendite (%): \u22121,20\u00a0%',
    );
    // French sets its colon apart, as its strings do.
    expect(tooltipLabel('fr')(tooltipItem('Rendement (%)', -1.2))).toBe(
      'Rendement (%)\u202F: \u22121,20\u202f%',
    );
  });

  it('is the tooltip’s label callback, in the language of the chart', () => {
    const label = buildChartOptions(input({ language: 'es' })).plugins?.tooltip?.callbacks?.label;
    expect(
      (label as (item: TooltipItem<MixedChartType>) => string)(tooltipItem('Rentabilidad', 2.35)),
    ).toBe('Rentabilidad: +2,35\u00a0%');
  });
});

describe('buildChartData', () => {
  it.each(COMBINATIONS)('builds a line and two stacked bar halves for %o', ({ view, narrow }) => {
    const data = buildChartData(input({ view, narrow }));
    expect(data.labels).toEqual(['Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025']);

    const [line, positive, negative] = data.datasets;
    expect(line).toMatchObject({
      id: DATASET_IDS.cumulative,
      type: 'line',
      label: 'Rendimento cumulativo (%)',
      data: CUMULATIVE,
      borderColor: '<gain>',
    });
    expect(positive).toMatchObject({
      id: DATASET_IDS.positive,
      type: 'bar',
      label: 'Rendimento (%)',
      stack: 'returns',
      data: [2.35, null, 0, null],
      backgroundColor: '<gainLine>',
      borderColor: '<gain>',
    });
    expect(negative).toMatchObject({
      id: DATASET_IDS.negative,
      type: 'bar',
      label: 'Rendimento (%)',
      stack: 'returns',
      data: [null, -1.2, null, null],
      backgroundColor: '<lossLine>',
      borderColor: '<loss>',
    });
    // The line sits on its own stack (not added onto the bars) and is drawn on top.
    expect(line?.stack).not.toBe(positive?.stack);
    expect(line?.order).toBeLessThan(positive?.order ?? 0);
  });
});

describe('the line colour', () => {
  it('is a loss when the series ends below zero, a gain at or above it', () => {
    const data = buildChartData(input({ cumulative: [-1, -2] }));
    expect(data.datasets[0]?.borderColor).toBe('<loss>');
    expect(lineToken([1, -0.5, null])).toBe('loss');
    expect(lineToken([-1, 0])).toBe('gain');
    expect(lineToken([-1, 0.01, null])).toBe('gain');
  });
});
