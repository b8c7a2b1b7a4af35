import { describe, expect, it } from 'vitest';
import { quietVisit } from './testing/visits';
import type { Result } from 'lighthouse';
import type { RoutingMode } from '../src/lib/siteUrls';
import type { ModeResult } from './print';
import { RESULTS_HEADER, resultsMarkdown, resultsRows, type BenchMachine } from './resultsTable';

const lhr = (performance: number, lcpMs: number, tbtMs: number) =>
  ({
    categories: { performance: { score: performance } },
    audits: {
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: tbtMs },
      'network-requests': { details: { items: [{ resourceType: 'Script', transferSize: 7168 }] } },
    },
  }) as unknown as Result;

const realRun = {
  fcpMs: 640,
  lcpMs: 640,
  firstTapMs: 700,
  firstWorkingTapMs: 910,
  settledMs: 1500,
  taps: 1,
  themeChanges: 1,
};

const paints = quietVisit;

const result = (mode: RoutingMode, overrides: Partial<ModeResult> = {}): ModeResult => ({
  mode,
  build: 'this build',
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
    { page: '/', label: '/#/', median: realRun, runs: [realRun] },
    { page: '/experience (it)', label: '/?lng=it#/experience', median: realRun, runs: [realRun] },
  ],
  controlTaps: [],
  longTasks: [paints('/', mode === 'hash' ? [660, 700, 900] : [600, 700, 600])],
  budgets: { held: ['Lighthouse CI assertions (lighthouserc.json)'], broken: [] },
  ...overrides,
});

const cell = (row: string[] | undefined, name: string) => row?.[RESULTS_HEADER.indexOf(name)];

describe('resultsRows', () => {
  it('puts both modes of a page on one row, with the first paint of each and their ratio', () => {
    const [home, courses, italian] = resultsRows([result('hash'), result('path')]);
    expect(home).toEqual([
      '`/`',
      '4×',
      '700 ms',
      '600 ms',
      // The run-by-run ratios 1.1, 1.0 and 1.5: their median, quartiles and count.
      '1.10 ± 0.23 (1.05–1.30, 3)',
      '0 ms / 0 ms · 0 ms / 0 ms',
      '0.91 s · 0.91 s',
      '12 ms · 12 ms',
      '1.21 s · 1.21 s',
      '100 · 100',
      '7.0 · 7.0',
    ]);
    expect(cell(courses, 'Hash ÷ path ± (interquartile range, pairs)')).toBe('–');
    expect(cell(courses, 'Perf, hash · path')).toBe('99 · 99');
    expect(cell(italian, 'Page')).toBe('`/experience (it)`');
    expect(cell(italian, 'TBT, hash · path')).toBe('– · –');
  });

  it("gives each CPU slowdown its rows, the build before's row after each of this build's", () => {
    const rows = resultsRows([
      result('hash'),
      result('path'),
      result('hash', { cpuSlowdown: 6 }),
      result('path', { cpuSlowdown: 6 }),
      result('hash', { build: 'before', lighthouse: [] }),
    ]);
    expect(rows.map((row) => `${row[0]} ${row[1]}`)).toEqual([
      '`/` 4×',
      '`/` before 4×',
      '`/courses` 4×',
      '`/courses` before 4×',
      '`/experience (it)` 4×',
      '`/experience (it)` before 4×',
      '`/` 6×',
      '`/courses` 6×',
      '`/experience (it)` 6×',
    ]);
  });
});

describe('resultsMarkdown', () => {
  const machine: BenchMachine = {
    date: '2026-11-25T15:00:00.000Z',
    cpus: '2 × Example CPU',
    memoryGiB: 7.8,
    load: [3.2, 4.1],
    node: 'v20.19.0',
    chromium: '142.0.0.0',
    lighthouse: '12.6.1',
    lhci: '0.15.1',
    runsPerRoute: 3,
    cpuSlowdowns: [4, 6],
  };

  it('names the machine, its load and versions, and says which budgets fail where', () => {
    const text = resultsMarkdown(machine, [
      result('hash'),
      result('path', { budgets: { held: ['a'], broken: ['FCP ≤ 0.7 s (fails on /)'] } }),
    ]);
    expect(text).toContain('2026-11-25T15:00:00.000Z');
    expect(text).toContain(
      '2 × Example CPU, 7.8 GiB; load average 3.2 at the start, 4.1 at the end',
    );
    expect(text).toContain('Node v20.19.0, Chromium 142.0.0.0');
    expect(text).toContain('Lighthouse 12.6.1');
    expect(text).toContain('CPU slowdown 4× and 6×');
    expect(text).toContain(
      '| Page | CPU | First paint, hash | path | Hash ÷ path ± (interquartile range, pairs) |',
    );
    expect(text).toContain('- hash URLs, CPU 4×: every budget holds');
    expect(text).toContain('- path URLs, CPU 4×: **fails** FCP ≤ 0.7 s (fails on /)');
  });
});
