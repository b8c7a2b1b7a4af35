/**
 * `npm run check:looks`: the accent guarantee, judged in Chromium. Builds the
 * sample owner with accents at the edges (contrastLooks.ts) and runs axe's
 * colour-contrast rule on every page, disclosures open, in both themes (and on
 * the home page with the cookie banner up). Fails naming the accent, theme, page
 * and each failing element with its colours. `-- --dist <folder>` judges an
 * existing hash build instead (e.g. dist/ after `npm run build`). The sample's
 * own accent is judged by the browser tests' full axe sweep (accessibility.spec.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import type { Theme } from '../../../src/lib/theme.ts';
import { lookColours } from '../../look/accent.ts';
import { serveBuild } from '../../lib/serveBuild.ts';
import {
  CONTRAST_LOOKS,
  contrastFailure,
  describeFailure,
  type ContrastFailure,
} from './contrastLooks.ts';
import { buildLook } from './lookBuild.ts';
import { launchChromium, openDisclosures, openRoute, THEMES, visitorPage } from './lookBrowser.ts';
import { sitePages } from './sitePages.ts';

const VIEWPORT = { width: 1280, height: 800 };
/** Failing elements listed per page: a broken token fails most of a page, and the first few say which. */
const SHOWN = 12;

interface Verdict {
  where: string;
  failures: ContrastFailure[];
}

async function failuresIn(page: Page): Promise<ContrastFailure[]> {
  // In the page itself (legacy mode), as the browser tests run axe: the site has no frames.
  const { violations } = await new AxeBuilder({ page })
    .withRules(['color-contrast'])
    .setLegacyMode()
    .analyze();
  return violations.flatMap((violation) => violation.nodes).map(contrastFailure);
}

/** Every page in one theme, the banner answered (it would cover text), then home with it up. */
async function judgeTheme(browser: Browser, dist: string, url: string, theme: Theme) {
  const verdicts: Verdict[] = [];
  const visitor = { viewport: VIEWPORT, theme, consent: true };
  const page = await visitorPage(browser, visitor);
  for (const { path } of sitePages((file) => readFileSync(join(dist, file)))) {
    await openRoute(page, url, path);
    await openDisclosures(page);
    verdicts.push({ where: path, failures: await failuresIn(page) });
  }
  await page.context().close();
  const newcomer = await visitorPage(browser, { ...visitor, consent: false });
  await openRoute(newcomer, url, '/');
  verdicts.push({ where: '/ with the cookie banner', failures: await failuresIn(newcomer) });
  await newcomer.context().close();
  return verdicts;
}

/** Judges one build, both themes side by side (two cores); prints; returns the failing count. */
async function judge(browser: Browser, name: string, dist: string): Promise<number> {
  const site = await serveBuild({ port: 4340, strictPort: false, distDir: dist });
  try {
    const themes = await Promise.all(
      THEMES.map((theme) => judgeTheme(browser, dist, site.url, theme)),
    );
    let failing = 0;
    for (const [index, verdicts] of themes.entries()) {
      const where = `${name}, ${THEMES[index]}`;
      const failed = verdicts.filter((verdict) => verdict.failures.length > 0);
      if (failed.length === 0) console.log(`PASS  ${where}: every page, and home with the banner`);
      for (const { where: page, failures } of failed) {
        console.log(`FAIL  ${where}, ${page}`);
        for (const failure of failures.slice(0, SHOWN))
          console.log(`    ${describeFailure(failure)}`);
        if (failures.length > SHOWN) console.log(`    … and ${failures.length - SHOWN} more`);
      }
      failing += failed.length;
    }
    return failing;
  } finally {
    await site.close();
  }
}

/** The builds to judge: the accents', each started as the one before it ends. */
function buildAccents(work: string): Promise<string | Error>[] {
  let previous: Promise<unknown> = Promise.resolve();
  return CONTRAST_LOOKS.map(({ look }, index) => {
    const out = join(work, `look-${index}`);
    previous = previous.then(() => buildLook(look, out));
    return previous.then(
      () => out,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
  });
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: { dist: { type: 'string' } },
  });
  const browser = await launchChromium();
  const work = mkdtempSync(join(tmpdir(), 'check-looks-'));
  let failing = 0;
  try {
    if (values.dist) {
      const dist = resolve(values.dist);
      failing = await judge(browser, dist, dist);
    } else {
      const builds = buildAccents(work);
      for (const [index, { name, look }] of CONTRAST_LOOKS.entries()) {
        const label = `accent ${look.accent} (${name}; ${look.typeface}, ${look.shape})`;
        console.log(`\n${label}`);
        for (const note of lookColours(look.accent).notes) console.log(`  build: ${note}`);
        const started = Date.now();
        const dist = await builds[index];
        if (dist === undefined || dist instanceof Error) throw dist ?? new Error('no build');
        failing += await judge(browser, label, dist);
        console.log(
          `  ${((Date.now() - started) / 1000).toFixed(1)} s (waiting for its build, judging)`,
        );
      }
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`\nlooks: ${failing === 0 ? 'every page passes' : `${failing} failing`}`);
  return failing === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
