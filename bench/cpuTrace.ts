/**
 * Reads a trace of a visit (bench:cpu-tasks): each task after the first paint
 * whose main-thread time × `slowdown` is long, what ran in it, and whether
 * script caused it (`slowdown` 1 for a throttled visit, whose thread time is
 * already stretched).
 */
import type { TraceEvent } from './bareVisit';

/** A task longer than this is long (the Long Tasks API's threshold). */
export const LONG_TASK_BUDGET_MS = 50;
const TASK = 'ThreadControllerImpl::RunTask';
/** The categories a visit is traced in: tasks, their work, and who invalidated style and layout. */
export const CPU_TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'loading',
  'blink.user_timing',
  'disabled-by-default-devtools.timeline.invalidationTracking',
];
/** The events inside a task worth naming: layout, style, parsing and each kind of script. */
const INSIDE = [
  'Layout',
  'UpdateLayoutTree',
  'ParseHTML',
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'RunMicrotasks',
];
/** Script on the task's stack: a callback, a timer, a frame callback, a module. */
const SCRIPT = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
]);
/** The work of a frame (style, layout, paint): done for whatever changed since the last. */
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint']);
/**
 * A font the page started to draw with: every web face of the site is loaded
 * and swapped in by script (src/after-paint/fontSwap.ts), so the layout it
 * asks for is script's.
 */
const FONTS_CHANGED = 'Fonts changed';

export type TimedEvent = TraceEvent & { tdur?: number };

/**
 * Who caused a task: `script` when script ran in it, or when its frame lays out
 * only what script changed since the last frame (an invalidation with a
 * script's stack, or a font script loaded); `parser` when the document's
 * parser ran in it, or its frame lays out only what the parser added;
 * `parser + script` a frame laying out both; `browser` the rest (no script,
 * no parser, nothing changed).
 */
export type TaskCause = 'script' | 'parser' | 'parser + script' | 'browser';

export interface CpuTask {
  /** Milliseconds after the first contentful paint. */
  afterPaintMs: number;
  /** Thread time × `slowdown`. */
  estimateMs: number;
  cause: TaskCause;
  /** The work inside it worth naming: layout (objects), a script's function, style. */
  inside: string[];
}

function describe(event: TimedEvent, slowdown: number): string {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const ms = Math.round(((event.tdur ?? 0) / 1000) * slowdown);
  if (event.name === 'Layout') return `layout ${ms} (${String(data.dirtyObjects)} objects)`;
  if (event.name === 'FunctionCall') {
    const file =
      String(data.url ?? '')
        .split('/')
        .at(-1) || 'inline';
    return `script ${ms} (${String(data.functionName) || 'anonymous'} in ${file})`;
  }
  const url = String(data.url ?? '');
  return `${event.name} ${ms}${url ? ` (${url.split('/').at(-1) ?? ''})` : ''}`;
}

const byScript = (event: TimedEvent) => {
  const data = event.args?.data ?? {};
  return Boolean(data.stackTrace) || data.reason === FONTS_CHANGED;
};

/** Reads a trace: every task after the first paint whose CPU time × slowdown is long. */
export function cpuTasks(events: readonly TimedEvent[], slowdown: number): CpuTask[] | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const thread = events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid)
    .sort((a, b) => a.ts - b.ts);
  const main = thread.filter((event) => event.ph === 'X');
  const invalidations = thread.filter((event) => event.cat.includes('invalidationTracking'));
  const cpuMs = (event: TimedEvent) => ((event.tdur ?? 0) / 1000) * slowdown;
  const within = (task: TimedEvent) => (event: TimedEvent) =>
    event !== task && event.ts >= task.ts && event.ts <= task.ts + (task.dur ?? 0);
  const tasks = main.filter((event) => event.name === TASK);
  /** The ends of the tasks that drew a frame, in order. */
  const frameEnds = [
    ...new Set(
      main
        .filter((event) => RENDERING.has(event.name))
        .map((event) => tasks.findLast((task) => task.ts <= event.ts))
        .filter((task) => task !== undefined)
        .map((task) => task.ts + (task.dur ?? 0)),
    ),
  ];
  /** Where the frame before this task ended: what changed since then is this frame's to lay out. */
  const lastFrameEnd = (task: TimedEvent) =>
    frameEnds.findLast((end) => end <= task.ts) ?? -Infinity;
  const scripts = main.filter((event) => SCRIPT.has(event.name));
  /** The document's own parser: HTML parsed with no script on the stack (not a slice script writes). */
  const parserRuns = main.filter(
    (event) =>
      event.name === 'ParseHTML' &&
      !scripts.some(
        (script) =>
          script.ts <= event.ts && script.ts + (script.dur ?? 0) >= event.ts + (event.dur ?? 0),
      ),
  );
  const cause = (task: TimedEvent): TaskCause => {
    const inside = main.filter(within(task));
    if (inside.some((event) => SCRIPT.has(event.name))) return 'script';
    if (!inside.some((event) => RENDERING.has(event.name))) {
      return parserRuns.some(within(task)) ? 'parser' : 'browser';
    }
    const since = lastFrameEnd(task);
    const end = task.ts + (task.dur ?? 0);
    const between = (event: TimedEvent) => event.ts > since && event.ts <= end;
    const script = invalidations.some((event) => between(event) && byScript(event));
    const parser = parserRuns.some(between);
    if (script && parser) return 'parser + script';
    if (script) return 'script';
    return parser ? 'parser' : 'browser';
  };
  return tasks
    .filter((task) => task.ts >= paint.ts && cpuMs(task) >= LONG_TASK_BUDGET_MS)
    .map((task) => ({
      afterPaintMs: Math.round((task.ts - paint.ts) / 1000),
      estimateMs: Math.round(cpuMs(task)),
      cause: cause(task),
      inside: main
        .filter(within(task))
        .filter((event) => event.name !== TASK && INSIDE.includes(event.name) && cpuMs(event) >= 10)
        .map((event) => describe(event, slowdown)),
    }));
}

/**
 * The longest task after the first paint: of all, of script's alone, and of
 * script's or shared with the parser (0 where none is long).
 */
export function longestCpuTasks(tasks: readonly CpuTask[]): {
  script: number;
  withScript: number;
  all: number;
} {
  const longest = (causes?: TaskCause[]) =>
    Math.max(
      0,
      ...tasks
        .filter((task) => !causes || causes.includes(task.cause))
        .map((task) => task.estimateMs),
    );
  return {
    script: longest(['script']),
    withScript: longest(['script', 'parser + script']),
    all: longest(),
  };
}
