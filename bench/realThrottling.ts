/**
 * What a visitor on a slow phone lives, measured with real throttling through
 * the Chrome DevTools Protocol (not Lighthouse's simulation): 150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4× (or --cpu N), a 412 px phone
 * viewport, a fresh browser context per run.
 *
 * Each run taps the theme toggle at the first contentful paint, then again
 * every 100 ms until one tap has taken effect (the dark class on <html>
 * changes). "First working tap" is the moment that first happens, from
 * navigation start. The run also records FCP, LCP, when the page settled (the
 * after-paint module ran: settled.ts), and whether every tap took effect exactly once. (Long tasks are
 * measured without Playwright attached: longTasks.ts.)
 */
import type { Browser, CDPSession, Page } from '@playwright/test';

export const REAL_THROTTLING_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

/** The theme toggle: the one toggle button in the page header. */
const THEME_TOGGLE = 'header button[aria-pressed]';
const TAP_INTERVAL_MS = 100;
const GIVE_UP_MS = 10_000;

export interface RealThrottlingRun {
  fcpMs: number | null;
  lcpMs: number | null;
  /** When the first tap reached the page (its event time), from navigation start. */
  firstTapMs: number | null;
  /** When a tap first took effect, from navigation start; null if none did. */
  firstWorkingTapMs: number | null;
  /** When the page settled (settled.ts), from navigation start. */
  settledMs: number | null;
  taps: number;
  /** Theme changes seen once the page settled: equal to taps when each took effect once. */
  themeChanges: number;
}

interface Probe {
  fcp: number | null;
  lcp: number | null;
  taps: number[];
  themeChanges: number[];
  settled: number | null;
}

declare global {
  interface Window {
    benchProbe?: Probe;
  }
}

/** Runs in the page before any of its own scripts: records paints, taps and theme changes. */
function recordInPage(): void {
  const probe: Probe = {
    fcp: null,
    lcp: null,
    taps: [],
    themeChanges: [],
    settled: null,
  };
  window.benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) probe.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.addEventListener('pointerdown', (event) => probe.taps.push(event.timeStamp), true);
  // The <html> element may not exist yet: watch the whole document for it.
  let dark = false;
  new MutationObserver(() => {
    const root = document.documentElement;
    if (root.classList.contains('dark') !== dark) {
      dark = !dark;
      probe.themeChanges.push(performance.now());
    }
    // The page marks <html> once it settles (settled.ts; inline: this runs in the page).
    const settled = root.hasAttribute('data-after-paint') || root.dataset.app === 'live';
    if (probe.settled === null && settled) probe.settled = performance.now();
  }).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['class', 'data-app', 'data-after-paint'],
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs in the page: resolves once the page has settled (settled.ts), or after
 * `ms`: a window of fixed length could end before it on a slow run.
 */
function settledInPage(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const root = document.documentElement;
    // No named function inside: tsx names it with a helper the page does not have.
    new MutationObserver(() => {
      if (root.hasAttribute('data-after-paint') || root.dataset.app === 'live') resolve();
    }).observe(root, { attributes: true, attributeFilter: ['data-app', 'data-after-paint'] });
    if (root.hasAttribute('data-after-paint') || root.dataset.app === 'live') resolve();
    setTimeout(resolve, ms);
  });
}

async function readProbe(page: Page): Promise<Probe> {
  const probe = await page.evaluate(() => window.benchProbe);
  if (!probe) throw new Error('the page lost its measurement probe');
  return probe;
}

/** Where the theme toggle sits at the phone viewport, from an unthrottled load. */
export async function themeTogglePosition(
  browser: Browser,
  url: string,
): Promise<{ x: number; y: number }> {
  const { viewport, deviceScaleFactor } = REAL_THROTTLING_PROFILE;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator(THEME_TOGGLE).boundingBox();
    if (!box) throw new Error(`no theme toggle (${THEME_TOGGLE}) on ${url}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** A fresh phone context with the profile's network and CPU: one visit's page. */
async function throttledPage(
  browser: Browser,
  cpuSlowdown: number = REAL_THROTTLING_PROFILE.cpuSlowdown,
): Promise<{ page: Page; cdp: CDPSession }> {
  const profile = REAL_THROTTLING_PROFILE;
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { page, cdp };
}

/** One fresh, throttled visit to the URL. */
export async function measureRealThrottling(
  browser: Browser,
  url: string,
  toggle: { x: number; y: number },
  cpuSlowdown?: number,
): Promise<RealThrottlingRun> {
  const { page, cdp } = await throttledPage(browser, cpuSlowdown);
  const context = page.context();
  try {
    await page.addInitScript(recordInPage);
    // Told by the browser, not by polling the page: polling would load the main thread.
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<void>((resolve) => {
      cdp.on('Page.lifecycleEvent', (event) => {
        if (event.name === 'firstContentfulPaint') resolve();
      });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await Promise.race([painted, sleep(GIVE_UP_MS)]);

    const started = Date.now();
    let taps = 0;
    while ((await readProbe(page)).themeChanges.length === 0 && Date.now() - started < GIVE_UP_MS) {
      await page.touchscreen.tap(toggle.x, toggle.y);
      taps += 1;
      await sleep(TAP_INTERVAL_MS);
    }
    // Let queued taps land and the page settle before counting what took effect.
    await page.waitForLoadState('load');
    await page.evaluate(settledInPage, GIVE_UP_MS);
    await sleep(1500);
    const probe = await readProbe(page);
    return {
      fcpMs: probe.fcp,
      lcpMs: probe.lcp,
      firstTapMs: probe.taps[0] ?? null,
      firstWorkingTapMs: probe.themeChanges[0] ?? null,
      settledMs: probe.settled,
      taps,
      themeChanges: probe.themeChanges.length,
    };
  } finally {
    await context.close();
  }
}
