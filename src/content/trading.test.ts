import { describe, expect, it } from 'vitest';
import { cumulativeSeries, lastPresent, sumReturns } from '../pages/trading/series'; // eslint-disable-line no-restricted-imports, import-x/no-restricted-paths -- a check of the data by the trading page's own rule; the lead may move it beside series.test.ts
import { ANNUAL_RETURNS, MONTHLY_RETURNS, PERFORMANCE_YEARS, monthlyReturnsOf } from './trading';

describe('performance data', () => {
  it('has 48 months, January 2022 to December 2025, with only the last two missing', () => {
    expect(MONTHLY_RETURNS).toHaveLength(48);
    expect(PERFORMANCE_YEARS).toEqual([2022, 2023, 2024, 2025]);
    expect(MONTHLY_RETURNS.slice(0, 46).every((value) => typeof value === 'number')).toBe(true);
    expect(MONTHLY_RETURNS.slice(46)).toEqual([null, null]);
  });

  it('stays on whole cents at every step of the cumulative series', () => {
    for (const value of cumulativeSeries(MONTHLY_RETURNS)) {
      if (value !== null) expect(Number(value.toFixed(2))).toBe(value);
    }
  });

  it('writes every month to the cent', () => {
    for (const value of MONTHLY_RETURNS) {
      if (value !== null) expect(Number(value.toFixed(2))).toBe(value);
    }
  });

  it('has the published annual returns', () => {
    expect(ANNUAL_RETURNS.map(({ year, value, partial }) => [year, value, partial])).toEqual([
      [2022, -10.92, false],
      [2023, 18.51, false],
      [2024, 8.83, false],
      [2025, 8.69, true],
    ]);
  });

  it.each(ANNUAL_RETURNS.map((entry) => [entry.year, entry.value] as const))(
    'the months of %i add up exactly to the annual %d',
    (year, annual) => {
      const months = monthlyReturnsOf(year);
      expect(months).toHaveLength(12);
      expect(sumReturns(months)).toBe(annual);
    },
  );

  it('ends the cumulative series on the sum of the annual returns', () => {
    expect(lastPresent(cumulativeSeries(MONTHLY_RETURNS))).toBe(
      sumReturns(ANNUAL_RETURNS.map((entry) => entry.value)),
    );
  });

  it('is varied, not a repeated pattern', () => {
    const present = MONTHLY_RETURNS.filter((value) => value !== null);
    expect(new Set(present).size).toBeGreaterThan(40);
    expect(present.some((value) => value < 0)).toBe(true);
    expect(present.some((value) => value > 0)).toBe(true);
  });
});
