/** The benchmark's printed report for one publishing mode. */
import type { RoutingMode } from '../../src/lib/siteUrls';
import { formatTable, markdownTable } from '../lib/table';
import { mergeFailingAudits, type FailingAudit } from './lighthouseFigures';
import {
  LIGHTHOUSE_HEADER,
  lighthouseRow,
  REAL_THROTTLING_HEADER,
  realThrottlingRow,
  type LighthouseRoute,
  type RealThrottlingVisit,
} from './summary';

export interface ModeResult {
  mode: RoutingMode;
  lighthouse: (LighthouseRoute & { audits: FailingAudit[] })[];
  realThrottling: RealThrottlingVisit[];
  budgets: { held: string[]; broken: string[] };
}

const MODE_NAMES: Record<RoutingMode, string> = {
  hash: 'Hash URLs (one index.html, a fragment per page)',
  path: 'Path URLs (ROUTING=path: a document per page and language)',
};

/** Prints the tables, the audits that did not pass and the budgets; returns the Markdown tables. */
export function printMode(result: ModeResult): { lighthouse: string; realThrottling: string } {
  const lighthouse = [LIGHTHOUSE_HEADER, ...result.lighthouse.map(lighthouseRow)];
  const realThrottling = [REAL_THROTTLING_HEADER, ...result.realThrottling.map(realThrottlingRow)];
  console.log(`\n== ${MODE_NAMES[result.mode]}`);
  if (result.lighthouse.length > 0) {
    console.log(`\nLighthouse, mobile, simulated throttling\n${formatTable(lighthouse)}`);
    const failing = mergeFailingAudits(result.lighthouse);
    if (failing.length > 0)
      console.log('\nAudits that did not pass (category · id · title · routes):');
    for (const audit of failing) {
      const savings = audit.savingsMs ? `, saves up to ${Math.round(audit.savingsMs)} ms` : '';
      console.log(
        `- ${audit.category} · ${audit.id} · ${audit.title}${savings} · ${audit.routes?.join(', ')}`,
      );
    }
  }
  if (result.realThrottling.length > 0) {
    console.log(
      `\nReal throttling (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×, 412 px phone)\n${formatTable(realThrottling)}`,
    );
  }
  const { held, broken } = result.budgets;
  console.log(
    broken.length === 0
      ? `\nBudgets: all hold (${held.join('; ')})`
      : `\nBudgets: hold: ${held.join('; ') || 'none'} — FAIL: ${broken.join('; ')}`,
  );
  return { lighthouse: markdownTable(lighthouse), realThrottling: markdownTable(realThrottling) };
}
