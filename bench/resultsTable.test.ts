import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import type { ModeResult } from './print';
import { RESULTS_HEADER, resultsMarkdown, resultsRows, type BenchMachine } from './resultsTable';

const lhr = (performance: number, lcpMs: number, tbtMs: number) =>
  ({
    categories: { performance: { score: performance } },
    audits: {
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: tbtMs },
    },
  }) as unknown as Result;

const realRun = {
  fcpMs: 640,
  lcpMs: 640,
  firstTapMs: 700,
  firstWorkingTapMs: 910,
  appLiveMs: 1500,
  taps: 1,
  themeChanges: 1,
};

const mode = (overrides: Partial<ModeResult> = {}): ModeResult => ({
  mode: 'hash',
  cpuSlowdown: 4,
  lighthouse: [
    { route: '/', url: 'http://127.0.0.1:4330/#/', median: lhr(1, 1210, 12), runs: [] },
    {
      route: '/courses',
      url: 'http://127.0.0.1:4330/#/courses',
      median: lhr(0.99, 1320, 31),
      runs: [],
    },
  ],
  realThrottling: [
    { label: '/#/', median: realRun, runs: [realRun] },
    { label: '/?lng=it#/experience', median: realRun, runs: [realRun] },
  ],
  controlTaps: [],
  longTasks: [],
  budgets: { held: ['Lighthouse CI assertions (lighthouserc.json)'], broken: [] },
  ...overrides,
});

describe('resultsRows', () => {
  it('puts both halves of a page on one row, and a dash where a half did not visit it', () => {
    const rows = resultsRows([mode()]);
    const cell = (row: string[] | undefined, name: string) => row?.[RESULTS_HEADER.indexOf(name)];
    const [home, courses, italian] = rows;
    expect(rows).toHaveLength(3);
    expect(home).toEqual(['hash URLs', '`/#/`', '100', '1.21 s', '12 ms', '0.64 s', '0.91 s']);
    expect(cell(courses, 'Perf')).toBe('99');
    expect(cell(courses, 'First working tap (real)')).toBe('–');
    expect(cell(italian, 'Page')).toBe('`/?lng=it#/experience`');
    expect(cell(italian, 'TBT')).toBe('–');
    expect(cell(italian, 'FCP (real)')).toBe('0.64 s');
  });
});

describe('resultsMarkdown', () => {
  const machine: BenchMachine = {
    date: '2026-11-25T15:00:00.000Z',
    cpus: '2 × Example CPU',
    memoryGiB: 7.8,
    node: 'v20.19.0',
    chromium: '142.0.0.0',
    lighthouse: '12.6.1',
    lhci: '0.15.1',
    runsPerRoute: 3,
    cpuSlowdown: 4,
  };

  it('names the machine and versions, and says which budgets fail in which mode', () => {
    const text = resultsMarkdown(machine, [
      mode(),
      mode({ mode: 'path', budgets: { held: ['a'], broken: ['FCP ≤ 0.7 s (fails on /)'] } }),
    ]);
    expect(text).toContain('2026-11-25T15:00:00.000Z');
    expect(text).toContain('2 × Example CPU, 7.8 GiB');
    expect(text).toContain('Node v20.19.0, Chromium 142.0.0.0');
    expect(text).toContain('Lighthouse 12.6.1');
    expect(text).toContain('| Mode | Page | Perf |');
    expect(text).toContain('- hash URLs: every budget holds');
    expect(text).toContain('- path URLs: **fails** FCP ≤ 0.7 s (fails on /)');
  });
});
