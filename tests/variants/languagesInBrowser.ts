/**
 * What check:variants asks of the grown owner's path build in Chromium, in the
 * languages the sample does not have (the browser tests sweep the sample's
 * own): at 320 px no word of any page breaks without a hyphen (the German
 * privacy heading among them), and an address under a language's prefix that
 * no page has is answered in that language, with script (the root 404.html)
 * and without (the language's own 404.html).
 */
import type { Browser, Page } from '@playwright/test';
import { launchChromium, type ChromiumChoice } from '../../tooling/harness/chromium.ts';
import { serveBuild } from '../../tooling/lib/serveBuild.ts';
import { wordsBrokenWithoutHyphen } from '../e2e/layoutChecks.ts';
import { NOT_FOUND_KEY } from '../../src/lib/routes.ts';
import { AFTER_PAINT_ATTRIBUTE } from '../../src/first-paint/documentContract.ts';
import { everyPage, NOT_FOUND_PATH } from '../../tooling/harness/pages.ts';
import { pagePath } from '../../src/lib/siteUrls.ts';
import { withoutSoftHyphens } from '../../src/lib/softHyphen.ts';
import type { SiteShape } from '../../src/lib/siteModel.ts';

export interface LanguageProblems {
  /** Per language, each page's words cut without a hyphen at 320 px. */
  brokenWords: string[];
  /** What the not-found page got wrong, per language, with and without script. */
  notFound: string[];
}

/** A 320 px page, with script or without, that opens one address after another. */
async function narrowPage(browser: Browser, script: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 320, height: 640 },
    reducedMotion: 'reduce',
    javaScriptEnabled: script,
  });
  return context.newPage();
}

async function open(page: Page, url: string, script: boolean): Promise<void> {
  await page.goto(url);
  if (script) {
    await page.waitForFunction(
      (settled) => document.documentElement.hasAttribute(settled),
      AFTER_PAINT_ATTRIBUTE,
    );
  }
}

/** The not-found page's language, title and heading as the visitor gets them (soft hyphens aside). */
async function notFoundShown(
  page: Page,
): Promise<{ lang: string; title: string; heading: string }> {
  const shown = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    heading: document.querySelector('main h1')?.textContent ?? '',
  }));
  return { ...shown, heading: withoutSoftHyphens(shown.heading) };
}

/** What the open not-found page gets wrong in `language` (whose not-found title is `title`), if anything. */
async function notFoundProblem(
  page: Page,
  address: string,
  script: boolean,
  language: string,
  title: string,
): Promise<string | null> {
  const shown = await notFoundShown(page);
  const right =
    shown.lang === language &&
    shown.title.startsWith(`${title} · `) &&
    shown.heading.startsWith('404') &&
    shown.heading.endsWith(title);
  return right
    ? null
    : `${address} ${script ? 'with' : 'without'} script: ${JSON.stringify(shown)}`;
}

export async function languageProblems(
  dist: string,
  shape: SiteShape,
  languages: readonly string[],
  notFoundTitle: (language: string) => string,
  chromium: ChromiumChoice,
): Promise<LanguageProblems> {
  const served = await serveBuild({ port: 4400, strictPort: false, distDir: dist });
  const browser = await launchChromium(chromium);
  const problems: LanguageProblems = { brokenWords: [], notFound: [] };
  try {
    // One page with script and one without, each opening every address in turn: a visitor's
    // own page (nothing stored but what the site stores itself), its assets cached.
    const pages = {
      true: await narrowPage(browser, true),
      false: await narrowPage(browser, false),
    };
    const at = (address: string) => new URL(address.slice(1), served.url).href;
    for (const language of languages) {
      const title = notFoundTitle(language);
      for (const { key, path } of everyPage(shape.routes)) {
        const notFound = key === NOT_FOUND_KEY;
        const address = notFound
          ? `/${language}${NOT_FOUND_PATH}/`
          : pagePath(shape, path, language);
        await open(pages.true, at(address), true);
        const found = await wordsBrokenWithoutHyphen(pages.true);
        problems.brokenWords.push(...found.map((problem) => `${address}: ${problem}`));
        // With script, the root 404.html answers: judged in the load its words were.
        const wrong =
          notFound && (await notFoundProblem(pages.true, address, true, language, title));
        if (wrong) problems.notFound.push(wrong);
      }
      // Without script, the language's own 404.html.
      const address = `/${language}/404.html`;
      await open(pages.false, at(address), false);
      const wrong = await notFoundProblem(pages.false, address, false, language, title);
      if (wrong) problems.notFound.push(wrong);
    }
  } finally {
    await browser.close();
    await served.close();
  }
  return problems;
}
