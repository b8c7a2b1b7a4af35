/**
 * When each kind of control answers a tap made at the first paint, under the
 * same real throttling as realThrottling.ts (fresh context per run): the tap
 * lands as soon as the control is on screen, and the answer is the first
 * frame after its effect (a menu or a disclosure toggles, a list changes page
 * or filter; the theme toggle is realThrottling.ts's first working tap). The
 * budget is 100 ms: what a plain page answers in.
 */
import type { Browser } from '@playwright/test';
import type { Language } from '../../src/lib/language';
import { throttledPage } from './realThrottling';

export const ANSWER_BUDGET_MS = 100;

export interface ControlProbe {
  control: string;
  route: string;
  language: Language;
  /** A Playwright locator for the control. */
  selector: string;
}

/** One control of each kind, on the pages a visitor meets them. */
export const CONTROL_PROBES: readonly ControlProbe[] = [
  { control: 'menu', route: '/', language: 'en', selector: 'button[popovertarget="mobile-menu"]' },
  {
    control: 'language picker',
    route: '/testimonials',
    language: 'it',
    selector: 'button[popovertarget="language-menu"]',
  },
  { control: 'pager', route: '/courses', language: 'en', selector: '[data-page-step="1"]' },
  {
    control: 'company filter',
    route: '/projects',
    language: 'en',
    selector: '[data-filter-value="Italiaonline"]',
  },
  {
    control: 'trading year',
    route: '/trading',
    language: 'en',
    selector: 'summary:has-text("2024")',
  },
  {
    control: 'Show technologies',
    route: '/experience',
    language: 'it',
    selector: '[data-item]:not([data-off]) summary:has-text("Mostra tecnologie") >> nth=0',
  },
];

export interface ControlTapRun {
  /** From the tap (pointerdown) to the first frame after its effect; null if none came. */
  answerMs: number | null;
  /** When the tap landed, from navigation start. */
  tapMs: number | null;
  appLiveAtTap: boolean;
  /** Why the run measured nothing, if it did not. */
  error?: string;
}

interface TapProbe {
  tap: number | null;
  effect: number | null;
  frame: number | null;
}

declare global {
  interface Window {
    tapProbe?: TapProbe;
  }
}

/** Runs in the page before its own scripts: the tap, the first effect after it, the frame after that. */
function recordTapInPage(): void {
  const probe: TapProbe = { tap: null, effect: null, frame: null };
  window.tapProbe = probe;
  // An object's method, not a named function: tsx keeps names by wrapping named
  // functions in a helper (__name) that the page does not have.
  const on = {
    effect(): void {
      if (probe.tap === null || probe.effect !== null) return;
      probe.effect = performance.now();
      requestAnimationFrame((time) => (probe.frame = time));
    },
  };
  window.addEventListener('pointerdown', (event) => (probe.tap ??= event.timeStamp), true);
  // Menus and disclosures: the toggle event of a popover or <details>.
  document.addEventListener('toggle', on.effect, true);
  // Lists: the page or filter their root says.
  new MutationObserver(on.effect).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-page', 'data-filter'],
  });
}

/** One fresh, throttled visit: the control tapped the moment it is on screen. */
export async function measureControlTap(
  browser: Browser,
  url: string,
  probe: ControlProbe,
  cpuSlowdown?: number,
): Promise<ControlTapRun> {
  const { page } = await throttledPage(browser, cpuSlowdown);
  try {
    await page.addInitScript(recordTapInPage);
    await page.goto(url, { waitUntil: 'commit' });
    const control = page.locator(probe.selector);
    await control.waitFor({ state: 'visible', timeout: 15_000 });
    const appLiveAtTap = await page.evaluate(() => document.documentElement.dataset.app === 'live');
    await control.tap({ timeout: 15_000 });
    await page.waitForFunction(() => window.tapProbe?.frame !== null, null, { timeout: 5_000 });
    const seen = await page.evaluate(() => window.tapProbe);
    return {
      answerMs: seen?.tap != null && seen.frame != null ? seen.frame - seen.tap : null,
      tapMs: seen?.tap ?? null,
      appLiveAtTap,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { answerMs: null, tapMs: null, appLiveAtTap: false, error: reason };
  } finally {
    await page.context().close();
  }
}

export interface ControlTapVisit {
  control: string;
  label: string;
  runs: ControlTapRun[];
}

const milliseconds = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms)} ms`);

/** The median answer of a control's runs (a run with no answer counts as none). */
export function medianAnswer(visit: ControlTapVisit): number | null {
  const answers = visit.runs.map((run) => run.answerMs);
  if (answers.some((answer) => answer === null)) return null;
  const sorted = (answers as number[]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

export const CONTROL_TAPS_HEADER = ['Control', 'Visit', 'Answer (median)', 'Each run', 'Tap at'];

export function controlTapRow(visit: ControlTapVisit): string[] {
  return [
    visit.control,
    visit.label,
    milliseconds(medianAnswer(visit)),
    visit.runs.map((run) => milliseconds(run.answerMs)).join(' '),
    visit.runs
      .map((run) => `${milliseconds(run.tapMs)}${run.appLiveAtTap ? ' (live)' : ''}`)
      .join(' '),
  ];
}

/** The budget: every control answers within 100 ms (median), in every run. */
export function controlTapBudget(visits: readonly ControlTapVisit[]): {
  held: string[];
  broken: string[];
} {
  if (visits.length === 0) return { held: [], broken: [] };
  const label = `every control answers a tap at first paint within ${ANSWER_BUDGET_MS} ms`;
  const slow = visits.filter((visit) => {
    const answer = medianAnswer(visit);
    return answer === null || answer > ANSWER_BUDGET_MS;
  });
  return slow.length === 0
    ? { held: [label], broken: [] }
    : { held: [], broken: [`${label} (fails on ${slow.map((v) => v.control).join(', ')})`] };
}
