/**
 * `npm run bench:tasks -- URL… [--runs N] [--cpu N]`: why a Lighthouse run has
 * Total Blocking Time. Runs Lighthouse as the bench does (mobile, simulated
 * throttling, a fresh Chromium per run) against a site already served (`npm run
 * preview`), and prints each run's TBT with the main-thread tasks long enough
 * to count at that CPU slowdown (wall time × slowdown ≥ 50 ms) and the CPU time
 * each actually used (taskTimes.ts). Lighthouse multiplies wall time, so a task
 * that waited (a storage read, a busy core) counts as if it had computed.
 * This is the project's Lighthouse (package.json); `lhci` runs the one it
 * bundles, so a run here and a bench run can differ by a minor version.
 */
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tooling/harness/chromium';
import { formatTable } from '../tooling/lib/table';
import { positiveInteger } from './options';
import { taskTimes } from './taskTimes';

const BLOCKING_MS = 50;

async function oneRun(url: string, chromePath: string, cpuSlowdown: number) {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const events = result.artifacts.Trace.traceEvents;
    return {
      tbt: result.lhr.audits['total-blocking-time']?.numericValue ?? 0,
      tasks: taskTimes(events, url, BLOCKING_MS / cpuSlowdown),
    };
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const { values, positionals: urls } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: '6' } },
  });
  if (urls.length === 0) throw new Error('usage: npm run bench:tasks -- URL… [--runs N] [--cpu N]');
  const runs = positiveInteger('runs', values.runs);
  const cpu = positiveInteger('cpu', values.cpu);
  const chromePath = chromiumExecutable(process.env, 'visitor');
  if (!chromePath) throw new Error('no Chromium: set CHROMIUM_PATH or install /usr/bin/chromium');
  for (const url of urls) {
    for (let run = 1; run <= runs; run += 1) {
      const { tbt, tasks } = await oneRun(url, chromePath, cpu);
      console.log(`\n${url}  run ${run}: TBT ${Math.round(tbt)} ms at ${cpu}x CPU`);
      console.log(
        formatTable([
          ['Task', 'Starts', 'Wall', 'CPU', `Wall × ${cpu}`],
          ...tasks.map((task) => [
            task.kind,
            `${task.startMs.toFixed(0)} ms`,
            `${task.wallMs.toFixed(1)} ms`,
            `${task.cpuMs.toFixed(1)} ms`,
            `${(task.wallMs * cpu).toFixed(0)} ms`,
          ]),
        ]),
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
