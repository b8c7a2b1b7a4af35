/**
 * The real-throttling half's medians, budgets and table (the Lighthouse half's
 * are Lighthouse CI's: lighthouserc.json).
 */
import type { RealThrottlingRun } from './realThrottling';

export const BUDGETS = { firstWorkingTapMs: 1100, fcpMs: 700 };

export function median(values: readonly (number | null)[]): number | null {
  const numbers = values.filter(
    (value): value is number => value !== null && Number.isFinite(value),
  );
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure on its own, over the runs of one route. */
export function medianFigures<T extends object>(
  runs: readonly T[],
): Record<keyof T, number | null> {
  const keys = Object.keys(runs[0] ?? {}) as (keyof T)[];
  const values = (key: keyof T) => runs.map((run) => run[key] as unknown as number | null);
  return Object.fromEntries(keys.map((key) => [key, median(values(key))])) as Record<
    keyof T,
    number | null
  >;
}

export interface RealThrottlingVisit {
  /** The page, in the same words in every mode: its route, and its language if not the first. */
  page: string;
  label: string;
  median: Record<keyof RealThrottlingRun, number | null>;
  runs: RealThrottlingRun[];
}

type Checks<T> = [label: string, holds: (item: T) => boolean][];
interface Verdict {
  held: string[];
  broken: string[];
}

/** Each check over every item: it holds, or it fails on the items named. */
function judge<T>(items: readonly T[], nameOf: (item: T) => string, checks: Checks<T>): Verdict {
  const verdict: Verdict = { held: [], broken: [] };
  if (items.length === 0) return verdict;
  for (const [label, holds] of checks) {
    const offenders = items.filter((item) => !holds(item)).map(nameOf);
    if (offenders.length === 0) verdict.held.push(label);
    else verdict.broken.push(`${label} (fails on ${offenders.join(', ')})`);
  }
  return verdict;
}

const atMost = (value: number | null, limit: number) => value !== null && value <= limit;

/** Which real-throttling budgets hold over every visit, and where the others fail. */
export function budgetSummary(
  realThrottling: readonly RealThrottlingVisit[],
  budgets = BUDGETS,
): Verdict {
  return judge(realThrottling, (v) => v.label, [
    [
      `first working tap ≤ ${budgets.firstWorkingTapMs / 1000} s`,
      (v) => atMost(v.median.firstWorkingTapMs, budgets.firstWorkingTapMs),
    ],
    [
      `FCP ≤ ${budgets.fcpMs / 1000} s (real throttling)`,
      (v) => atMost(v.median.fcpMs, budgets.fcpMs),
    ],
    ['every tap took effect once', (v) => v.runs.every((run) => run.themeChanges === run.taps)],
    ['the page settled in every run', (v) => v.runs.every((run) => run.settledMs !== null)],
  ]);
}

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
export const REAL_THROTTLING_HEADER = [
  'Visit',
  'FCP',
  'LCP',
  'First working tap',
  'Settled',
  'Taps / took effect',
];

export function realThrottlingRow({ label, median: m, runs }: RealThrottlingVisit): string[] {
  return [
    label,
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    seconds(m.firstWorkingTapMs),
    seconds(m.settledMs),
    runs.map((run) => `${run.taps}/${run.themeChanges}`).join(' '),
  ];
}
