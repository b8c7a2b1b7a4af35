/**
 * The first paint, and the main thread after it, as a visitor's browser runs it: a
 * fresh throttled phone context per visit in a Chromium with nothing attached
 * but the protocol (bareChromium.ts), the page's long tasks (over 50 ms) read
 * by a PerformanceObserver once the page has settled (settled.ts). A tap made during a long task
 * waits for it; the budget is that no task after the first paint is long.
 */
import { REAL_THROTTLING_PROFILE } from './realThrottling';
import type { BareChromium } from './bareChromium';
import { sleep, withBareVisit } from './bareVisit';
import { SETTLED_IN_PAGE } from './settled';
import { median } from './summary';

export const LONG_TASK_BUDGET_MS = 50;
const GIVE_UP_MS = 20_000;
/** After the page settles: the fonts' swap, an island near the screen, the page at rest. */
const SETTLE_MS = 1500;

interface LongTaskProbe {
  fcp: number | null;
  tasks: [start: number, duration: number][];
}

declare global {
  interface Window {
    longTaskProbe?: LongTaskProbe;
  }
}

export interface LongTaskRun {
  fcpMs: number | null;
  /** Whether the page settled within 20 s: a run where it did not measured an unfinished page. */
  settled: boolean;
  /** The longest task that started after the first paint; 0 if none was long, null if unknown. */
  longestMs: number | null;
  /** Every long task after the first paint, in ms, in order. */
  taskMs: number[];
}

/** Runs in the page before its own scripts (no named inner functions: see controlTaps.ts). */
function recordLongTasks(): void {
  const probe: LongTaskProbe = { fcp: null, tasks: [] };
  window.longTaskProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) probe.tasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/** The durations of the tasks that started after the first paint; unknown without a paint. */
export function tasksAfter(
  paint: number | null,
  tasks: readonly [start: number, duration: number][],
): number[] | null {
  if (paint === null) return null;
  return tasks.filter(([start]) => start >= paint).map(([, duration]) => Math.round(duration));
}

/** One fresh, throttled visit to the URL. */
export function measureLongTasks(
  chromium: BareChromium,
  url: string,
  cpuSlowdown: number = REAL_THROTTLING_PROFILE.cpuSlowdown,
): Promise<LongTaskRun> {
  const options = { cpuSlowdown, beforePageScripts: recordLongTasks };
  return withBareVisit(chromium, url, options, async (visit) => {
    const started = Date.now();
    let settled = false;
    while (!settled && Date.now() - started < GIVE_UP_MS) {
      await sleep(250);
      settled = await visit.evaluate<boolean>(SETTLED_IN_PAGE);
    }
    await sleep(SETTLE_MS);
    const probe = await visit.evaluate<LongTaskProbe | undefined>('window.longTaskProbe');
    if (!probe) throw new Error(`the page lost its long-task probe (${url})`);
    const taskMs = tasksAfter(probe.fcp, probe.tasks);
    return {
      fcpMs: probe.fcp,
      settled,
      longestMs: taskMs && settled ? Math.max(0, ...taskMs) : null,
      taskMs: taskMs ?? [],
    };
  });
}

export interface LongTaskVisit {
  /** The route visited (the same in every mode), and its address in this mode. */
  route: string;
  label: string;
  runs: LongTaskRun[];
}

export const LONG_TASKS_HEADER = ['Visit', 'Longest (median)', 'Longest (worst run)', 'Each run'];

const worst = (visit: LongTaskVisit) =>
  visit.runs.some((run) => run.longestMs === null)
    ? null
    : Math.max(...visit.runs.map((run) => run.longestMs ?? 0));

export function longTaskRow(visit: LongTaskVisit): string[] {
  const milliseconds = (ms: number | null) => (ms === null ? '–' : `${ms} ms`);
  return [
    visit.label,
    milliseconds(median(visit.runs.map((run) => run.longestMs))),
    milliseconds(worst(visit)),
    visit.runs
      .map((run) => {
        if (!run.settled) return 'not settled';
        return run.taskMs.length ? run.taskMs.join('+') : 'none';
      })
      .join(' · '),
  ];
}

/**
 * The budget: on every visit the median run has no task over 50 ms after the
 * first paint. A run whose page did not settle counts as unknown, so fails.
 */
export function longTaskBudget(visits: readonly LongTaskVisit[]): {
  held: string[];
  broken: string[];
} {
  if (visits.length === 0) return { held: [], broken: [] };
  const label = `no task over ${LONG_TASK_BUDGET_MS} ms after the first paint (median run)`;
  const long = visits.filter((visit) => {
    const longest = median(visit.runs.map((run) => run.longestMs));
    return longest === null || longest > LONG_TASK_BUDGET_MS;
  });
  return long.length === 0
    ? { held: [label], broken: [] }
    : { held: [], broken: [`${label} (fails on ${long.map((v) => v.label).join(', ')})`] };
}
