/**
 * Reads a trace of a visit (bench:cpu-tasks): each task after the first paint
 * whose main-thread time × `slowdown` is long, and what ran in it (`slowdown`
 * 1 for a throttled visit, whose thread time is already stretched).
 */
import type { TraceEvent } from './bareVisit';
import { LONG_TASK_BUDGET_MS } from './longTasks';

const TASK = 'ThreadControllerImpl::RunTask';
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
export type TimedEvent = TraceEvent & { tdur?: number };

export interface CpuTask {
  /** Milliseconds after the first contentful paint. */
  afterPaintMs: number;
  /** Thread time × `slowdown`. */
  estimateMs: number;
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

/** Reads a trace: every task after the first paint whose CPU time × slowdown is long. */
export function cpuTasks(events: readonly TimedEvent[], slowdown: number): CpuTask[] | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const main = events.filter(
    (event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X',
  );
  const cpuMs = (event: TimedEvent) => ((event.tdur ?? 0) / 1000) * slowdown;
  return main
    .filter(
      (event) => event.name === TASK && event.ts >= paint.ts && cpuMs(event) >= LONG_TASK_BUDGET_MS,
    )
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = main.filter(
        (event) =>
          event !== task &&
          event.name !== TASK &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= end &&
          INSIDE.includes(event.name) &&
          cpuMs(event) >= 10,
      );
      return {
        afterPaintMs: Math.round((task.ts - paint.ts) / 1000),
        estimateMs: Math.round(cpuMs(task)),
        inside: inside.map((event) => describe(event, slowdown)),
      };
    });
}
