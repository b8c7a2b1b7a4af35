/**
 * `npm run template:screenshots`: pictures of the sample owner in its own look and in each
 * preset (tooling/look/presets.ts), to judge a look by eye. Builds each in hash
 * mode, serves it as GitHub Pages would, and writes the first screen of every
 * page at a phone's and a desk's size in both themes to
 * .scratch/looks/<look>/<page>-<width>-<theme>.png (with --full, also the whole
 * page at 1280). Options: screenshotOptions.ts.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { launchChromium } from '../harness/chromium.ts';
import { everyPage, pickPages } from '../harness/pages.ts';
import { openRoute, visitorPage } from '../harness/visitor.ts';
import { builtSite, distFiles } from '../lib/builtSite.ts';
import { serveBuild } from '../lib/serveBuild.ts';
import { LOOK_PRESETS } from '../look/presets.ts';
import { THEMES } from '../../src/lib/theme.ts';
import { SAMPLE_DIR } from '../owner/read/load.ts';
import { buildLook, buildOwner } from '../harness/ownerBuilds.ts';
import { parseLooksOptions, type LookName, type LooksOptions } from './screenshotOptions.ts';

const OUT = resolve('.scratch/looks');
const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

async function build(name: LookName, dist: string): Promise<void> {
  if (name === 'sample') await buildOwner(SAMPLE_DIR, dist);
  else await buildLook(LOOK_PRESETS[name], dist);
}

/** Every picture of one built look; returns how many it wrote. */
async function picture(browser: Browser, name: LookName, dist: string, options: LooksOptions) {
  const pages = pickPages(everyPage(builtSite(distFiles(dist)).shape.routes), options.pages);
  const folder = join(OUT, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const site = await serveBuild({ port: 4360, strictPort: false, distDir: dist });
  let written = 0;
  try {
    for (const viewport of VIEWPORTS) {
      for (const theme of THEMES) {
        const page = await visitorPage(browser, { viewport, theme, consent: true });
        for (const { key, path } of pages) {
          await openRoute(page, site.url, path);
          const file = join(folder, `${key}-${viewport.width}-${theme}`);
          await page.screenshot({ path: `${file}.png` });
          written += 1;
          if (options.full && viewport.width === 1280) {
            await page.screenshot({ path: `${file}-full.png`, fullPage: true });
            written += 1;
          }
        }
        await page.context().close();
      }
    }
  } finally {
    await site.close();
  }
  return written;
}

async function main(): Promise<void> {
  const options = parseLooksOptions(process.argv.slice(2));
  const work = mkdtempSync(join(tmpdir(), 'looks-'));
  const browser = await launchChromium(process.env);
  try {
    for (const name of options.looks) {
      const dist = join(work, name);
      await build(name, dist);
      const written = await picture(browser, name, dist, options);
      console.log(`${name}: ${written} pictures in ${relative(process.cwd(), join(OUT, name))}/`);
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
