/**
 * The hash build's first paint over the path build's, page by page: the same
 * route's visits in both modes (longTasks.ts visits every route, the modes in
 * turn), at one CPU slowdown, of one build. The budget: within 1.05 × on
 * every page, so that following a hash link costs a visitor no more than a
 * path link.
 */
import { medianUncertainty, pairedRatios, quartiles } from './interleave';
import type { RoutingMode } from '../src/lib/siteUrls';
import type { LongTaskVisit } from './longTasks';
import { median } from './summary';

export const FIRST_PAINT_RATIO_BUDGET = 1.05;

/** What a mode's results say of its first paints (print.ts's `ModeResult` has more). */
export interface ModeVisits {
  mode: RoutingMode;
  /** "this build", or "before" for a baseline given with --baseline. */
  build: string;
  /** The CPU slowdown of both measurements. */
  cpuSlowdown: number;
  /** Every route's first paint and long tasks after it (longTasks.ts). */
  longTasks: LongTaskVisit[];
}

export interface PagePair {
  route: string;
  build: string;
  cpuSlowdown: number;
  hash: LongTaskVisit;
  path: LongTaskVisit;
}

/** Every route visited in both modes, per build and CPU slowdown, in the order visited. */
export function pagePairs(results: readonly ModeVisits[]): PagePair[] {
  return results
    .filter((result) => result.mode === 'hash')
    .flatMap((hash) => {
      const path = results.find(
        (other) =>
          other.mode === 'path' &&
          other.build === hash.build &&
          other.cpuSlowdown === hash.cpuSlowdown,
      );
      return hash.longTasks.flatMap((visit) => {
        const other = path?.longTasks.find((candidate) => candidate.route === visit.route);
        return other
          ? [
              {
                route: visit.route,
                build: hash.build,
                cpuSlowdown: hash.cpuSlowdown,
                hash: visit,
                path: other,
              },
            ]
          : [];
      });
    });
}

const firstPaints = (visit: LongTaskVisit) => visit.runs.map((run) => run.fcpMs);

/**
 * The median first paint of each mode; the median of the run-by-run ratios,
 * how far it may be off (medianUncertainty: ± 0.05 decides the budget on a
 * page at 1.00), their interquartile range (half the pairs lie in it) and how
 * many pairs there were.
 */
export function firstPaintFigures(pair: PagePair): {
  hashMs: number | null;
  pathMs: number | null;
  ratio: number | null;
  uncertainty: number | null;
  spread: [number, number] | null;
  pairs: number;
} {
  const ratios = pairedRatios(firstPaints(pair.hash), firstPaints(pair.path));
  return {
    hashMs: median(firstPaints(pair.hash)),
    pathMs: median(firstPaints(pair.path)),
    ratio: median(ratios),
    uncertainty: medianUncertainty(ratios),
    spread: quartiles(ratios),
    pairs: ratios.length,
  };
}

export const PAIRS_HEADER = [
  'Page',
  'CPU',
  'Build',
  'First paint, hash',
  'path',
  'Hash ÷ path',
  '±',
  'Interquartile range',
  'Pairs',
];

export function pairRow(pair: PagePair): string[] {
  const { hashMs, pathMs, ratio, uncertainty, spread, pairs } = firstPaintFigures(pair);
  const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
  return [
    pair.route,
    `${pair.cpuSlowdown}×`,
    pair.build,
    ms(hashMs),
    ms(pathMs),
    ratio === null ? '–' : ratio.toFixed(2),
    uncertainty === null ? '–' : uncertainty.toFixed(2),
    spread === null ? '–' : spread.map((value) => value.toFixed(2)).join('–'),
    String(pairs),
  ];
}

/** The budget, per build and slowdown: the hash build paints within 1.05 × the path build. */
export function firstPaintRatioBudget(pairs: readonly PagePair[]): {
  held: string[];
  broken: string[];
} {
  if (pairs.length === 0) return { held: [], broken: [] };
  const label = `hash first paint ≤ ${FIRST_PAINT_RATIO_BUDGET} × path's on every page (median of paired runs)`;
  const over = pairs.filter((pair) => {
    const { ratio } = firstPaintFigures(pair);
    return ratio === null || ratio > FIRST_PAINT_RATIO_BUDGET;
  });
  return over.length === 0
    ? { held: [label], broken: [] }
    : { held: [], broken: [`${label} (fails on ${over.map((pair) => pair.route).join(', ')})`] };
}
