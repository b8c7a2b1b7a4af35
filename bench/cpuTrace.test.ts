import { describe, expect, it } from 'vitest';
import { cpuTasks, type TimedEvent } from './cpuTrace';

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
      { afterPaintMs: 200, estimateMs: 120, inside: ['layout 108 (648 objects)'] },
      {
        afterPaintMs: 800,
        estimateMs: 60,
        inside: ['script 60 (performWorkUntilDeadline in react-dom.js)'],
      },
    ]);
  });

  it('finds none at a slowdown where every task stays short, and says when nothing painted', () => {
    expect(cpuTasks(trace, 2)).toEqual([]);
    expect(cpuTasks(trace.slice(1), 6)).toBeNull();
  });
});
