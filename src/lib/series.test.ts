import { describe, expect, it } from 'vitest';
import {
  ANNUAL_RETURNS,
  MONTHLY_RETURNS,
  PERFORMANCE_YEARS,
  monthlyReturnsOf,
} from '../content/trading';
import { cumulativeSeries, lastPresent, presentRange, sumReturns } from './series';

describe('cumulativeSeries', () => {
  it('is the running sum rounded to 2 decimals', () => {
    expect(cumulativeSeries([1.5, -0.25, 2.004, 0.006])).toEqual([1.5, 1.25, 3.25, 3.26]);
  });

  it('gives null for trailing missing months and keeps one entry per month', () => {
    expect(cumulativeSeries([1, 2, null, null])).toEqual([1, 3, null, null]);
  });

  it('skips a missing month in the middle and carries the sum past it', () => {
    expect(cumulativeSeries([1.1, null, 2.2, -0.3])).toEqual([1.1, null, 3.3, 3]);
  });

  it('skips leading missing months', () => {
    expect(cumulativeSeries([null, 0.5, 0.5])).toEqual([null, 0.5, 1]);
  });

  it('is all null when every month is missing, and empty for no months', () => {
    expect(cumulativeSeries([null, null, null])).toEqual([null, null, null]);
    expect(cumulativeSeries([])).toEqual([]);
  });

  it('does not drift over 48 steps', () => {
    const tenths = Array.from({ length: 48 }, () => 0.1);
    const floatSum = tenths.reduce((total, value) => total + value, 0);
    expect(floatSum).not.toBe(4.8); // plain float addition does drift
    const series = cumulativeSeries(tenths);
    series.forEach((value, index) => expect(value).toBe(Number(((index + 1) / 10).toFixed(1))));
    expect(series.at(-1)).toBe(4.8);

    const alternating = Array.from({ length: 48 }, (_, index) => (index % 2 === 0 ? 0.07 : -0.03));
    expect(cumulativeSeries(alternating).at(-1)).toBe(0.96);
  });

  it('stays on whole cents at every step of the real data', () => {
    for (const value of cumulativeSeries(MONTHLY_RETURNS)) {
      if (value !== null) expect(Number(value.toFixed(2))).toBe(value);
    }
  });
});

describe('sumReturns, lastPresent and presentRange', () => {
  it('sums the present values in cents', () => {
    expect(sumReturns([0.1, 0.2, null])).toBe(0.3);
    expect(sumReturns([null])).toBe(0);
  });

  it('finds the last present value', () => {
    expect(lastPresent([1, 2, null])).toBe(2);
    expect(lastPresent([null, null])).toBeNull();
    expect(lastPresent([])).toBeNull();
  });

  it('finds the first and last present positions', () => {
    expect(presentRange([null, 1, null, 2, null])).toEqual({ first: 1, last: 3 });
    expect(presentRange([null, null])).toBeNull();
  });
});

describe('performance data', () => {
  it('has 48 months, January 2022 to December 2025, with only the last two missing', () => {
    expect(MONTHLY_RETURNS).toHaveLength(48);
    expect(PERFORMANCE_YEARS).toEqual([2022, 2023, 2024, 2025]);
    expect(MONTHLY_RETURNS.slice(0, 46).every((value) => typeof value === 'number')).toBe(true);
    expect(MONTHLY_RETURNS.slice(46)).toEqual([null, null]);
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
