import { toCents } from './percent';

/**
 * The cumulative series of a list of returns in percent: the running sum,
 * rounded to 2 decimals.
 *
 * The sum is kept in whole cents, so 48 additions give exactly the total of the
 * rounded figures, with no floating-point drift.
 *
 * A null (missing) return is skipped: it does not change the running sum, and
 * its own position is null rather than a repeat of the previous value, because
 * a repeat would claim a 0 % month that nobody measured. The series keeps one
 * entry per input, so it lines up with the chart's labels; the line simply has
 * no point there.
 */
export function cumulativeSeries(values: readonly (number | null)[]): (number | null)[] {
  let runningCents = 0;
  return values.map((value) => {
    if (value === null || !Number.isFinite(value)) return null;
    runningCents += toCents(value);
    return runningCents / 100;
  });
}

/**
 * Twelve monthly returns per year, by year (trading.json's `monthlyReturns`), as one series:
 * the years in order, and their months, January of the first year first.
 */
export function monthlySeries(byYear: Readonly<Record<string, readonly (number | null)[]>>): {
  years: number[];
  returns: (number | null)[];
} {
  const years = Object.keys(byYear)
    .map(Number)
    .sort((a, b) => a - b);
  return { years, returns: years.flatMap((year) => byYear[String(year)] ?? []) };
}

/** The sum of the returns that are present, rounded to 2 decimals (0 when none is). */
export function sumReturns(values: readonly (number | null)[]): number {
  const cents = values.reduce<number>(
    (total, value) => (value === null || !Number.isFinite(value) ? total : total + toCents(value)),
    0,
  );
  return cents / 100;
}

/** The last value that is present, or null when there is none. */
export function lastPresent(values: readonly (number | null)[]): number | null {
  for (let index = values.length - 1; index >= 0; index -= 1) {
    const value = values[index];
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

/** The position of the first and of the last value that is present, or null when none is. */
export function presentRange(
  values: readonly (number | null)[],
): { first: number; last: number } | null {
  const first = values.findIndex((value) => value !== null);
  if (first === -1) return null;
  let last = values.length - 1;
  while (values[last] === null) last -= 1;
  return { first, last };
}

/** One period of a series as a table shows it: its label, its return, the running total. */
export interface SeriesRow {
  label: string;
  value: number | null;
  /** The cumulative return after this period (cumulativeSeries): null where the period has no figure. */
  cumulative: number | null;
}

/**
 * The series as rows, one per label, with the same cumulative values the chart
 * draws. A label without a value (the series is shorter) is a missing period.
 */
export function seriesRows(
  labels: readonly string[],
  values: readonly (number | null)[],
): SeriesRow[] {
  const cumulative = cumulativeSeries(values);
  return labels.map((label, index) => ({
    label,
    value: values[index] ?? null,
    cumulative: cumulative[index] ?? null,
  }));
}
