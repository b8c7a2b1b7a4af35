/**
 * `npm run check:looks`: the accent guarantee, judged in Chromium. Opens every
 * page of a hash build (dist/, or `-- --dist <folder>`), disclosures open, in
 * both themes (and the home page with the cookie banner up), and runs axe's
 * colour-contrast rule on what it adds to the components judged before (the
 * frame on the first page, then each page's main region, then the banner) with
 * the colours of each edge accent (contrastLooks.ts) and each preset's accent
 * laid over it:
 * the same stylesheet of tokens the build writes for that accent (tooling/look),
 * so every component is judged in every accent without building the site again
 * (check:variants checks that an owner's look reaches the build). In each look
 * and theme, a text is judged where its colours first appear (colourKey): the
 * pages repeat a few dozen pairings over a thousand texts. Fails naming the
 * look, theme, page and each failing element with its colours. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { MAIN_ID } from '../../src/lib/mainRegion.ts';
import { THEMES, type Theme } from '../../src/lib/theme.ts';
import { lookColours } from '../../tooling/look/accent.ts';
import { lookCss } from '../../tooling/look/css.ts';
import { LOOK_PRESETS } from '../../tooling/look/presets.ts';
import { launchChromium } from '../../tooling/harness/chromium.ts';
import { axeViolations } from '../../tooling/harness/axe.ts';
import { everyPage } from '../../tooling/harness/pages.ts';
import { layOver, openDisclosures, openRoute, visitorPage } from '../../tooling/harness/visitor.ts';
import { builtSite, distFiles } from '../../tooling/lib/builtSite.ts';
import { report, type Report } from '../../tooling/harness/report.ts';
import { serveBuild } from '../../tooling/lib/serveBuild.ts';
import {
  contrastFailure,
  describeFailure,
  EDGE_ACCENTS,
  type ContrastFailure,
} from './contrastLooks.ts';

const VIEWPORT = { width: 1280, height: 800 };
/** Failing elements listed per page: a broken token fails most of a page, and the first few say which. */
const SHOWN = 12;

/** A look to judge: an edge or preset accent's colours. */
interface JudgedLook {
  label: string;
  /** What the build would say of this accent (the shades it used in its place). */
  notes: string[];
  css: string;
}

function accentLook(accent: string, name: string): JudgedLook {
  const colours = lookColours(accent);
  return { label: `accent ${accent} (${name})`, notes: colours.notes, css: lookCss(colours) };
}

const LOOKS: readonly JudgedLook[] = [
  ...EDGE_ACCENTS.map(({ name, accent }) => accentLook(accent, name)),
  ...Object.entries(LOOK_PRESETS).map(([name, { accent }]) => accentLook(accent, `${name} preset`)),
];

/** Per look, the failures found on each page. */
type Verdicts = Map<JudgedLook, { where: string; failures: ContrastFailure[] }[]>;

/**
 * What each page is judged in: the frame every page shares (header, footer) once, on the first
 * page, then each page's own <main>; the cookie banner, the section beside it (Layout.tsx), once.
 * A region the page lacks fails (markUnjudged), so a frame that changes cannot go unjudged unnoticed.
 */
const MAIN = `#${MAIN_ID}`;
const BANNER = `${MAIN} ~ section`;

/** What marks the texts of a region that axe is to judge in the look laid over. */
const UNJUDGED = 'data-looks-unjudged';

/**
 * Runs in the page: marks each text of the region (the page: null) whose colour key is not in
 * `judged`, and returns the keys it adds. A text's key is what axe's contrast verdict reads:
 * its colour, size, weight and shadow; the backgrounds, pictures, opacity, blending and
 * positioning of it and every element it is drawn in (pseudo-elements too); whether it is
 * disabled or too small to see. Two texts of one key pass or fail together, so the first
 * stands for the rest. Written without named inner functions: tsx would wrap them in a helper
 * the page does not have.
 */
function markUnjudged({
  region,
  judged,
  mark,
}: {
  region: string | null;
  judged: string[];
  mark: string;
}): string[] {
  const known = new Set(judged);
  const added: string[] = [];
  const root = region ? document.querySelector(region) : document.body;
  // A region the page lacks fails, as axe would: a frame that changes cannot go unjudged.
  if (!root) throw new Error(`no ${region} on the page`);
  // Each element's drawing: its own part, after its parent's (document order, parents first).
  const drawn = new Map<Element | null, string>();
  const around: Element[] = [];
  for (let parent = root.parentElement; parent; parent = parent.parentElement) {
    around.unshift(parent);
  }
  for (const element of [...around, root, ...root.querySelectorAll('*')]) {
    const style = getComputedStyle(element);
    const parts = [
      style.backgroundColor === 'rgba(0, 0, 0, 0)' ? '' : style.backgroundColor,
      style.backgroundImage === 'none' ? '' : style.backgroundImage,
      style.opacity === '1' ? '' : `opacity ${style.opacity}`,
      // Out of the flow: what it is drawn over may not be its parent.
      ['absolute', 'fixed', 'sticky'].includes(style.position) ? style.position : '',
      style.mixBlendMode === 'normal' ? '' : style.mixBlendMode,
      style.filter === 'none' ? '' : style.filter,
    ];
    for (const pseudo of ['::before', '::after']) {
      const drawnBy = getComputedStyle(element, pseudo);
      if (drawnBy.content !== 'none' && drawnBy.content !== 'normal') {
        parts.push(
          `${pseudo} ${drawnBy.backgroundColor} ${drawnBy.backgroundImage} ${drawnBy.position}`,
        );
      }
    }
    const own = parts.filter(Boolean).join(' ');
    const under = drawn.get(element.parentElement) ?? '';
    drawn.set(element, own ? `${under}>${own}` : under);
  }
  for (const element of [root, ...root.querySelectorAll('*')]) {
    element.removeAttribute(mark);
    const hasText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (!hasText || !element.checkVisibility({ visibilityProperty: true })) continue;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const key = [
      style.color,
      style.fontSize,
      style.fontWeight,
      style.textShadow,
      element.closest('[disabled], [aria-disabled="true"]') ? 'disabled' : '',
      box.width <= 1 || box.height <= 1 ? 'unseen' : '',
      drawn.get(element) ?? '',
    ].join('|');
    if (known.has(key)) continue;
    known.add(key);
    added.push(key);
    element.setAttribute(mark, '');
  }
  return added;
}

/**
 * The region's texts whose colour keys `judged` lacks, judged by axe (put into the page once,
 * as the browser tests run it: tooling/harness/axe.ts); their keys added to `judged`.
 */
async function failuresIn(
  page: Page,
  region: string | null,
  judged: Set<string>,
): Promise<ContrastFailure[]> {
  const added = await page.evaluate(markUnjudged, {
    region,
    judged: [...judged],
    mark: UNJUDGED,
  });
  if (added.length === 0) return [];
  for (const key of added) judged.add(key);
  const runOnly = { type: 'rule' as const, values: ['color-contrast'] };
  const violations = await axeViolations(page, runOnly, { include: [`[${UNJUDGED}]`] });
  return violations.flatMap((violation) => violation.nodes).map(contrastFailure);
}

/** Each look's colour keys judged so far, in one theme. */
type Judged = Map<JudgedLook, Set<string>>;

/** Judges a region of the open page (all of it: null) in every look, adding to verdicts under `where`. */
async function judgePage(
  page: Page,
  where: string,
  region: string | null,
  verdicts: Verdicts,
  judged: Judged,
): Promise<void> {
  for (const look of LOOKS) {
    await layOver(page, look.css);
    const keys = judged.get(look) ?? new Set();
    judged.set(look, keys);
    verdicts.get(look)?.push({ where, failures: await failuresIn(page, region, keys) });
  }
}

/** Every page in one theme, the banner answered (it would cover text), then home with it up. */
async function judgeTheme(browser: Browser, dist: string, url: string, theme: Theme) {
  const verdicts: Verdicts = new Map(LOOKS.map((look) => [look, []]));
  const judged: Judged = new Map();
  const visitor = { viewport: VIEWPORT, theme, consent: true };
  const page = await visitorPage(browser, visitor);
  for (const [index, { path }] of everyPage(builtSite(distFiles(dist)).shape.routes).entries()) {
    await openRoute(page, url, path);
    await openDisclosures(page);
    await judgePage(page, path, index === 0 ? null : MAIN, verdicts, judged);
  }
  await page.context().close();
  const newcomer = await visitorPage(browser, { ...visitor, consent: false });
  await openRoute(newcomer, url, '/');
  await judgePage(newcomer, '/ with the cookie banner', BANNER, verdicts, judged);
  await newcomer.context().close();
  return verdicts;
}

/** Reports one look's verdicts in one theme: every page passes, or each failing page with what fails. */
function reportLook(
  checks: Report,
  where: string,
  verdicts: { where: string; failures: ContrastFailure[] }[],
): void {
  const failed = verdicts.filter((verdict) => verdict.failures.length > 0);
  if (failed.length === 0) checks.check(`${where}: every page, and home with the banner`, true);
  for (const { where: page, failures } of failed) {
    const shown = failures.slice(0, SHOWN).map(describeFailure);
    if (failures.length > SHOWN) shown.push(`… and ${failures.length - SHOWN} more`);
    checks.check(`${where}, ${page}`, false, shown.map((line) => `\n    ${line}`).join(''));
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: { dist: { type: 'string', default: 'dist' } },
  });
  const dist = resolve(values.dist);
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`no build in ${dist}: run npm run build first, or name one with --dist`);
  }
  const browser = await launchChromium(process.env);
  const site = await serveBuild({ port: 4340, strictPort: false, distDir: dist });
  const checks = report('looks');
  try {
    // Both themes side by side: two cores.
    const themes = await Promise.all(
      THEMES.map((theme) => judgeTheme(browser, dist, site.url, theme)),
    );
    for (const look of LOOKS) {
      console.log(`\n${look.label}`);
      for (const note of look.notes) console.log(`  build: ${note}`);
      for (const [index, verdicts] of themes.entries()) {
        reportLook(checks, `${look.label}, ${THEMES[index]}`, verdicts.get(look) ?? []);
      }
    }
  } finally {
    await site.close();
    await browser.close();
  }
  console.log('');
  return checks.end();
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
