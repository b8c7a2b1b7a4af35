/** The benchmark's printed report for one publishing mode. */
import type { RoutingMode } from '../src/lib/siteUrls';
import { formatTable, markdownTable } from '../tooling/lib/table';
import { LIGHTHOUSE_HEADER, lighthouseRow, type LighthouseRow } from './lighthouseCi';
import { REAL_THROTTLING_HEADER, realThrottlingRow, type RealThrottlingVisit } from './summary';
import { CONTROL_TAPS_HEADER, controlTapRow, type ControlTapVisit } from './controlTaps';
import { LONG_TASKS_HEADER, longTaskRow } from './longTasks';
import { PAIRS_HEADER, pagePairs, pairRow, type ModeVisits } from './pairs';

export interface ModeResult extends ModeVisits {
  /** Each page's Lighthouse runs, with the route it was asked for. */
  lighthouse: (LighthouseRow & { route: string })[];
  realThrottling: RealThrottlingVisit[];
  /** Each kind of control tapped at first paint (controlTaps.ts). */
  controlTaps: ControlTapVisit[];
  budgets: { held: string[]; broken: string[] };
}

const MODE_NAMES: Record<RoutingMode, string> = {
  hash: 'Hash URLs (one index.html, a fragment per page)',
  path: 'Path URLs (ROUTING=path: a document per page and language)',
};

/** Prints the tables and the budgets; returns the Markdown tables. */
export function printMode(result: ModeResult): {
  lighthouse: string;
  realThrottling: string;
  controlTaps: string;
  longTasks: string;
} {
  const lighthouse = [
    LIGHTHOUSE_HEADER,
    ...result.lighthouse.map((row) => lighthouseRow(row.route, row)),
  ];
  const realThrottling = [REAL_THROTTLING_HEADER, ...result.realThrottling.map(realThrottlingRow)];
  const controlTaps = [CONTROL_TAPS_HEADER, ...result.controlTaps.map(controlTapRow)];
  const longTasks = [LONG_TASKS_HEADER, ...result.longTasks.map(longTaskRow)];
  const build = result.build === 'before' ? ', before (--baseline)' : '';
  console.log(`\n== ${MODE_NAMES[result.mode]}${build}, CPU ${result.cpuSlowdown}×`);
  if (result.lighthouse.length > 0) {
    console.log(
      `\nLighthouse (CI), mobile, simulated throttling (CPU ${result.cpuSlowdown}×), median run\n${formatTable(lighthouse)}`,
    );
  }
  if (result.realThrottling.length > 0) {
    console.log(
      `\nReal throttling (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ${result.cpuSlowdown}×, 412 px phone)\n${formatTable(realThrottling)}`,
    );
  }
  if (result.controlTaps.length > 0) {
    console.log(
      `\nA tap on each kind of control at first paint (same throttling): until its effect is drawn\n${formatTable(controlTaps)}`,
    );
  }
  if (result.longTasks.length > 0) {
    console.log(
      `\nTasks over 50 ms after the first paint (same throttling, nothing attached but the protocol)\n${formatTable(longTasks)}`,
    );
  }
  const { held, broken } = result.budgets;
  console.log(
    broken.length === 0
      ? `\nBudgets: all hold (${held.join('; ')})`
      : `\nBudgets: hold: ${held.join('; ') || 'none'} — FAIL: ${broken.join('; ')}`,
  );
  return {
    lighthouse: markdownTable(lighthouse),
    realThrottling: markdownTable(realThrottling),
    controlTaps: markdownTable(controlTaps),
    longTasks: markdownTable(longTasks),
  };
}

/** Prints each page's first paint in both modes, side by side, and their ratio. */
export function printPairs(results: readonly ModeResult[]): void {
  const pairs = pagePairs(results);
  if (pairs.length === 0) return;
  console.log(
    `\nFirst paint, hash ÷ path (the visits above, the modes in turn; median of the run-by-run ratios)\n${formatTable([PAIRS_HEADER, ...pairs.map(pairRow)])}`,
  );
}
