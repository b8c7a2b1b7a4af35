import { describe, expect, it } from 'vitest';
import {
  islandBudget,
  longTaskBudget,
  longTaskRow,
  tasksAfter,
  type IslandSeen,
  type LongTaskVisit,
} from './longTasks';

const visit = (
  label: string,
  runs: (number[] | null)[],
  islands: IslandSeen[][] = [],
): LongTaskVisit => ({
  route: label,
  label,
  runs: runs.map((taskMs, at) => ({
    fcpMs: taskMs === null ? null : 600,
    settled: taskMs !== null,
    longestMs: taskMs === null ? null : Math.max(0, ...taskMs),
    taskMs: taskMs ?? [],
    scriptMs: taskMs === null ? null : taskMs.length ? 4 : 0,
    // Script caused the shortest.
    scriptCausedMs: taskMs === null ? null : taskMs.length ? Math.min(...taskMs) : 0,
    islands: islands[at] ?? [],
  })),
});
const chart = (near: boolean, requested: boolean): IslandSeen[] => [
  { name: 'performance-chart', near, requested },
];

describe('the long tasks after the first paint', () => {
  it('counts only the tasks that started once the page had painted', () => {
    const tasks: [number, number][] = [
      [100, 300],
      [620, 80.4],
      [900, 120],
    ];
    expect(tasksAfter(600, tasks)).toEqual([80, 120]);
  });

  it('is none when no long task followed the paint, unknown without a paint', () => {
    expect(tasksAfter(600, [[100, 300]])).toEqual([]);
    expect(tasksAfter(null, [[700, 90]])).toBeNull();
  });

  it('holds the 50 ms budget when the median run of every visit has no longer task', () => {
    expect(longTaskBudget([visit('/trading/', [[], [60], []])]).broken).toEqual([]);
    expect(longTaskBudget([visit('/', [[]]), visit('/trading/', [[60], [70], []])]).broken).toEqual(
      ['no task over 50 ms after the first paint (median run) (fails on /trading/)'],
    );
    expect(longTaskBudget([visit('/', [null])]).held).toEqual([]);
  });

  it('prints the median, the worst run, script’s longest and every run', () => {
    expect(longTaskRow(visit('/courses/', [[], [61, 55], []]))).toEqual([
      '/courses/',
      '0 ms',
      '61 ms',
      '0 ms · 0 · 55 · 0',
      'none · 61+55 · none',
      '0 ms · 0 · 4 · 0',
      'none · none · none',
    ]);
    expect(longTaskRow(visit('/', [[], null, []]))[4]).toBe('none · not settled · none');
  });

  it('names the islands whose code each run asked for', () => {
    const trading = visit('/trading/', [[], []], [chart(true, true), chart(false, false)]);
    expect(longTaskRow(trading)[6]).toBe('performance-chart · none');
  });

  it("holds the islands' budget only when each island's code came exactly when it was near", () => {
    const label =
      "an island's code asked for exactly when the island is within 600 px of the screen (every run)";
    expect(islandBudget([visit('/', [[]]), visit('/trading/', [[]], [chart(true, true)])])).toEqual(
      { held: [label], broken: [] },
    );
    expect(islandBudget([visit('/trading/', [[]], [chart(false, false)])]).broken).toEqual([]);
    expect(islandBudget([visit('/trading/', [[], []], [[], chart(false, true)])]).broken).toEqual([
      `${label} (fails on /trading/)`,
    ]);
    expect(islandBudget([visit('/trading/', [[]], [chart(true, false)])]).held).toEqual([]);
  });
});
