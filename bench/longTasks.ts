/**
 * The first paint, and the main thread after it, as a visitor's browser runs it: a
 * fresh throttled phone context per visit in a Chromium with nothing attached
 * but the protocol (bareChromium.ts), the page's long tasks (over 50 ms) read
 * by a PerformanceObserver once the page has settled (settled.ts). A tap made during a long task
 * waits for it; the budget is that no task after the first paint is long.
 * The same visits say which islands' code the page asked for: an island's
 * exactly when it is drawn within 600 px below the screen (the visit does not
 * scroll; src/after-paint/islands.ts loads it at that margin).
 */
import { FIRST_PAINT_DATA_ID } from '../src/first-paint/documentContract';
import { REAL_THROTTLING_PROFILE } from './realThrottling';
import type { BareChromium } from './bareChromium';
import { CPU_TRACE_CATEGORIES, cpuTasks, LONG_TASK_BUDGET_MS, longestCpuTasks } from './cpuTrace';
import { sleep, withBareVisit } from './bareVisit';
import { SETTLED_IN_PAGE } from './settled';
import { median } from './summary';

/** How far below the screen an island may be when its code is asked for. */
export const ISLAND_NEAR_PX = 600;
const GIVE_UP_MS = 20_000;
/** After the page settles: the fonts' swap, an island near the screen, the page at rest. */
const SETTLE_MS = 1500;

interface LongTaskProbe {
  fcp: number | null;
  tasks: [start: number, duration: number][];
  /** Long animation frames: their start and how long the page's scripts ran in them; null where unknown. */
  frames: [start: number, scriptMs: number][] | null;
}

/** What Chromium's long-animation-frame entries carry that this probe reads (not in lib.dom yet). */
interface LongFrameEntry extends PerformanceEntry {
  scripts: readonly { duration: number }[];
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
  /**
   * The longest task after the first paint that script caused, alone or in a frame shared with the
   * document's parser (cpuTrace.ts: the visit's trace, thread time); 0 if none was long, null if unknown.
   */
  scriptCausedMs: number | null;
  /**
   * How long script ran (with the style and layout it forced) in the long animation frame after
   * the first paint where it ran longest; 0 if in none, null where the browser reports no frames.
   */
  scriptMs: number | null;
  /** Each island the page names: whether it is near the screen, and whether its code was asked for. */
  islands: IslandSeen[];
}

export interface IslandSeen {
  name: string;
  near: boolean;
  requested: boolean;
}

/** Runs in the page before its own scripts (no named inner functions: see controlTaps.ts). */
function recordLongTasks(): void {
  const probe: LongTaskProbe = { fcp: null, tasks: [], frames: null };
  window.longTaskProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) probe.tasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // Whether a long task is script's: the frame says how long scripts ran in it (Chromium 123+).
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    const frames: [number, number][] = [];
    probe.frames = frames;
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as LongFrameEntry[]) {
        const scriptMs = frame.scripts.reduce((sum, script) => sum + script.duration, 0);
        frames.push([frame.startTime, scriptMs]);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
}

/**
 * Runs in the page once it has settled: each island the build names (the
 * first-paint data's modules), whether one of its elements (named by the
 * island, src/behaviours/contract.ts) is drawn within `marginPx` below the
 * screen, and whether its module was requested. A build with no islands (a
 * baseline from before them) names none.
 */
function islandsInPage(dataId: string, marginPx: number): IslandSeen[] {
  let modules: Record<string, string> = {};
  try {
    const data = JSON.parse(document.getElementById(dataId)?.textContent ?? '') as {
      islands?: Record<string, string>;
    };
    modules = data.islands ?? {};
  } catch {
    modules = {};
  }
  const requested = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  return Object.entries(modules).map(([name, url]) => ({
    name,
    near: [...document.getElementsByTagName(name)].some(
      (island) =>
        island.getClientRects().length > 0 &&
        island.getBoundingClientRect().top < window.innerHeight + marginPx,
    ),
    requested: requested.has(new URL(url, window.location.href).href),
  }));
}

const ISLANDS_IN_PAGE = `(${islandsInPage.toString()})(${JSON.stringify(FIRST_PAINT_DATA_ID)}, ${ISLAND_NEAR_PX})`;

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
  const options = {
    cpuSlowdown,
    beforePageScripts: recordLongTasks,
    traceCategories: CPU_TRACE_CATEGORIES,
  };
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
    // Throttled: the trace's thread time is already the length at the slowdown.
    const traced = cpuTasks(await visit.endTrace(), 1);
    const frameScriptMs = probe.frames ? tasksAfter(probe.fcp, probe.frames) : null;
    return {
      fcpMs: probe.fcp,
      settled,
      longestMs: taskMs && settled ? Math.max(0, ...taskMs) : null,
      taskMs: taskMs ?? [],
      scriptCausedMs: traced && settled ? longestCpuTasks(traced).withScript : null,
      scriptMs: frameScriptMs && settled ? Math.max(0, ...frameScriptMs) : null,
      islands: await visit.evaluate<IslandSeen[]>(ISLANDS_IN_PAGE),
    };
  });
}

export interface LongTaskVisit {
  /** The route visited (the same in every mode), and its address in this mode. */
  route: string;
  label: string;
  runs: LongTaskRun[];
}

export const LONG_TASKS_HEADER = [
  'Visit',
  'Longest (median)',
  'Longest (worst run)',
  'Longest caused by script (median · each run)',
  'Each run',
  'Script in a long frame, most (median · each run)',
  'Islands asked for',
];

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
    [
      milliseconds(median(visit.runs.map((run) => run.scriptCausedMs))),
      visit.runs.map((run) => run.scriptCausedMs ?? '–').join(' · '),
    ].join(' · '),
    visit.runs
      .map((run) => {
        if (!run.settled) return 'not settled';
        return run.taskMs.length ? run.taskMs.join('+') : 'none';
      })
      .join(' · '),
    [
      milliseconds(median(visit.runs.map((run) => run.scriptMs))),
      visit.runs.map((run) => (run.scriptMs === null ? '–' : run.scriptMs)).join(' · '),
    ].join(' · '),
    visit.runs
      .map((run) => {
        const requested = run.islands.filter((island) => island.requested);
        return requested.length ? requested.map((island) => island.name).join('+') : 'none';
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

/**
 * The islands' budget: in every run an island's code is asked for exactly
 * when the island is near the screen; never on a page without one.
 */
export function islandBudget(visits: readonly LongTaskVisit[]): {
  held: string[];
  broken: string[];
} {
  if (visits.length === 0) return { held: [], broken: [] };
  const label = `an island's code asked for exactly when the island is within ${ISLAND_NEAR_PX} px of the screen (every run)`;
  const wrong = visits.filter((visit) =>
    visit.runs.some((run) => run.islands.some((island) => island.near !== island.requested)),
  );
  return wrong.length === 0
    ? { held: [label], broken: [] }
    : { held: [], broken: [`${label} (fails on ${wrong.map((v) => v.label).join(', ')})`] };
}
