/**
 * The one table of current figures, docs/bench-results.md: what the last full
 * `npm run bench` measured, per page and CPU slowdown with both publishing
 * modes side by side and the hash build's first paint over the path build's,
 * with the machine it ran on. The README and the docs point at that file instead of copying figures.
 */
import type { RoutingMode } from '../src/lib/siteUrls';
import { markdownTable } from '../tooling/lib/table';
import { LIGHTHOUSE_HEADER, lighthouseRow } from './lighthouseCi';
import { LONG_TASKS_HEADER, longTaskRow } from './longTasks';
import { FIRST_PAINT_RATIO_BUDGET, PAIRS_HEADER, pagePairs, pairRow } from './pairs';
import type { ModeResult } from './print';
import { BUDGETS, REAL_THROTTLING_HEADER, realThrottlingRow } from './summary';

/** Where and with what the figures were measured. */
export interface BenchMachine {
  date: string;
  cpus: string;
  memoryGiB: number;
  /** The one-minute load average when the bench started and when it ended. */
  load: number[];
  node: string;
  chromium: string;
  lighthouse: string;
  lhci: string;
  runsPerRoute: number;
  cpuSlowdowns: number[];
}

const MODE_NAMES: Record<RoutingMode, string> = { hash: 'hash URLs', path: 'path URLs' };

const pick = (header: readonly string[], row: readonly string[], name: string) =>
  row[header.indexOf(name)] ?? '–';

export const RESULTS_HEADER = [
  'Page',
  'CPU',
  'First paint, hash',
  'path',
  'Hash ÷ path ± (interquartile range, pairs)',
  'Longest task after it, all / caused by script, hash · path',
  'First working tap, hash · path',
  'TBT, hash · path',
  'LCP, hash · path',
  'Perf, hash · path',
  'Script sent, KiB, hash · path',
];

/** One mode's figures for a page: Lighthouse's median run and the real-throttling medians. */
function modeCells(result: ModeResult | undefined, route: string): Record<string, string> {
  const lighthouse = result?.lighthouse.find((row) => row.route === route);
  const cells = lighthouse ? lighthouseRow(route, lighthouse) : [];
  const throttled = result?.realThrottling.find((visit) => visit.page === route);
  const tasks = result?.longTasks.find((visit) => visit.route === route);
  return {
    tbt: pick(LIGHTHOUSE_HEADER, cells, 'TBT'),
    lcp: pick(LIGHTHOUSE_HEADER, cells, 'LCP'),
    perf: pick(LIGHTHOUSE_HEADER, cells, 'Perf'),
    script: pick(LIGHTHOUSE_HEADER, cells, 'JS KiB'),
    tap: throttled
      ? pick(REAL_THROTTLING_HEADER, realThrottlingRow(throttled), 'First working tap')
      : '–',
    longest: tasks
      ? [
          pick(LONG_TASKS_HEADER, longTaskRow(tasks), 'Longest (median)'),
          pick(
            LONG_TASKS_HEADER,
            longTaskRow(tasks),
            'Longest caused by script (median · each run)',
          )
            .split(' · ')
            .at(0),
        ].join(' / ')
      : '–',
  };
}

/**
 * One row per page and CPU slowdown: the first paint in each mode from the same interleaved
 * visits and their ratio, then each mode's other figures side by side, a dash where the bench
 * did not measure them. With a baseline, the build before's row follows each of this build's,
 * its page marked "before": the two read side by side, as they were measured.
 */
export function resultsRows(results: readonly ModeResult[]): string[][] {
  const ours = results.filter((result) => result.build === 'this build');
  const slowdowns = [...new Set(ours.map((result) => result.cpuSlowdown))];
  return slowdowns.flatMap((cpuSlowdown) => {
    const atSlowdown = results.filter((result) => result.cpuSlowdown === cpuSlowdown);
    const builds = (['this build', 'before'] as const).filter((build) =>
      atSlowdown.some((result) => result.build === build),
    );
    const routes = [
      ...new Set(
        atSlowdown
          .filter((result) => result.build === 'this build')
          .flatMap((result) => [
            ...result.lighthouse.map((row) => row.route),
            ...result.longTasks.map((visit) => visit.route),
            ...result.realThrottling.map((visit) => visit.page),
          ]),
      ),
    ];
    return routes.flatMap((route) =>
      builds.map((build) => {
        const measured = atSlowdown.filter((result) => result.build === build);
        const of = (mode: RoutingMode) => measured.find((result) => result.mode === mode);
        return pageRow(route, build, cpuSlowdown, of('hash'), of('path'), pagePairs(measured));
      }),
    );
  });
}

function pageRow(
  route: string,
  build: ModeResult['build'],
  cpuSlowdown: number,
  hashResult: ModeResult | undefined,
  pathResult: ModeResult | undefined,
  pairs: ReturnType<typeof pagePairs>,
): string[] {
  const hash = modeCells(hashResult, route);
  const path = modeCells(pathResult, route);
  const pair = pairs.find((p) => p.route === route && p.cpuSlowdown === cpuSlowdown);
  const paint = pair ? pairRow(pair) : [];
  const both = (key: string) => `${hash[key] ?? '–'} · ${path[key] ?? '–'}`;
  const ratio = pick(PAIRS_HEADER, paint, 'Hash ÷ path');
  const spread = `${pick(PAIRS_HEADER, paint, 'Interquartile range')}, ${pick(PAIRS_HEADER, paint, 'Pairs')}`;
  return [
    build === 'before' ? `\`${route}\` before` : `\`${route}\``,
    `${cpuSlowdown}×`,
    pick(PAIRS_HEADER, paint, 'First paint, hash'),
    pick(PAIRS_HEADER, paint, 'path'),
    ratio === '–' ? ratio : `${ratio} ± ${pick(PAIRS_HEADER, paint, '±')} (${spread})`,
    both('longest'),
    both('tap'),
    both('tbt'),
    both('lcp'),
    both('perf'),
    both('script'),
  ];
}

/** The whole file: the machine, how it was measured, the table, the budgets. */
export function resultsMarkdown(machine: BenchMachine, results: readonly ModeResult[]): string {
  const budgets = results.map(({ mode, build, cpuSlowdown, budgets: { held, broken } }) => {
    const name = `${MODE_NAMES[mode]}${build === 'before' ? ' (before)' : ''}, CPU ${cpuSlowdown}×`;
    return broken.length === 0
      ? `- ${name}: every budget holds (${held.join('; ')}).`
      : `- ${name}: **fails** ${broken.join('; ')}; holds ${held.join('; ') || 'nothing else'}.`;
  });
  return [
    '# Bench results',
    '',
    'Written by `npm run bench` (bench/bench.ts) at each full run; not edited by hand.',
    '',
    `- Date: ${machine.date}`,
    `- Machine: ${machine.cpus}, ${machine.memoryGiB} GiB; load average ${machine.load.join(' at the start, ')} at the end`,
    `- Node ${machine.node}, Chromium ${machine.chromium}, Lighthouse CI ${machine.lhci} (Lighthouse ${machine.lighthouse})`,
    `- CPU slowdown ${machine.cpuSlowdowns.map((cpu) => `${cpu}×`).join(' and ')}, median of ${machine.runsPerRoute} runs per page and mode`,
    '',
    'First paint: real throttling (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowdown),',
    'every page visited in both modes in turn, the median in each mode and the median of the',
    `run-by-run ratios (budget ${FIRST_PAINT_RATIO_BUDGET}), ± how far that median may be off (95 %: 1.57 × IQR ÷ √pairs),`,
    'with the ratios’ interquartile range (half the pairs lie in it) and count,',
    'with the longest task after it (budget 50 ms): of all (Long Tasks API, wall time) / of those',
    'script caused, alone or in a frame shared with the parser (the same visit’s trace, thread time). First working tap:',
    `the same throttling, on the pages the bench taps that way (budget ${BUDGETS.firstWorkingTapMs} ms; FCP there ≤ ${BUDGETS.fcpMs} ms).`,
    'TBT, LCP, Perf, script sent (bytes over the wire): Lighthouse (mobile, simulated throttling, the same slowdown), the median run.',
    '',
    markdownTable([RESULTS_HEADER, ...resultsRows(results)]),
    '',
    'Budgets:',
    '',
    ...budgets,
    '',
  ].join('\n');
}
