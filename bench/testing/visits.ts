import type { LongTaskVisit } from '../longTasks';

/** A route's visits with these first paints (null: none) and no long task: for the bench's tests. */
export const quietVisit = (route: string, fcps: readonly (number | null)[]): LongTaskVisit => ({
  route,
  label: route,
  runs: fcps.map((fcpMs) => ({
    fcpMs,
    settled: true,
    longestMs: 0,
    taskMs: [],
    scriptMs: 0,
    scriptCausedMs: 0,
    islands: [],
  })),
});
