import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from './lighthouseFigures';
import { UNKNOWN_ROUTE } from './options';
import type { RealThrottlingRun } from './realThrottling';
import {
  budgetSummary,
  lighthouseRow,
  median,
  medianFigures,
  realThrottlingRow,
  type LighthouseRoute,
  type RealThrottlingVisit,
} from './summary';

const goodLighthouse: LighthouseFigures = {
  performance: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 10,
  cls: 0,
  speedIndexMs: 1000,
  totalKb: 140,
  scriptKb: 120,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};
const goodRun: RealThrottlingRun = {
  fcpMs: 620,
  lcpMs: 620,
  firstTapMs: 700,
  firstWorkingTapMs: 705,
  appLiveMs: 1800,
  taps: 1,
  themeChanges: 1,
};
const route = (path: string, figures: Partial<LighthouseFigures> = {}): LighthouseRoute => {
  const run = { ...goodLighthouse, ...figures };
  return { route: path, median: run, runs: [run] };
};
const visit = (label: string, run: Partial<RealThrottlingRun> = {}): RealThrottlingVisit => {
  const full = { ...goodRun, ...run };
  return { label, median: full, runs: [full] };
};

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, ignoring gaps', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('takes the median of each figure on its own', () => {
    expect(
      medianFigures([
        { a: 1, b: 10 },
        { a: 3, b: 30 },
        { a: 2, b: null },
      ]),
    ).toEqual({ a: 2, b: 20 });
  });
});

describe('budgetSummary', () => {
  it('passes figures at every limit', () => {
    const summary = budgetSummary(
      [route('/', { performance: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01 })],
      [visit('/#/', { firstWorkingTapMs: 1100, fcpMs: 700 })],
    );
    expect(summary.broken).toEqual([]);
    expect(summary.held).toHaveLength(12);
  });

  it('names every broken budget and where', () => {
    const summary = budgetSummary(
      [
        route('/', { performance: 97, lcpMs: 1600, tbtMs: 60, cls: 0.02 }),
        route('/trading', { accessibility: 96, bestPractices: 92, seo: 91, scriptKb: 0 }),
      ],
      [
        visit('/#/courses', {
          firstWorkingTapMs: 1200,
          fcpMs: 750,
          taps: 2,
          themeChanges: 1,
          appLiveMs: null,
        }),
      ],
    );
    expect(summary.held).toEqual([]);
    expect(summary.broken).toEqual([
      'performance ≥ 98 (fails on /)',
      'LCP ≤ 1.5 s (fails on /)',
      'TBT ≤ 50 ms (fails on /)',
      'CLS ≤ 0.01 (fails on /)',
      'accessibility 100 (fails on /trading)',
      'best practices 100 (fails on /trading)',
      'SEO 100 (not 404) (fails on /trading)',
      'app scripts loaded in every run (fails on /trading)',
      'first working tap ≤ 1.1 s (fails on /#/courses)',
      'FCP ≤ 0.7 s (real throttling) (fails on /#/courses)',
      'every tap took effect once (fails on /#/courses)',
      'the app went live in every run (fails on /#/courses)',
    ]);
  });

  it('does not judge SEO on the 404 page (noindex by design), nor a measurement not taken', () => {
    expect(budgetSummary([route(UNKNOWN_ROUTE, { seo: 69 })], []).broken).toEqual([]);
  });
});

describe('rows', () => {
  it('formats the figures with units', () => {
    expect(lighthouseRow(route('/'))).toEqual([
      '/',
      '100',
      '0.90 s',
      '1.20 s',
      '10 ms',
      '0.000',
      '1.00 s',
      '140.0',
      '120.0',
      '100',
      '100',
      '100',
    ]);
    expect(realThrottlingRow(visit('/#/'))).toEqual([
      '/#/',
      '0.62 s',
      '0.62 s',
      '0.70 s',
      '1.80 s',
      '1/1',
    ]);
  });
});
