import { describe, expect, it } from 'vitest';
import { taskTimes, type TraceEvent } from './taskTimes';

const URL = 'http://127.0.0.1:4173/#/courses';
const PAGE = { pid: 2, tid: 2 };

function task(startMs: number, wallMs: number, cpuMs: number, pid = PAGE.pid): TraceEvent {
  return {
    name: 'RunTask',
    ph: 'X',
    ts: 1_000_000 + startMs * 1000,
    dur: wallMs * 1000,
    tdur: cpuMs * 1000,
    pid,
    tid: pid,
  };
}

function inside(parent: TraceEvent, name: string): TraceEvent {
  return { name, ph: 'X', ts: parent.ts + 100, dur: 1000, pid: parent.pid, tid: parent.tid };
}

const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ts: 1_000_000,
  ...PAGE,
  args: { data: { documentLoaderURL: URL, isLoadingMainFrame: true } },
};

describe('taskTimes', () => {
  it("lists the page's long tasks with wall and CPU time and what each was", () => {
    const parse = task(20, 14, 4);
    const layout = task(60, 15, 10);
    const events = [
      navigation,
      parse,
      inside(parse, 'ParseHTML'),
      task(40, 3, 3),
      layout,
      inside(layout, 'UpdateLayoutTree'),
      inside(layout, 'Layout'),
      task(90, 30, 30, 9),
    ];
    expect(taskTimes(events, URL, 8)).toEqual([
      { startMs: 20, wallMs: 14, cpuMs: 4, kind: 'ParseHTML' },
      { startMs: 60, wallMs: 15, cpuMs: 10, kind: 'UpdateLayoutTree + Layout' },
    ]);
  });

  it('fails clearly when the trace holds no navigation to the URL', () => {
    expect(() => taskTimes([task(0, 20, 20)], URL, 8)).toThrow(/no navigation to/);
  });
});
