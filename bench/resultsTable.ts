/**
 * The one table of current figures, docs/bench-results.md: what the last full
 * `npm run bench` measured, per publishing mode and page, with the machine it
 * ran on. The README and the docs point at that file instead of copying figures.
 */
import type { RoutingMode } from '../src/lib/siteUrls';
import { markdownTable } from '../tooling/lib/table';
import { LIGHTHOUSE_HEADER, lighthouseRow } from './lighthouseCi';
import type { ModeResult } from './print';
import { BUDGETS, REAL_THROTTLING_HEADER, realThrottlingRow } from './summary';

/** Where and with what the figures were measured. */
export interface BenchMachine {
  date: string;
  cpus: string;
  memoryGiB: number;
  node: string;
  chromium: string;
  lighthouse: string;
  lhci: string;
  runsPerRoute: number;
  cpuSlowdown: number;
}

const MODE_NAMES: Record<RoutingMode, string> = { hash: 'hash URLs', path: 'path URLs' };

/** A URL without its origin: how both halves of the bench name a page. */
function pageOf(url: string): string {
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
}

const pick = (header: readonly string[], row: readonly string[], name: string) =>
  row[header.indexOf(name)] ?? '–';

export const RESULTS_HEADER = [
  'Mode',
  'Page',
  'Perf',
  'LCP',
  'TBT',
  'FCP (real)',
  'First working tap (real)',
];

/**
 * One row per mode and page: Lighthouse's median run (performance score, LCP,
 * TBT) and the real-throttling medians (first paint, first working tap) where
 * the bench visits that page that way; a dash where it does not.
 */
export function resultsRows(results: readonly ModeResult[]): string[][] {
  return results.flatMap((result) => {
    const rows = new Map<string, string[]>();
    const rowOf = (page: string) => {
      const row = rows.get(page) ?? [
        MODE_NAMES[result.mode],
        `\`${page}\``,
        '–',
        '–',
        '–',
        '–',
        '–',
      ];
      rows.set(page, row);
      return row;
    };
    for (const lighthouse of result.lighthouse) {
      const cells = lighthouseRow(lighthouse.route, lighthouse);
      const row = rowOf(pageOf(lighthouse.url));
      row[2] = pick(LIGHTHOUSE_HEADER, cells, 'Perf');
      row[3] = pick(LIGHTHOUSE_HEADER, cells, 'LCP');
      row[4] = pick(LIGHTHOUSE_HEADER, cells, 'TBT');
    }
    for (const visit of result.realThrottling) {
      const cells = realThrottlingRow(visit);
      const row = rowOf(visit.label);
      row[5] = pick(REAL_THROTTLING_HEADER, cells, 'FCP');
      row[6] = pick(REAL_THROTTLING_HEADER, cells, 'First working tap');
    }
    return [...rows.values()];
  });
}

/** The whole file: the machine, how it was measured, the table, the budgets. */
export function resultsMarkdown(machine: BenchMachine, results: readonly ModeResult[]): string {
  const budgets = results.map(({ mode, budgets: { held, broken } }) =>
    broken.length === 0
      ? `- ${MODE_NAMES[mode]}: every budget holds (${held.join('; ')}).`
      : `- ${MODE_NAMES[mode]}: **fails** ${broken.join('; ')}; holds ${held.join('; ') || 'nothing else'}.`,
  );
  return [
    '# Bench results',
    '',
    'Written by `npm run bench` (bench/bench.ts) at each full run; not edited by hand.',
    '',
    `- Date: ${machine.date}`,
    `- Machine: ${machine.cpus}, ${machine.memoryGiB} GiB`,
    `- Node ${machine.node}, Chromium ${machine.chromium}, Lighthouse CI ${machine.lhci} (Lighthouse ${machine.lighthouse})`,
    `- CPU slowdown ${machine.cpuSlowdown}×, median of ${machine.runsPerRoute} runs per page`,
    '',
    'Perf, LCP, TBT: Lighthouse (mobile, simulated throttling), the median run. FCP and first',
    'working tap: real throttling (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, the same CPU',
    `slowdown), the median, on the pages the bench visits that way; budgets ${BUDGETS.fcpMs} ms and ${BUDGETS.firstWorkingTapMs} ms.`,
    '',
    markdownTable([RESULTS_HEADER, ...resultsRows(results)]),
    '',
    'Budgets:',
    '',
    ...budgets,
    '',
  ].join('\n');
}
