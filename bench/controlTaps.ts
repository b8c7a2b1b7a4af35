/**
 * When each kind of control answers a tap made at the first paint, under the
 * same real throttling as realThrottling.ts (fresh context per run): the tap
 * lands as soon as the control is on screen, and the answer is the first
 * frame after its effect (a menu or a disclosure toggles, a list changes page
 * or filter; the theme toggle is realThrottling.ts's first working tap). The
 * budget is 100 ms: what a plain page answers in. The behaviours answer from
 * the first paint (src/behaviours/), so the tap does not wait for the page to
 * settle. The visits run in the bare Chromium (bareChromium.ts): under
 * Playwright a page's modules evaluate several times slower, and a tap that
 * lands then waits for them.
 */
import type { Language } from '../src/lib/language';
import { monthlySeries } from '../src/lib/series';
import type { BuildContext } from '../tooling/build/buildContext';
import type { BareChromium } from './bareChromium';
import { sleep, withBareVisit } from './bareVisit';
import { REAL_THROTTLING_PROFILE } from './realThrottling';
import { SETTLED_IN_PAGE } from './settled';

export const ANSWER_BUDGET_MS = 100;

export interface ControlProbe {
  control: string;
  route: string;
  language: Language;
  /** The control: the first visible element matching the CSS selector (and holding the text). */
  selector: string;
  text?: string;
}

/**
 * One control of each kind, on the pages a visitor meets them (those the owner's site has),
 * from the owner's content as the build serves it: which company and year the probes tap.
 */
export function controlProbes({ modules, strings, model }: BuildContext): ControlProbe[] {
  /** The site's first language, and another where it has two (the picker and a disclosure in it). */
  const [first = '', second = first] = model.languageCodes;
  const showTechnologies = strings[second]?.experience?.show_tech;
  /** A company other than the one selected at first, and the year before the open (latest) one. */
  const otherCompany = modules.projects.projects?.companies[1];
  const closedYear = monthlySeries(modules.trading.trading?.monthlyReturns ?? {}).years.at(-2);
  return [
    {
      control: 'menu',
      route: '/',
      language: first,
      selector: 'button[popovertarget="mobile-menu"]',
    },
    {
      control: 'language picker',
      // The largest page where the owner has one.
      route: modules.testimonials.testimonials ? '/testimonials' : '/',
      language: second,
      selector: 'button[popovertarget="language-menu"]',
    },
    ...((modules.courses.courses?.entries.length ?? 0) > 3
      ? [
          {
            control: 'pager',
            route: '/courses',
            language: first,
            selector: '[data-page-step="1"]',
          } as const,
        ]
      : []),
    ...(otherCompany
      ? [
          {
            control: 'company filter',
            route: '/projects',
            language: first,
            selector: `[data-filter-value="${otherCompany}"]`,
          } as const,
        ]
      : []),
    ...(closedYear
      ? [
          {
            control: 'trading year',
            route: '/trading',
            language: first,
            selector: 'summary',
            text: String(closedYear),
          } as const,
        ]
      : []),
    {
      control: 'Show technologies',
      route: '/experience',
      language: second,
      selector: '[data-item]:not([data-off]) summary',
      text: String(showTechnologies),
    },
  ];
}

export interface ControlTapRun {
  /** From the tap (pointerdown) to the first frame after its effect; null if none came. */
  answerMs: number | null;
  /** When the tap landed, from navigation start. */
  tapMs: number | null;
  /** Whether the page had settled (settled.ts) when the tap landed. */
  settledAtTap: boolean;
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
  // Menus: a popover's beforetoggle, in the task that opens it. Not `toggle`: Chromium fires it
  // in a task of its own, after the frame that already shows the panel (60-110 ms later at 6x).
  document.addEventListener('beforetoggle', on.effect, true);
  // Disclosures, their `open`; lists, the page or filter their root says.
  new MutationObserver(on.effect).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'data-page', 'data-filter'],
  });
}

/**
 * Runs in the page: the control's centre in the viewport once the page has
 * painted and the control is visible (scrolled into view first, as a visitor
 * would), else null. Before the first paint there is nothing to tap.
 */
function controlCentre(selector: string, text: string | null): { x: number; y: number } | null {
  if (performance.getEntriesByName('first-contentful-paint').length === 0) return null;
  // The build hyphenates the page's words with soft hyphens (U+00AD), which text content keeps.
  const control = [...document.querySelectorAll(selector)].find(
    (element) =>
      (text === null || (element.textContent ?? '').replaceAll('\u00AD', '').includes(text)) &&
      element.getClientRects().length > 0,
  );
  if (!control) return null;
  control.scrollIntoView({ block: 'center' });
  const box = control.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** One fresh, throttled visit: the control tapped the moment it is on screen. */
export function measureControlTap(
  chromium: BareChromium,
  url: string,
  probe: ControlProbe,
  cpuSlowdown: number = REAL_THROTTLING_PROFILE.cpuSlowdown,
): Promise<ControlTapRun> {
  const options = { cpuSlowdown, beforePageScripts: recordTapInPage };
  const find = `(${controlCentre.toString()})(${JSON.stringify(probe.selector)}, ${JSON.stringify(probe.text ?? null)})`;
  return withBareVisit(chromium, url, options, async (visit) => {
    const started = Date.now();
    let centre: { x: number; y: number } | null = null;
    while (!centre && Date.now() - started < 15_000) {
      centre = await visit.evaluate<{ x: number; y: number } | null>(find);
      if (!centre) await sleep(20);
    }
    if (!centre) return { ...NO_ANSWER, error: `no visible ${probe.selector} ${probe.text ?? ''}` };
    const settledAtTap = await visit.evaluate<boolean>(SETTLED_IN_PAGE);
    await visit.tap(centre);
    const tapped = Date.now();
    while (Date.now() - tapped < 5000) {
      const seen = await visit.evaluate<TapProbe | undefined>('window.tapProbe');
      if (seen?.tap != null && seen.frame != null) {
        return { answerMs: seen.frame - seen.tap, tapMs: seen.tap, settledAtTap };
      }
      await sleep(50);
    }
    return { ...NO_ANSWER, error: 'the tap had no effect within 5 s' };
  });
}

const NO_ANSWER = { answerMs: null, tapMs: null, settledAtTap: false };

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
      .map((run) => `${milliseconds(run.tapMs)}${run.settledAtTap ? ' (settled)' : ''}`)
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
