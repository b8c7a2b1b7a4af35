/**
 * `npm run bench -- --only waterfall --routes /courses`: what a page fetches
 * and runs before its first paint, in each mode, read from a trace of a fresh
 * throttled visit in the bare Chromium (bareVisit.ts): when the page asked for
 * each request, and its first byte and end on the network (the main thread may
 * hear of them later), the pre-paint script's run, the main thread's work by
 * kind, and the first contentful paint. The modes' visits alternate; the run
 * printed is the one with the median first paint. Written as Markdown to
 * bench-results/waterfall.md for docs/performance.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownTable } from '../tooling/lib/table';
import type { BareChromium } from './bareChromium';
import { sleep, withBareVisit, type TraceEvent } from './bareVisit';
import { interleaved } from './interleave';
import type { Target } from './measure';
import { routeUrl, type BenchOptions } from './options';

const CATEGORIES = ['devtools.timeline', 'loading', 'blink.user_timing'];
/** The main thread's work, by the trace's names for it. */
const WORK: Record<string, string> = {
  ParseHTML: 'parse HTML',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
};

export interface WaterfallRow {
  what: string;
  sentMs: number;
  firstByteMs: number | null;
  doneMs: number | null;
  bytes: number | null;
  priority: string;
}

export interface Waterfall {
  fcpMs: number;
  requests: WaterfallRow[];
  /** The pre-paint script's run (the first inline script the document evaluates). */
  prePaint: { startMs: number; endMs: number } | null;
  /** Main-thread milliseconds before the first paint, by kind of work. */
  work: Record<string, number>;
}

/** What a request is, in the words of the waterfall. */
export function requestKind(url: string, documentUrl: string): string {
  if (url.split('#')[0] === documentUrl.split('#')[0]) return 'document';
  const { pathname } = new URL(url);
  const file = pathname.split('/').at(-1) ?? pathname;
  if (pathname.includes('/fragments/')) return `fragment ${file}`;
  if (pathname.endsWith('.css')) return `stylesheet ${file}`;
  if (pathname.endsWith('.woff2')) return `font ${file}`;
  if (pathname.endsWith('.js')) return `script ${file}`;
  return `image ${file}`;
}

const data = (event: TraceEvent) => event.args?.data ?? event.args?.beginData ?? {};

/** Reads one visit's trace: everything from the navigation's start to its first contentful paint. */
export function readWaterfall(
  events: readonly TraceEvent[],
  documentUrl: string,
): Waterfall | null {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      String(data(event).documentLoaderURL ?? '').startsWith('http'),
  );
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!start || !paint) return null;
  const at = (ts: number) => Math.round((ts - start.ts) / 1000);
  const requests = new Map<string, WaterfallRow>();
  for (const event of events) {
    const id = data(event).requestId;
    if (typeof id !== 'string') continue;
    if (event.name === 'ResourceSendRequest' && event.ts <= paint.ts) {
      requests.set(id, {
        what: requestKind(String(data(event).url), documentUrl),
        sentMs: at(event.ts),
        firstByteMs: null,
        doneMs: null,
        bytes: null,
        priority: String(data(event).priority ?? ''),
      });
    }
    const row = requests.get(id);
    if (!row) continue;
    // The network's own times where the trace has them: the page's main thread may hear later.
    if (event.name === 'ResourceReceiveResponse') {
      const timing = data(event).timing as { requestTime: number; receiveHeadersEnd: number };
      row.firstByteMs = timing
        ? at(timing.requestTime * 1e6 + timing.receiveHeadersEnd * 1000)
        : at(event.ts);
    }
    if (event.name === 'ResourceFinish') {
      const finished = Number(data(event).finishTime);
      row.doneMs = finished > 0 ? at(finished * 1e6) : at(event.ts);
      row.bytes = Number(data(event).encodedDataLength ?? 0);
    }
  }
  const main = events.filter(
    (event) =>
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ph === 'X' &&
      event.ts >= start.ts &&
      event.ts <= paint.ts,
  );
  const script = main.find(
    (event) => event.name === 'EvaluateScript' && data(event).url === documentUrl.split('#')[0],
  );
  const work: Record<string, number> = {};
  let busyUntil = 0;
  for (const event of main) {
    const kind = WORK[event.name];
    // A kind of work nested in another (a script that lays out) counts once, as the outer.
    if (!kind || event.ts < busyUntil) continue;
    busyUntil = event.ts + (event.dur ?? 0);
    work[kind] = (work[kind] ?? 0) + (event.dur ?? 0) / 1000;
  }
  return {
    fcpMs: at(paint.ts),
    requests: [...requests.values()].sort((a, b) => a.sentMs - b.sentMs),
    prePaint: script ? { startMs: at(script.ts), endMs: at(script.ts + (script.dur ?? 0)) } : null,
    work,
  };
}

const ms = (value: number | null) => (value === null ? '–' : String(value));

/** One waterfall as a Markdown table, ending at the first paint. */
export function waterfallMarkdown(title: string, waterfall: Waterfall): string {
  const rows = waterfall.requests.map((row) => [
    row.what,
    row.priority,
    ms(row.sentMs),
    ms(row.firstByteMs),
    ms(row.doneMs),
    row.bytes === null ? '–' : (row.bytes / 1000).toFixed(1),
  ]);
  if (waterfall.prePaint) {
    const { startMs, endMs } = waterfall.prePaint;
    rows.push(['pre-paint script runs (inline)', '', ms(startMs), '', ms(endMs), '']);
  }
  rows.sort((a, b) => Number(a[2]) - Number(b[2]));
  rows.push(['**first contentful paint**', '', '', '', `**${waterfall.fcpMs}**`, '']);
  const work = Object.entries(waterfall.work)
    .map(([kind, total]) => `${kind} ${Math.round(total)}`)
    .join(', ');
  return [
    `**${title}** (ms from the navigation's start)`,
    '',
    markdownTable([['What', 'Priority', 'Asked', 'First byte', 'Done', 'kB'], ...rows]),
    '',
    `Main thread before the paint, ms: ${work}.`,
  ].join('\n');
}

const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Traces the first route in every build, at each slowdown, and prints the median runs. */
export async function printWaterfalls(
  options: BenchOptions,
  targets: readonly Target[],
  chromium: BareChromium,
): Promise<void> {
  const route = options.routes[0] ?? '/';
  const site = options.context.model;
  const sections: string[] = [];
  for (const cpuSlowdown of options.cpuSlowdowns) {
    const urls = targets.map((t) => routeUrl(t.origin, route, site.fallbackLanguage, t.mode, site));
    const runs = await interleaved(targets, options.runs, (target) => {
      const url = urls[targets.indexOf(target)] as string;
      const visit = {
        cpuSlowdown,
        beforePageScripts: () => undefined,
        traceCategories: CATEGORIES,
      };
      return withBareVisit(chromium, url, visit, async (page) => {
        const painted = "performance.getEntriesByName('first-contentful-paint').length > 0";
        for (let waited = 0; waited < 15_000 && !(await page.evaluate(painted)); waited += 100) {
          await sleep(100);
        }
        await sleep(300);
        return readWaterfall(await page.endTrace(), url);
      });
    });
    runs.forEach((targetRuns, at) => {
      const target = targets[at] as Target;
      const painted = targetRuns.filter((run): run is Waterfall => run !== null);
      const middle = [...painted].sort((a, b) => a.fcpMs - b.fcpMs)[Math.floor(painted.length / 2)];
      const build = target.build === 'before' ? ', before' : '';
      const title = `${target.mode} URLs${build}, \`${urls[at]?.slice(target.origin.length)}\`, CPU ${cpuSlowdown}×, median of ${painted.length} by first paint`;
      sections.push(middle ? waterfallMarkdown(title, middle) : `**${title}**: no first paint`);
    });
  }
  const text = `${sections.join('\n\n')}\n`;
  console.log(`\n${text}`);
  mkdirSync(join(projectRoot, 'bench-results'), { recursive: true });
  writeFileSync(join(projectRoot, 'bench-results', 'waterfall.md'), text);
  console.log('Written: bench-results/waterfall.md');
}
