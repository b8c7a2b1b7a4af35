/**
 * What check:variants asks of the grown owner's builds in Chromium, in the
 * languages the sample does not have (the browser tests sweep the sample's
 * own): at 320 px no word of any page breaks without a hyphen (the German
 * privacy heading among them), judged on the hash build as its links go
 * round it (both modes draw a page with the same markup but its links'
 * addresses); and on the path build, an address under a language's prefix
 * that no page has is answered in that language, with script (the root
 * 404.html) and without (the language's own 404.html).
 */
import type { Browser, Page } from '@playwright/test';
import { serveBuild } from '../../tooling/lib/serveBuild.ts';
import { wordsBrokenWithoutHyphen } from '../e2e/layoutChecks.ts';
import { AFTER_PAINT_ATTRIBUTE } from '../../src/first-paint/documentContract.ts';
import { everyPage, NOT_FOUND_PATH } from '../../tooling/harness/pages.ts';
import { hashAddress } from '../../src/lib/siteUrls.ts';
import { showRoute } from '../../tooling/harness/visitor.ts';
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
  builds: { hash: string; path: string },
  shape: SiteShape,
  languages: readonly string[],
  notFoundTitle: (language: string) => string,
  browser: Browser,
): Promise<LanguageProblems> {
  const served = {
    hash: await serveBuild({ port: 4400, strictPort: false, distDir: builds.hash }),
    path: await serveBuild({ port: 4410, strictPort: false, distDir: builds.path }),
  };
  const problems: LanguageProblems = { brokenWords: [], notFound: [] };
  // One page with script and one without, each opening every address in turn: a visitor's
  // own page (nothing stored but what the site stores itself), its assets cached.
  const pages = {
    true: await narrowPage(browser, true),
    false: await narrowPage(browser, false),
  };
  try {
    const at = (mode: 'hash' | 'path', address: string) =>
      new URL(address.slice(1), served[mode].url).href;
    for (const language of languages) {
      // Each page in turn, the first loaded in the language and the others shown as the links
      // go; the frame after main (footer, banner: the same on every page of a language) judged
      // with the first.
      for (const [index, { path }] of everyPage(shape.routes).entries()) {
        if (index === 0) await open(pages.true, at('hash', hashAddress(path, language)), true);
        else await showRoute(pages.true, path);
        const found = await wordsBrokenWithoutHyphen(
          pages.true,
          index === 0 ? 'page' : 'header and main',
        );
        problems.brokenWords.push(...found.map((problem) => `${language} ${path}: ${problem}`));
      }
      const title = notFoundTitle(language);
      // With script, the root 404.html answers; without, the language's own 404.html.
      for (const [script, address] of [
        [true, `/${language}${NOT_FOUND_PATH}/`],
        [false, `/${language}/404.html`],
      ] as const) {
        const page = pages[`${script}`];
        await open(page, at('path', address), script);
        const wrong = await notFoundProblem(page, address, script, language, title);
        if (wrong) problems.notFound.push(wrong);
      }
    }
  } finally {
    await pages.true.context().close();
    await pages.false.context().close();
    await served.hash.close();
    await served.path.close();
  }
  return problems;
}
