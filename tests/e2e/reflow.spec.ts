import type { Locator, Page } from '@playwright/test';
import { samplePages, sampleSite } from './support/owner';
import {
  applyTextSpacing,
  clippedOrOverlappingText,
  expandEverything,
  forEachOtherView,
  type JudgedPart,
  sidewaysScrolling,
  wordsBrokenWithoutHyphen,
} from './layoutChecks';
import { expect, forEachRoute, test, visit } from './support/fixtures';
import { common, type Language } from './support/text';

/**
 * WCAG 1.4.10 Reflow at 320 px (a 1280 px window zoomed to 400 %), where long words
 * break only with a hyphen, and 1.4.12 Text spacing. Page changes are instant under
 * reduced motion, so every check sees a settled page. The template's other languages
 * are swept at 320 px by check:variants (tests/variants/languagesInBrowser.ts).
 */
const LANGUAGES = sampleSite.languageCodes;

test.use({ reducedMotion: 'reduce' });

async function open(page: Page, path: string, language: Language) {
  await visit(page, path, { language });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Presses a control from inside the page, then waits two frames for what it shows. */
function pressInPage(control: Locator): Promise<void> {
  return control.evaluate(async (element) => {
    if (element instanceof HTMLElement) element.click();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * Brings main into each state it can show and runs the check in each: every panel open
 * at once (a panel's text wraps the same beside others open), then each other panel of
 * an accordion, each page of a pager as loaded and under each filter, each view of a
 * select. What is judged is the state, not the press (keyboard.spec.ts, early-taps.spec.ts
 * and the behaviours' own tests press them as a visitor does): it is made in the page.
 */
async function everyStateOfMain(page: Page, check: (state: string) => Promise<void>) {
  const main = page.getByRole('main');
  if ((await expandEverything(page)) > 0) await check('with every panel open');
  const otherPanels = main.locator('details[name]:not([open]) > summary');
  for (const summary of await otherPanels.all()) {
    await pressInPage(summary);
    await check(`with ${await summary.innerText()} open`);
  }
  const pagers = main
    .getByRole('navigation')
    .filter({ has: page.getByTestId('pagination-indicator') });
  const everyPage = async (state: string) => {
    for (const pager of await pagers.all()) {
      const next = pager.getByRole('button').last();
      while (await next.isEnabled()) {
        await pressInPage(next);
        const shown = await pager.getByTestId('pagination-indicator').innerText();
        await check(`${state} on page ${shown}`);
      }
    }
  };
  await everyPage('as loaded');
  // Each filter from its first page: it shows its own items, a page at a time.
  for (const filter of await main.locator('button[aria-pressed]').all()) {
    if ((await filter.getAttribute('aria-pressed')) === 'true' || !(await filter.isVisible())) {
      continue;
    }
    await pressInPage(filter);
    const state = `filtered by ${await filter.innerText()}`;
    await check(state);
    await everyPage(state);
  }
  await forEachOtherView(page, (view) => check(`in the ${view} view`));
}

/** At 320 px the language button holds its flag and code, and each line of the footer's copyright is centred. */
async function expectHeaderAndFooterFit(page: Page) {
  const button = page.getByRole('button', { name: /Change language|Cambia lingua/ });
  const fits = await button.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);
  // Each line of the copyright, which wraps at this width, as far from the left as from the right.
  const copyright = page.getByRole('contentinfo').getByText(/©/);
  const margins = await copyright.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = element.getBoundingClientRect();
    // A line is every box at its height: its text runs and the year's element.
    const lines = new Map<number, { left: number; right: number }>();
    for (const { top, left, right } of range.getClientRects()) {
      const line = lines.get(Math.round(top));
      lines.set(Math.round(top), {
        left: Math.min(line?.left ?? left, left),
        right: Math.max(line?.right ?? right, right),
      });
    }
    return [...lines.values()].map(({ left, right }) =>
      Math.round(left - box.left - (box.right - right)),
    );
  });
  expect(margins.length).toBeGreaterThan(1);
  for (const difference of margins) expect(Math.abs(difference)).toBeLessThanOrEqual(2);
}

for (const language of LANGUAGES) {
  test(`nothing scrolls sideways and no word breaks without a hyphen at 320 px, whatever is open (${language}) @narrow @sweep`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const problems: string[] = [];
    // The whole page on the first route, as loaded and with the header's menus open; each
    // later route as loaded without the frame after main, then its states in main alone,
    // the one part they change (layoutChecks.ts, JudgedPart).
    const check = async (where: string, part: JudgedPart = 'main') => {
      const found = [
        ...(await sidewaysScrolling(page, part)),
        ...(await wordsBrokenWithoutHyphen(page, part)),
      ];
      problems.push(...found.map((problem) => `${where}: ${problem}`));
    };

    await open(page, '/', language);
    // Italian's longer words are the tighter fit, and its copyright wraps at this width.
    if (language === 'it') {
      await test.step('the language button holds its flag and code, the footer’s lines centred', () =>
        expectHeaderAndFooterFit(page));
    }
    await page.getByRole('button', { name: common(language, 'nav.menu_open') }).click();
    await check('/ with the menu open', 'page');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Change language|Cambia lingua/ }).click();
    await check('/ with the language menu open', 'page');
    await page.keyboard.press('Escape');

    await forEachRoute(page, samplePages, { language }, async (path) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await check(path, path === samplePages[0] ? 'page' : 'header and main');
      await everyStateOfMain(page, (state) => check(`${path} ${state}`));
    });
    expect(problems).toEqual([]);
    if (language === 'en') {
      await test.step('the word check finds a word cut in a tight heading', async () => {
        // A tight heading's letter boxes overlap the next line's: the check must still see it.
        await page.getByRole('main').evaluate((main) => {
          const heading = document.createElement('h2');
          heading.id = 'cut-word-probe';
          heading.style.cssText = 'font-size: 36px; line-height: 0.95; overflow-wrap: anywhere';
          heading.textContent = 'Datenschutzgrundverordnungsdurchführungsgesetz';
          main.append(heading);
        });
        expect(await wordsBrokenWithoutHyphen(page, 'main')).not.toEqual([]);
        await page.locator('#cut-word-probe').evaluate((heading) => heading.remove());
      });
    }
  });

  // Both languages on the narrowest phone, where spacing wraps the most; on a desk, the
  // longer one.
  const widths = language === 'it' ? '@widths' : '@narrow';
  test(`text spacing cuts off or overlaps no text (${language}) ${widths} @sweep`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    if (page.viewportSize()?.width === 375) await page.setViewportSize({ width: 320, height: 640 });
    const problems: string[] = [];
    await forEachRoute(page, samplePages, { language }, async (path) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await applyTextSpacing(page);
      // The whole page on the first route; then without the frame after main, the same on
      // every page of a language; expanded, main alone (layoutChecks.ts, JudgedPart).
      const asLoaded = await clippedOrOverlappingText(
        page,
        path === samplePages[0] ? 'page' : 'header and main',
      );
      problems.push(...asLoaded.map((problem) => `${path}: ${problem}`));
      // Every panel open: an accordion year, every disclosure and description, the chart's table.
      await expandEverything(page);
      const expanded = await clippedOrOverlappingText(page, 'main');
      problems.push(...expanded.map((problem) => `${path} expanded: ${problem}`));
    });
    expect([...new Set(problems)]).toEqual([]);
  });
}
