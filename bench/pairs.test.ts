import { describe, expect, it } from 'vitest';
import { quietVisit } from './testing/visits';
import type { RoutingMode } from '../src/lib/siteUrls';
import type { LongTaskVisit } from './longTasks';
import { firstPaintRatioBudget, pagePairs, pairRow } from './pairs';

const visit = quietVisit;

const result = (
  mode: RoutingMode,
  longTasks: LongTaskVisit[],
  build = 'this build',
  cpuSlowdown = 4,
) => ({ mode, build, cpuSlowdown, longTasks });

describe('the first paint of each page, hash over path', () => {
  it('pairs each route of a build and slowdown in both modes', () => {
    const pairs = pagePairs([
      result('hash', [visit('/', [700]), visit('/courses', [800])]),
      result('path', [visit('/', [600])]),
      result('path', [visit('/courses', [500])], 'this build', 6),
      result('path', [visit('/courses', [500])], 'before'),
    ]);
    expect(pairs.map((pair) => pair.route)).toEqual(['/']);
  });

  it('prints the medians, the median of the run-by-run ratios, their spread and count', () => {
    const [pair] = pagePairs([
      result('hash', [visit('/', [700, 1000, 630, null])]),
      result('path', [visit('/', [600, 1000, 600, 600])]),
    ]);
    expect(pair && pairRow(pair)).toEqual([
      '/',
      '4×',
      'this build',
      '700 ms',
      '600 ms',
      '1.05',
      '0.08',
      '1.02–1.11',
      '3',
    ]);
  });

  it('holds the budget at 1.05 on every page, and names the pages over it', () => {
    const pairs = (hash: number) =>
      pagePairs([
        result('hash', [visit('/', [630]), visit('/trading', [hash])]),
        result('path', [visit('/', [600]), visit('/trading', [600])]),
      ]);
    expect(firstPaintRatioBudget(pairs(630)).broken).toEqual([]);
    expect(firstPaintRatioBudget(pairs(640)).broken).toEqual([
      "hash first paint ≤ 1.05 × path's on every page (median of paired runs) (fails on /trading)",
    ]);
    expect(firstPaintRatioBudget(pairs(Number.NaN)).held).toEqual([]);
  });
});
