import { describe, expect, it } from 'vitest';
import {
  cumulativeSeries,
  lastPresent,
  monthlySeries,
  presentRange,
  seriesRows,
  sumReturns,
} from './series';

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
});

describe('monthlySeries', () => {
  it('puts the years in order and their months one after another, whatever the file’s order', () => {
    const months = (first: number) => Array.from({ length: 12 }, (_, index) => first + index);
    expect(monthlySeries({ '2025': months(20), '2024': months(0) })).toEqual({
      years: [2024, 2025],
      returns: [...months(0), ...months(20)],
    });
    expect(monthlySeries({})).toEqual({ years: [], returns: [] });
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

describe('seriesRows', () => {
  it('pairs each label with its return and the running cumulative return', () => {
    expect(seriesRows(['Jan', 'Feb', 'Mar'], [2.41, -0.86, 1.005])).toEqual([
      { label: 'Jan', value: 2.41, cumulative: 2.41 },
      { label: 'Feb', value: -0.86, cumulative: 1.55 },
      { label: 'Mar', value: 1.005, cumulative: 2.56 },
    ]);
  });

  it('leaves a missing period empty and carries the total past it', () => {
    expect(seriesRows(['a', 'b', 'c', 'd'], [1, null, 2, null])).toEqual([
      { label: 'a', value: 1, cumulative: 1 },
      { label: 'b', value: null, cumulative: null },
      { label: 'c', value: 2, cumulative: 3 },
      { label: 'd', value: null, cumulative: null },
    ]);
  });

  it('treats labels beyond the values as missing periods, and gives no rows for no labels', () => {
    expect(seriesRows(['a', 'b'], [1])).toEqual([
      { label: 'a', value: 1, cumulative: 1 },
      { label: 'b', value: null, cumulative: null },
    ]);
    expect(seriesRows([], [1, 2])).toEqual([]);
  });
});
