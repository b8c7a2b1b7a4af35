import { describe, expect, it } from 'vitest';
import { cpuTasks, longestCpuTasks, type TimedEvent } from './cpuTrace';

/** A complete event on the page's main thread (pid 1, tid 1), times in ms, CPU time in ms. */
const event = (
  name: string,
  ms: number,
  wallMs: number,
  cpuMs: number,
  extra = {},
): TimedEvent => ({
  name,
  cat: 'toplevel',
  ph: 'X',
  ts: ms * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
  pid: 1,
  tid: 1,
  ...extra,
});
const TASK = 'ThreadControllerImpl::RunTask';
const paint: TimedEvent = {
  name: 'firstContentfulPaint',
  cat: 'loading',
  ph: 'I',
  ts: 1_000_000,
  pid: 1,
  tid: 1,
};

describe('the tasks after the first paint that would be long at N×', () => {
  const trace = [
    paint,
    event(TASK, 900, 30, 20), // before the paint: not counted
    event(TASK, 1200, 40, 20, {}),
    event('Layout', 1205, 30, 18, { args: { beginData: { dirtyObjects: 648 } } }),
    event(TASK, 1500, 200, 5), // a long wait on a busy core, little work: short at 6×
    event(TASK, 1800, 12, 10),
    event('FunctionCall', 1801, 11, 10, {
      args: {
        data: { functionName: 'performWorkUntilDeadline', url: 'http://x/assets/react-dom.js' },
      },
    }),
    event(TASK, 2000, 40, 30, { tid: 2 }), // another thread
  ];

  it('counts main-thread CPU time × the slowdown against the budget, and names what ran inside', () => {
    expect(cpuTasks(trace, 6)).toEqual([
      {
        afterPaintMs: 200,
        estimateMs: 120,
        cause: 'browser',
        inside: ['layout 108 (648 objects)'],
      },
      {
        afterPaintMs: 800,
        estimateMs: 60,
        cause: 'script',
        inside: ['script 60 (performWorkUntilDeadline in react-dom.js)'],
      },
    ]);
  });

  it('finds none at a slowdown where every task stays short, and says when nothing painted', () => {
    expect(cpuTasks(trace, 2)).toEqual([]);
    expect(cpuTasks(trace.slice(1), 6)).toBeNull();
  });
});

/** An invalidation the trace records as it happens (instant, no time of its own). */
const invalidation = (ms: number, data: Record<string, unknown>): TimedEvent => ({
  name: 'LayoutInvalidationTracking',
  cat: 'disabled-by-default-devtools.timeline.invalidationTracking',
  ph: 'I',
  ts: ms * 1000,
  pid: 1,
  tid: 1,
  args: { data },
});

describe('who caused a long task after the first paint', () => {
  const frame = (ms: number) => [event(TASK, ms, 60, 60), event('Layout', ms + 1, 50, 50)];
  const stack = [{ functionName: 'write', url: 'inline' }];

  it('names a frame by what changed the page since the last frame: script, the parser or both', () => {
    const trace = [
      paint,
      event('ParseHTML', 1050, 5, 5), // the document's parser
      invalidation(1099, { reason: 'Added to layout' }),
      ...frame(1100),
      event(TASK, 1200, 10, 10),
      event('TimerFire', 1201, 8, 8),
      event('ParseHTML', 1202, 5, 5), // a slice script writes: script's
      invalidation(1203, { reason: 'Style changed', stackTrace: stack }),
      ...frame(1300),
      invalidation(1450, { reason: 'Fonts changed' }), // a face the after-paint module loaded
      event('ParseHTML', 1460, 5, 5),
      ...frame(1500),
      ...frame(1700), // nothing changed since the last frame
    ];
    expect(cpuTasks(trace, 1)?.map((task) => task.cause)).toEqual([
      'parser',
      'script',
      'parser + script',
      'browser',
    ]);
  });

  it('names a task script’s where script ran in it, and gives the longest of each', () => {
    const tasks = cpuTasks(
      [paint, event(TASK, 1100, 80, 80), event('TimerFire', 1101, 70, 70), ...frame(1300)],
      1,
    );
    expect(tasks?.map((task) => task.cause)).toEqual(['script', 'browser']);
    expect(longestCpuTasks(tasks ?? [])).toEqual({ script: 80, withScript: 80, all: 80 });
    expect(longestCpuTasks([])).toEqual({ script: 0, withScript: 0, all: 0 });
  });
});
