/**
 * The page's main-thread tasks in a Chromium trace, each with its wall time
 * (what Lighthouse reads, and multiplies by its CPU slowdown when it simulates
 * a slower phone) and its thread time (what the thread spent on the CPU). A
 * task whose wall time is mostly not CPU time was waiting: on a synchronous
 * call into the browser process (storage, cookies), or for a core on a busy
 * machine. Read by `npm run bench:tasks`.
 */

/** The fields of a trace event this reads (Chromium's trace event format). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  /** Wall time, microseconds (complete events). */
  dur?: number;
  /** Thread (CPU) time, microseconds (complete events, when the trace records it). */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

export interface TaskTime {
  /** From the navigation's start, ms. */
  startMs: number;
  wallMs: number;
  cpuMs: number;
  /** What it did, from its events: 'ParseHTML + Layout', 'TimerFire'… ('other' if none say). */
  kind: string;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** Events that say what a task did, in the order they are named. */
const KINDS = [
  'DocumentLoader::CommitNavigation',
  'ParseHTML',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'FunctionCall',
  'v8.evaluateModule',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
];

/** The page's navigation: the main frame's start on the renderer that loaded the URL. */
function pageNavigation(events: readonly TraceEvent[], url: string): TraceEvent | undefined {
  return events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame === true &&
        event.args.data.documentLoaderURL === url,
    )
    .at(-1);
}

/** The tasks of the page's main thread at least `minWallMs` long, in the order they ran. */
export function taskTimes(
  events: readonly TraceEvent[],
  url: string,
  minWallMs: number,
): TaskTime[] {
  const navigation = pageNavigation(events, url);
  if (!navigation) throw new Error(`the trace has no navigation to ${url}`);
  const thread = events
    .filter((event) => event.pid === navigation.pid && event.tid === navigation.tid)
    .sort((a, b) => a.ts - b.ts);
  const tasks = thread.filter(
    (event) =>
      event.ph === 'X' &&
      TASK_NAMES.has(event.name) &&
      event.ts >= navigation.ts &&
      (event.dur ?? 0) >= minWallMs * 1000,
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = new Set(
      thread.filter((event) => event.ts >= task.ts && event.ts < end).map((event) => event.name),
    );
    const kinds = KINDS.filter((kind) => inside.has(kind));
    return {
      startMs: (task.ts - navigation.ts) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      cpuMs: (task.tdur ?? 0) / 1000,
      kind: kinds.length > 0 ? kinds.join(' + ') : 'other',
    };
  });
}
