/**
 * Proof that a pairing's fallback faces take its web fonts' room: not part of
 * `npm test`, it needs Chromium. `npx tsx tooling/dev/shiftProof.ts` prints, per
 * pairing, width and language, how far the blocks of a page of the sample owner's
 * text (headings, paragraphs, a quote, labels) change height when the web fonts
 * arrive, against the fallback faces and against the same local fonts unadjusted;
 * then the layout shift Chromium reports when the fonts arrive 800 ms late.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { contextFor } from '../build/buildContext.ts';
import { launchChromium } from '../harness/chromium.ts';
import { TYPEFACE_IDS, typefaceAssets, type TypefaceAssets } from '../look/typefaces.ts';
import { TEMPLATE_ROOT } from '../lib/templateRoot.ts';
import { ownerFolder, SAMPLE_DIR } from '../owner/read/load.ts';

const ORIGIN = 'http://look.test';

/** The sample owner through the build's one door: its facts as read, its texts as the site serves them. */
const SAMPLE = contextFor(ownerFolder(TEMPLATE_ROOT, { OWNER_DIR: SAMPLE_DIR }), {
  root: TEMPLATE_ROOT,
});

/** The page: what the site draws with each role, at the site's sizes (Tailwind's scale). */
function pageHtml(css: string, width: number, language: 'en' | 'it'): string {
  const { owner, modules } = SAMPLE;
  const profile = modules.profile.texts[language];
  const experience = modules.experience.texts[language];
  const testimonials = modules.testimonials.texts[language];
  if (!profile || !experience || !testimonials) throw new Error(`the sample has no ${language}`);
  const work = owner.experience.entries.slice(0, 3);
  const quotes = testimonials.entries.slice(0, 2);
  const block = (tag: string, name: string, text = '') =>
    `<${tag} data-block="${name}">${text}</${tag}>`;
  const body = [
    block('h1', 'h1 name', owner.profile.name),
    block('p', 'about (18 px)', profile.about.intro),
    ...work.flatMap((entry, index) => [
      block('h2', `h2 role ${index + 1}`, experience.entries[index]?.role),
      block('p', `company ${index + 1} (500)`, entry.company),
      block('p', `period ${index + 1} (voice)`, entry.period),
      block('p', `description ${index + 1}`, experience.entries[index]?.description),
    ]),
    ...quotes.map((entry, index) =>
      block('blockquote', `quote ${index + 1} (italic)`, entry.quote),
    ),
  ];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>${css}
body { margin: 0; font-family: var(--typeface-body); font-size: 16px; line-height: 1.5; }
main { width: ${width}px; padding: 16px; }
h1 { font: 700 36px/40px var(--typeface-heading); letter-spacing: -0.025em; margin: 0 0 16px; }
h2 { font: 600 18px/28px var(--typeface-heading); margin: 24px 0 0; }
p, blockquote { margin: 8px 0 0; }
[data-block^="about"] { font-size: 18px; line-height: 1.625; }
[data-block^="company"] { font-weight: 500; }
[data-block^="period"] { font: 500 14px/20px var(--typeface-voice); }
blockquote { font-style: italic; }
</style></head><body><main>${body.join('')}</main></body></html>`;
}

/** The fallback faces as plain local fonts: what the web fonts would replace without the overrides. */
const unadjusted = (css: string) => css.replace(/\s*(size-adjust|[a-z-]+-override):[^;]+;/g, '');

async function blocks(page: Page) {
  return page.evaluate(async () => {
    await Promise.allSettled([...document.fonts].map((face) => face.load()));
    await document.fonts.ready;
    return [...document.querySelectorAll<HTMLElement>('[data-block]')].map((element) => ({
      name: element.dataset.block ?? '',
      height: element.getBoundingClientRect().height,
      // The text's own width (its lines' union), not its box's.
      width: (() => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().width;
      })(),
    }));
  });
}

async function render(page: Page, html: string, fontDelay = 0, assets?: TypefaceAssets) {
  await page.unroute('**/*');
  await page.route('**/*', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = assets?.files.find((candidate) => `/${candidate.fileName}` === path);
    if (file) {
      await new Promise((done) => setTimeout(done, fontDelay));
      return route.fulfill({ contentType: 'font/woff2', body: readFileSync(file.source) });
    }
    return route.fulfill({ contentType: 'text/html', body: html });
  });
  await page.goto(`${ORIGIN}/`);
  return blocks(page);
}

/** Chromium's own layout-shift score while the late fonts swap in. */
async function layoutShift(page: Page, html: string, assets: TypefaceAssets): Promise<number> {
  await page.addInitScript(() => {
    const scores: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        scores.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShiftScores: scores });
  });
  await render(page, html, 800, assets);
  await page.waitForTimeout(300);
  return page.evaluate(() =>
    (window as unknown as { layoutShiftScores: number[] }).layoutShiftScores.reduce(
      (a, b) => a + b,
      0,
    ),
  );
}

const px = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

async function main() {
  const browser = await launchChromium(process.env);
  const fallbackCheck = new Set<string>();
  for (const id of TYPEFACE_IDS.filter((typeface) => typeface !== 'system')) {
    const assets = typefaceAssets(id, ['en', 'it']);
    // The page's stylesheet draws in the fallback faces; the stacks for readers without script, in the web fonts.
    const withWebFonts = `${assets.css}\n${assets.noscriptCss}`;
    for (const [width, viewport] of [
      [343, { width: 375, height: 667 }],
      [640, { width: 1280, height: 800 }],
    ] as const) {
      for (const language of ['en', 'it'] as const) {
        const page = await browser.newPage({ viewport });
        const web = await render(page, pageHtml(withWebFonts, width, language), 0, assets);
        const matched = await render(page, pageHtml(assets.css, width, language));
        const plain = await render(page, pageHtml(unadjusted(assets.css), width, language));
        if (!fallbackCheck.has(id)) {
          fallbackCheck.add(id);
          const faces = await page.evaluate(() =>
            [...document.fonts].map(
              (face) => `${face.family} ${face.weight} ${face.style}: ${face.status}`,
            ),
          );
          console.log(`${id} fallback faces on this machine:\n  ${faces.join('\n  ')}`);
        }
        const rows = web.map((block, index) => {
          const m = matched[index];
          const p = plain[index];
          const dh = (other: typeof block | undefined) =>
            other ? other.height - block.height : NaN;
          const dw = (other: typeof block | undefined) => (other ? other.width - block.width : NaN);
          return `  ${block.name.padEnd(24)} h ${block.height.toFixed(1).padStart(6)}  matched Δh ${px(dh(m)).padStart(6)} Δw ${px(dw(m)).padStart(6)}  unadjusted Δh ${px(dh(p)).padStart(6)} Δw ${px(dw(p)).padStart(6)}`;
        });
        const total = (set: typeof web) => set.reduce((sum, block) => sum + block.height, 0);
        console.log(
          `${id} ${width}px ${language}: page ${total(web).toFixed(1)} px; matched ${px(total(matched) - total(web))}, unadjusted ${px(total(plain) - total(web))}`,
        );
        console.log(rows.join('\n'));
        await page.close();
        const scores: string[] = [];
        for (const css of [withWebFonts, unadjusted(withWebFonts)]) {
          const shiftPage = await browser.newPage({ viewport });
          scores.push(
            (await layoutShift(shiftPage, pageHtml(css, width, language), assets)).toFixed(4),
          );
          await shiftPage.close();
        }
        console.log(
          `  layout shift as the fonts arrive 800 ms late: ${scores[0]} (unadjusted ${scores[1]})`,
        );
      }
    }
  }
  await browser.close();
}

await main();
