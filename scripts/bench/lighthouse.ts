/**
 * One Lighthouse run (mobile emulation, default simulated throttling) in the
 * benchmark's Chromium, reached through its DevTools port.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import {
  failingAudits,
  figuresFromResult,
  type FailingAudit,
  type LighthouseFigures,
  type LighthouseResult,
} from './lighthouseFigures';

export async function runLighthouse(
  url: string,
  port: number,
  /** BENCH_LHR_DIR: where to keep each run's full report, for diagnosis. */
  keep?: { dir: string; name: string },
): Promise<{ figures: LighthouseFigures; audits: FailingAudit[] }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  }
  if (keep) writeFileSync(join(keep.dir, `${keep.name}.json`), JSON.stringify(result.lhr));
  const lhr = result.lhr as unknown as LighthouseResult;
  return { figures: figuresFromResult(lhr), audits: failingAudits(lhr) };
}
