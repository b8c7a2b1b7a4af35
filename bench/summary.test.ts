import { describe, expect, it } from 'vitest';
import type { RealThrottlingRun } from './realThrottling';
import {
  budgetSummary,
  median,
  medianFigures,
  realThrottlingRow,
  type RealThrottlingVisit,
} from './summary';

const goodRun: RealThrottlingRun = {
  fcpMs: 620,
  lcpMs: 620,
  firstTapMs: 700,
  firstWorkingTapMs: 705,
  settledMs: 1800,
  taps: 1,
  themeChanges: 1,
};
const visit = (label: string, run: Partial<RealThrottlingRun> = {}): RealThrottlingVisit => {
  const full = { ...goodRun, ...run };
  return { page: label, label, median: full, runs: [full] };
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

describe('budgetSummary (real throttling)', () => {
  it('passes figures at every limit', () => {
    const summary = budgetSummary([visit('/#/', { firstWorkingTapMs: 1100, fcpMs: 700 })]);
    expect(summary.broken).toEqual([]);
    expect(summary.held).toHaveLength(4);
  });

  it('names every broken budget and where', () => {
    const summary = budgetSummary([
      visit('/#/courses', {
        firstWorkingTapMs: 1200,
        fcpMs: 750,
        taps: 2,
        themeChanges: 1,
        settledMs: null,
      }),
    ]);
    expect(summary.held).toEqual([]);
    expect(summary.broken).toEqual([
      'first working tap ≤ 1.1 s (fails on /#/courses)',
      'FCP ≤ 0.7 s (real throttling) (fails on /#/courses)',
      'every tap took effect once (fails on /#/courses)',
      'the page settled in every run (fails on /#/courses)',
    ]);
  });
});

describe('realThrottlingRow', () => {
  it('formats the figures with units', () => {
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
