/**
 * `npm run bench:cpu-tasks -- URL… [--runs N] [--cpu N]`: the tasks after the
 * first paint that are long on a phone N times slower, from the main thread's
 * own time. On a busy two-core machine a task's wall time is mostly waiting
 * for a core (several helpers, builds, browsers): the long-task figures of the
 * bench then measure the machine. Here each visit runs in the bare Chromium
 * (bareChromium.ts) with the bench's network, phone and CPU throttling, is
 * traced, and each task's thread time is its length: Chromium's throttling
 * stretches the thread's own time (the chart's module: 10–13 ms unthrottled,
 * 62–86 ms at 4×), waiting for a core does not. Throttled, not unthrottled ×
 * N: the page's HTML then arrives as it does for a visitor, in parts around
 * the first paint. The URLs are visited in turn, run by run, so that modes
 * compare side by side. Each task is named script's or the browser's own
 * (cpuTrace.ts); the last table gives per URL the longest of each, run by run.
 * Against a site already served (`npm run preview`, or the bench's own servers).
 */
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tooling/harness/chromium';
import { formatTable } from '../tooling/lib/table';
import { launchBareChromium } from './bareChromium';
import { sleep, withBareVisit } from './bareVisit';
import { CPU_TRACE_CATEGORIES, cpuTasks, LONG_TASK_BUDGET_MS, longestCpuTasks } from './cpuTrace';
import { STAND_IN_CHROMIUM_ARGS, startImageStandIn } from './imageStandIn';
import { positiveInteger } from './options';
import { median } from './summary';
import { SETTLED_IN_PAGE } from './settled';

/** After the page settles: the fonts' swap, an island near the screen, the page at rest. */
const SETTLE_MS = 2500;

async function main(): Promise<void> {
  const { values, positionals: urls } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '3' }, cpu: { type: 'string', default: '6' } },
  });
  if (urls.length === 0) {
    throw new Error('usage: npm run bench:cpu-tasks -- URL… [--runs N] [--cpu N]');
  }
  const runs = positiveInteger('runs', values.runs);
  const slowdown = positiveInteger('cpu', values.cpu);
  const executable = chromiumExecutable(process.env, 'visitor');
  if (!executable) throw new Error('no Chromium: set CHROMIUM_PATH or install /usr/bin/chromium');
  // A bench running beside this one holds port 443 with the same stand-in: use it.
  const stopStandIn = await startImageStandIn().catch((error: unknown) => {
    if (!(error instanceof Error && error.message.includes('EADDRINUSE'))) throw error;
    console.log('image hosts: the stand-in already on 127.0.0.1:443');
    return () => Promise.resolve();
  });
  const longest = new Map<string, ReturnType<typeof longestCpuTasks>[]>(
    urls.map((url) => [url, []]),
  );
  const chromium = launchBareChromium(executable, [...CHROMIUM_ARGS, ...STAND_IN_CHROMIUM_ARGS]);
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const url of urls) {
        const visit = { cpuSlowdown: slowdown, beforePageScripts: () => undefined };
        const tasks = await withBareVisit(
          chromium,
          url,
          { ...visit, traceCategories: CPU_TRACE_CATEGORIES },
          async (page) => {
            for (
              let waited = 0;
              waited < 20_000 && !(await page.evaluate(SETTLED_IN_PAGE));
              waited += 200
            ) {
              await sleep(200);
            }
            await sleep(SETTLE_MS);
            // Throttled: the thread time is already the length at the slowdown.
            return cpuTasks(await page.endTrace(), 1);
          },
        );
        console.log(`\n${url}  run ${run}: tasks over ${LONG_TASK_BUDGET_MS} ms at ${slowdown}×`);
        if (tasks) longest.get(url)?.push(longestCpuTasks(tasks));
        if (!tasks) console.log('no first contentful paint');
        else if (tasks.length === 0) console.log('none');
        else {
          const rows = tasks.map((task) => [
            `+${task.afterPaintMs} ms`,
            `${task.estimateMs} ms`,
            task.cause,
            task.inside.join(', '),
          ]);
          const header = ['After the paint', `Thread time at ${slowdown}×`, 'Caused by', 'Inside'];
          console.log(formatTable([header, ...rows]));
        }
      }
    }
    console.log(`\nLongest task after the first paint at ${slowdown}×, thread time, each run`);
    const each = (figures: number[]) => `${median(figures) ?? '–'} (${figures.join(' · ')})`;
    const over = (figures: number[]) => figures.filter((ms) => ms >= LONG_TASK_BUDGET_MS).length;
    console.log(
      formatTable([
        [
          'URL',
          'Script alone: median (each run)',
          'Runs over',
          'Script, alone or with the parser',
          'Runs over',
          'All',
          'Runs over',
        ],
        ...[...longest].map(([url, runs]) => [
          url,
          ...(['script', 'withScript', 'all'] as const).flatMap((cause) => {
            const figures = runs.map((run) => run[cause]);
            return [each(figures), String(over(figures))];
          }),
        ]),
      ]),
    );
  } finally {
    await chromium.close();
    await stopStandIn();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
