/**
 * A visitor's page for the browser tools and tests: their theme and cookie
 * choice stored before any script runs (under the site's own keys), the two
 * image hosts answered with stand-ins, and each page opened once it is
 * settled and its fade-ins are over, so what is judged or pictured is the
 * page at rest.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/lib/consent.ts';
import { hashAddress } from '../../src/lib/siteUrls.ts';
import { THEME_STORAGE_KEY, type Theme } from '../../src/lib/theme.ts';
import { FONTS_SWAPPED_ATTRIBUTE } from '../../src/lib/siteFiles.ts';
import {
  AFTER_PAINT_ATTRIBUTE as AFTER_PAINT,
  FIRST_PAINT_DATA_ID,
} from '../../src/first-paint/documentContract.ts';
import { answerImageHosts } from './imageHosts.ts';

/** What a visitor chose on an earlier visit. */
export interface StoredChoices {
  theme?: string | undefined;
  /** Cookies answered: no banner. */
  consent?: boolean | undefined;
}

/** Stores the choices before any script of the page (or of every page of the context) runs. */
export async function storeChoices(
  target: Page | BrowserContext,
  { theme, consent }: StoredChoices,
): Promise<void> {
  const stored = {
    ...(theme ? { [THEME_STORAGE_KEY]: theme } : {}),
    ...(consent ? { [CONSENT_STORAGE_KEY]: 'true' } : {}),
  };
  if (Object.keys(stored).length === 0) return;
  await target.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
}

export interface Visitor extends StoredChoices {
  viewport: { width: number; height: number };
  theme: Theme;
  consent: boolean;
}

/** A page in a fresh context for this visitor; close its context when done. */
export async function visitorPage(browser: Browser, visitor: Visitor): Promise<Page> {
  // Reduced motion: the page at rest at once, not after its fade-ins (what is judged is the same).
  const context = await browser.newContext({ viewport: visitor.viewport, reducedMotion: 'reduce' });
  await storeChoices(context, visitor);
  const page = await context.newPage();
  await answerImageHosts(page);
  return page;
}

/** Opens a route of the hash site at `siteUrl` and waits until it is settled and still. */
export async function openRoute(page: Page, siteUrl: string, path: string): Promise<void> {
  try {
    await page.goto(new URL(hashAddress(path), siteUrl).href);
    await page.waitForFunction(
      (settledMark) => document.documentElement.hasAttribute(settledMark),
      AFTER_PAINT,
    );
    // A hash page's HTML comes in slices after its first paint, the footer last: judged whole.
    await page.getByRole('contentinfo').waitFor({ state: 'attached' });
    await settled(page);
  } catch (error) {
    throw new Error(`${path} did not settle: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Shows another route of the open hash site as its links do (a new hash, no new document), once
 * its heading is on screen, its fonts in and its transitions over: the sweeps' way round a site,
 * a page's own load being first-paint's and page-head's.
 */
export async function showRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    document.querySelector('main h1')?.setAttribute('data-left', '');
    window.location.hash = hash;
  }, `#${path}`);
  await page.locator('main h1:not([data-left])').waitFor();
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Opens every disclosure in the main region, so what they hide is judged too. */
export async function openDisclosures(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('main details')) {
      if (details instanceof HTMLDetailsElement) details.open = true;
    }
  });
  await settled(page);
}

/**
 * Lays a look's colours over the page's own, after every stylesheet of the build, on a page
 * at rest, and leaves it at rest in them: colours are all a look's stylesheet changes (no
 * font, picture or box), and the transitions they set going are finished at once, not waited
 * for frame by frame. A constructed stylesheet: the site's CSP allows no inline <style>, and
 * this is not one.
 */
export async function layOver(page: Page, css: string): Promise<void> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [sheet];
    // getAnimations() brings the styles up to date, starting what the new colours set going.
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  }, css);
}

/** Fonts in (where the look has web fonts), fade-ins over, and the pictures drawn on the first screen. */
function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(
    ([dataId, swapped]) => {
      const data = JSON.parse(document.getElementById(dataId)?.textContent ?? '{}') as {
        fonts?: unknown;
      };
      const onScreen = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return image.getClientRects().length > 0 && box.top < window.innerHeight && box.bottom > 0;
      });
      return (
        (!data.fonts || document.documentElement.hasAttribute(swapped)) &&
        document.fonts.status === 'loaded' &&
        onScreen.every((image) => image.complete) &&
        document.getAnimations().every((animation) => animation.playState !== 'running')
      );
    },
    [FIRST_PAINT_DATA_ID, FONTS_SWAPPED_ATTRIBUTE] as const,
  );
}
