/**
 * The Lighthouse half of the bench, run by Lighthouse CI: lighthouserc.json holds
 * the runs per page, the categories and the budgets (assertions); `lhci collect`
 * runs Lighthouse (mobile, simulated throttling) in the bench's Chromium, `lhci
 * assert` judges the budgets. This file only starts them and prints the median
 * run of each page as a table.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Result } from 'lighthouse';
import { onCleanup } from './processes';

export interface LighthouseRow {
  url: string;
  /** The run Lighthouse calls the median one (closest to the median FCP and TTI). */
  median: Result;
  runs: Result[];
}

/** The bench's lhci (the runs go to a folder outside the project, where npx would not find it). */
const LHCI = fileURLToPath(new URL('./node_modules/.bin/lhci', import.meta.url));

/** Runs `lhci <args>` in a folder; resolves with its exit code. */
function lhci(args: readonly string[], cwd: string): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(LHCI, args, { cwd, stdio: 'inherit' });
    const stop = () => void child.kill('SIGTERM');
    onCleanup(stop);
    child.on('error', fail);
    child.on('exit', (code) => done(code ?? 1));
  });
}

/**
 * Collects `runs` Lighthouse runs of each URL and asserts the budgets on them,
 * one URL at a time in a folder of its own (LHCI's fixed `.lighthouseci`):
 * LHCI groups runs by URL without the fragment, so in one folder every hash
 * route would be judged together, on one median run of them all.
 */
export async function runLighthouseCi(options: {
  urls: readonly string[];
  runs: number;
  dir: string;
  config: string;
  chromePath: string | undefined;
  chromeFlags: readonly string[];
  /** Lighthouse's simulated CPU slowdown (its mobile default is 4). */
  cpuSlowdown: number;
}): Promise<{ rows: LighthouseRow[]; failedUrls: string[] }> {
  const config = `--config=${resolve(options.config)}`;
  const rc = JSON.parse(readFileSync(options.config, 'utf8')) as LighthouseRc;
  // Loaded here, not at the top: the table and assertion helpers below are unit
  // tested in the root's Vitest, which runs without the bench's node_modules.
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const rows: LighthouseRow[] = [];
  const failedUrls: string[] = [];
  for (const [index, url] of options.urls.entries()) {
    const dir = join(options.dir, String(index));
    mkdirSync(dir, { recursive: true });
    const collected = await lhci(
      [
        'collect',
        config,
        `--url=${url}`,
        `--numberOfRuns=${options.runs}`,
        `--settings.throttling.cpuSlowdownMultiplier=${options.cpuSlowdown}`,
        ...(options.chromePath ? [`--chromePath=${options.chromePath}`] : []),
        // Lighthouse splits this string at spaces, but for quoted values.
        `--settings.chromeFlags=${options.chromeFlags
          .map((flag) => flag.replace(/^(--[^=]+=)(.* .*)$/, '$1"$2"'))
          .join(' ')}`,
      ],
      dir,
    );
    if (collected !== 0) throw new Error(`lhci collect exited with ${collected} on ${url}`);
    const assertConfig = `--config=${writeAssertionsFor(url, rc, dir)}`;
    if ((await lhci(['assert', assertConfig], dir)) !== 0) failedUrls.push(url);
    const runs = readRuns(join(dir, '.lighthouseci'));
    rows.push({ url, median: computeMedianRun(runs), runs });
  }
  return { rows, failedUrls };
}

interface AssertionEntry {
  matchingUrlPattern?: string;
  assertions: Record<string, unknown>;
}

/** The part of lighthouserc.json the bench reads. */
export interface LighthouseRc {
  ci: { assert: { assertMatrix?: AssertionEntry[]; assertions?: AssertionEntry['assertions'] } };
}

/**
 * The assertions that apply to one URL. LHCI matches `matchingUrlPattern`
 * against the URL without its fragment, so in hash mode no pattern could tell
 * the not-found route from home; the bench picks a route's entries against the
 * address it asked for, and hands LHCI only those.
 */
export function assertionsFor(url: string, rc: LighthouseRc): AssertionEntry['assertions'] {
  const entries = rc.ci.assert.assertMatrix ?? [{ assertions: rc.ci.assert.assertions ?? {} }];
  return Object.assign(
    {},
    ...entries
      .filter(
        (entry) => !entry.matchingUrlPattern || new RegExp(entry.matchingUrlPattern).test(url),
      )
      .map((entry) => entry.assertions),
  ) as AssertionEntry['assertions'];
}

/** Writes the assertions for one URL as an LHCI config in `dir`; returns its path. */
function writeAssertionsFor(url: string, rc: LighthouseRc, dir: string): string {
  const path = join(dir, 'assertions.json');
  writeFileSync(path, JSON.stringify({ ci: { assert: { assertions: assertionsFor(url, rc) } } }));
  return path;
}

/** LHCI's saved results (lhr-*.json) of one URL, in the order they ran. */
function readRuns(folder: string): Result[] {
  return readdirSync(folder)
    .filter((name) => /^lhr-\d+\.json$/.test(name))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as Result);
}

/** Bytes of script a run downloaded: none means it ended before the page's scripts arrived. */
export function scriptKb(lhr: Result): number {
  const items = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  const bytes = (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

export const LIGHTHOUSE_HEADER = [
  'Route',
  'Perf',
  'FCP',
  'LCP',
  'TBT',
  'TBT, each run',
  'CLS',
  'SI',
  'Total KiB',
  'JS KiB',
  'A11y',
  'BP',
  'SEO',
];

/** A run's Total Blocking Time, ms, rounded ('–' when it has none). */
function blockingTime(lhr: Result): string {
  const tbt = lhr.audits['total-blocking-time']?.numericValue;
  return tbt === undefined ? '–' : String(Math.round(tbt));
}

/**
 * One table row: the median run's figures, as the README's tables write them,
 * and every run's TBT beside the median's. LHCI judges a page on the median
 * run, picked by first paint and time to interactive, not by TBT: the runs
 * show whether a TBT over budget is that one run or every run.
 */
export function lighthouseRow(route: string, { median: lhr, runs }: LighthouseRow): string[] {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? '–' : String(Math.round(value * 100));
  };
  const seconds = (id: string) => {
    const ms = numeric(id);
    return ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`;
  };
  const tbt = numeric('total-blocking-time');
  const cls = numeric('cumulative-layout-shift');
  const total = numeric('total-byte-weight');
  return [
    route,
    score('performance'),
    seconds('first-contentful-paint'),
    seconds('largest-contentful-paint'),
    tbt === null ? '–' : `${Math.round(tbt)} ms`,
    runs.map(blockingTime).join(' · '),
    cls === null ? '–' : cls.toFixed(3),
    seconds('speed-index'),
    total === null ? '–' : (total / 1024).toFixed(1),
    scriptKb(lhr).toFixed(1),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
  ];
}
