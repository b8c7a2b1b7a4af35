/**
 * Medians over runs, the budgets, and the tables the benchmark prints.
 */
import type { LighthouseFigures } from './lighthouseFigures';
import { UNKNOWN_ROUTE } from './options';
import type { RealThrottlingRun } from './realThrottling';

export const BUDGETS = {
  lighthouse: { performance: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01, categories: 100 },
  realThrottling: { firstWorkingTapMs: 1100, fcpMs: 700 },
};

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

export interface LighthouseRoute {
  route: string;
  median: Record<keyof LighthouseFigures, number | null>;
  runs: LighthouseFigures[];
}

export interface RealThrottlingVisit {
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
const atLeast = (value: number | null, limit: number) => value !== null && value >= limit;

/** Which budgets hold over every route, and where the others fail. */
export function budgetSummary(
  lighthouse: readonly LighthouseRoute[],
  realThrottling: readonly RealThrottlingVisit[],
  budgets = BUDGETS,
): Verdict {
  const lh = budgets.lighthouse;
  const real = budgets.realThrottling;
  const lighthouseVerdict = judge(lighthouse, (r) => r.route, [
    [`performance ≥ ${lh.performance}`, (r) => atLeast(r.median.performance, lh.performance)],
    [`LCP ≤ ${lh.lcpMs / 1000} s`, (r) => atMost(r.median.lcpMs, lh.lcpMs)],
    [`TBT ≤ ${lh.tbtMs} ms`, (r) => atMost(r.median.tbtMs, lh.tbtMs)],
    [`CLS ≤ ${lh.cls}`, (r) => atMost(r.median.cls, lh.cls)],
    ['accessibility 100', (r) => r.median.accessibility === lh.categories],
    ['best practices 100', (r) => r.median.bestPractices === lh.categories],
    ['SEO 100 (not 404)', (r) => r.route === UNKNOWN_ROUTE || r.median.seo === lh.categories],
    // A run that ended before the app's scripts arrived would flatter every figure.
    ['app scripts loaded in every run', (r) => r.runs.every((run) => (run.scriptKb ?? 0) > 0)],
  ]);
  const realVerdict = judge(realThrottling, (v) => v.label, [
    [
      `first working tap ≤ ${real.firstWorkingTapMs / 1000} s`,
      (v) => atMost(v.median.firstWorkingTapMs, real.firstWorkingTapMs),
    ],
    [`FCP ≤ ${real.fcpMs / 1000} s (real throttling)`, (v) => atMost(v.median.fcpMs, real.fcpMs)],
    ['every tap took effect once', (v) => v.runs.every((run) => run.themeChanges === run.taps)],
    ['the app went live in every run', (v) => v.runs.every((run) => run.appLiveMs !== null)],
  ]);
  return {
    held: [...lighthouseVerdict.held, ...realVerdict.held],
    broken: [...lighthouseVerdict.broken, ...realVerdict.broken],
  };
}

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const milliseconds = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const plain = (value: number | null) => (value === null ? '–' : String(value));

export const LIGHTHOUSE_HEADER = [
  'Route',
  'Perf',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'SI',
  'Total KiB',
  'JS KiB',
  'A11y',
  'BP',
  'SEO',
];

export function lighthouseRow({ route, median: m }: LighthouseRoute): string[] {
  return [
    route,
    plain(m.performance),
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    milliseconds(m.tbtMs),
    m.cls === null ? '–' : m.cls.toFixed(3),
    seconds(m.speedIndexMs),
    m.totalKb === null ? '–' : m.totalKb.toFixed(1),
    m.scriptKb === null ? '–' : m.scriptKb.toFixed(1),
    plain(m.accessibility),
    plain(m.bestPractices),
    plain(m.seo),
  ];
}

export const REAL_THROTTLING_HEADER = [
  'Visit',
  'FCP',
  'LCP',
  'First working tap',
  'App live',
  'Taps / took effect',
];

export function realThrottlingRow({ label, median: m, runs }: RealThrottlingVisit): string[] {
  return [
    label,
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    seconds(m.firstWorkingTapMs),
    seconds(m.appLiveMs),
    runs.map((run) => `${run.taps}/${run.themeChanges}`).join(' '),
  ];
}
