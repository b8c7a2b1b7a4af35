/**
 * An owner's site asks no host but its own for anything unless the owner chose
 * it (issue Y, item 5): a hash build of an owner who chose no image service,
 * swept page by page in Chromium as its links go (a load for each language's
 * home), every lazy picture made to load; each request it makes, and each
 * address its documents name for the browser to fetch, on the site's own
 * origin. And on the way, the initials it draws in place of the avatar
 * service's pictures, as painted in each theme, at the contrast of text (WCAG 1.4.3).
 */
import type { Browser, Page } from '@playwright/test';
import { contrastRatio, type Rgb } from '../../src/test/contrast.ts';
import { hashAddress } from '../../src/lib/siteUrls.ts';
import { THEMES, type Theme } from '../../src/lib/theme.ts';
import { builtSite, distFiles } from '../../tooling/lib/builtSite.ts';
import { serveBuild } from '../../tooling/lib/serveBuild.ts';
import { everyPage } from '../../tooling/harness/pages.ts';
import { showRoute, visitorPage } from '../../tooling/harness/visitor.ts';

const VIEWPORT = { width: 1280, height: 800 };

/**
 * Runs in the page: each address a document names for the browser to fetch (pictures at every
 * width of a srcset, scripts, stylesheets, fonts and icons linked, CSS backgrounds). Written
 * without named inner functions: tsx would wrap them in a helper the page does not have.
 */
function addressesToFetch(): string[] {
  const fetched =
    /^(stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|apple-touch-icon|manifest)$/;
  const addresses: string[] = [];
  for (const element of document.querySelectorAll('[src]')) {
    addresses.push(element.getAttribute('src') ?? '');
  }
  for (const element of document.querySelectorAll('[srcset]')) {
    for (const candidate of (element.getAttribute('srcset') ?? '').split(',')) {
      addresses.push(candidate.trim().split(/\s+/)[0] ?? '');
    }
  }
  for (const element of document.querySelectorAll('image[href], use[href]')) {
    addresses.push(element.getAttribute('href') ?? '');
  }
  for (const link of document.querySelectorAll('link[href]')) {
    if ((link.getAttribute('rel') ?? '').split(/\s+/).some((rel) => fetched.test(rel))) {
      addresses.push(link.getAttribute('href') ?? '');
    }
  }
  for (const element of document.querySelectorAll('*')) {
    for (const match of getComputedStyle(element).backgroundImage.matchAll(
      /url\("?([^")]+)"?\)/g,
    )) {
      addresses.push(match[1] ?? '');
    }
  }
  return [
    ...new Set(addresses.filter(Boolean).map((address) => new URL(address, document.baseURI).href)),
  ];
}

/** Whether an address is one the browser would ask another host for (not data: or blob:). */
function otherHost(address: string, origin: string): boolean {
  const url = new URL(address);
  return /^(https?|wss?):$/.test(url.protocol) && url.origin !== origin;
}

/**
 * The pages to sweep: each route in the first language, opened inside the app (a new hash), and
 * every other language's home, a load of its own (the language is the document's query).
 */
function pagesToSweep(dist: string): { address: string; path: string; inApp: boolean }[] {
  const { data, shape } = builtSite(distFiles(dist));
  if (data.mode !== 'hash') throw new Error(`${dist} is not a hash build`);
  const [, ...others] = shape.languageCodes;
  return [
    ...everyPage(shape.routes).map(({ path }, index) => ({
      address: hashAddress(path, undefined, data.base),
      path,
      inApp: index > 0,
    })),
    ...others.map((language) => ({
      address: hashAddress('/', language, data.base),
      path: '/',
      inApp: false,
    })),
  ];
}

/** Loads a document afresh and waits for its after-paint module. */
async function load(page: Page, address: string): Promise<void> {
  // A fresh document each time: going to another language's address on the page of one might
  // change only the hash, and the after-paint mark of the page before would say it is settled.
  await page.goto('about:blank');
  await page.goto(address);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-after-paint'));
}

/** Runs in the page: the first initials avatar's circle and initials as painted, in sRGB. */
function initialsColours(): Rgb[] | null {
  const avatar = document.querySelector('svg[role="img"]');
  const parts = [avatar?.querySelector('circle'), avatar?.querySelector('text')];
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  const colours: Rgb[] = [];
  for (const part of parts) {
    if (!part) return null;
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = getComputedStyle(part).fill;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    colours.push({ r, g, b });
  }
  return colours;
}

/** The contrast of the open page's first initials on their circle, as painted; null without one. */
async function initialsRatio(page: Page): Promise<number | null> {
  const [circle, initials] = (await page.evaluate(initialsColours)) ?? [];
  return circle && initials ? contrastRatio(initials, circle) : null;
}

/** Puts the theme on the open page as the toggle does (its class on the root), transitions finished. */
async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  }, theme === 'dark');
}

export interface OwnHosts {
  /** Every request to another host, and every address of another host a page names: 'page: address'. */
  asked: string[];
  /** The initials drawn for the testimonials, their contrast as painted in each theme (null: none drawn). */
  initials: { theme: Theme; ratio: number | null }[];
}

/**
 * Sweeps the hash build in `dist` page by page in one visitor's page: the requests to other hosts
 * and the addresses of other hosts each page names, none where the site keeps to its own; and on
 * the testimonials page the initials' contrast in each theme.
 */
export async function ownHosts(browser: Browser, dist: string): Promise<OwnHosts> {
  const site = await serveBuild({ port: 4360, strictPort: false, distDir: dist });
  const origin = new URL(site.url).origin;
  const page = await visitorPage(browser, { viewport: VIEWPORT, theme: 'light', consent: true });
  const found: OwnHosts = { asked: [], initials: [] };
  // What a request is filed under: the page shown when it was made (one made late, after the
  // page was left, is still caught, under the next).
  let current = '';
  page.on('request', (request) => {
    if (otherHost(request.url(), origin)) found.asked.push(`${current}: asked ${request.url()}`);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) {
      found.asked.push(`${current}: ${message.text()}`);
    }
  });
  try {
    for (const { address, path, inApp } of pagesToSweep(dist)) {
      current = address;
      if (inApp) await showRoute(page, path);
      else await load(page, new URL(address, site.url).href);
      // The pictures of pages the pager hides, and of the closed menus, asked for now.
      await page.evaluate(() => {
        for (const image of document.images) image.loading = 'eager';
      });
      await page
        .waitForFunction(() => [...document.images].every((image) => image.complete), null, {
          timeout: 10_000,
        })
        .catch(async () => {
          const waiting = await page.evaluate(() =>
            [...document.images].filter((image) => !image.complete).map((image) => image.outerHTML),
          );
          found.asked.push(`${address}: pictures that never loaded: ${waiting.join(' ')}`);
        });
      const named = await page.evaluate(addressesToFetch);
      found.asked.push(
        ...named
          .filter((named) => otherHost(named, origin))
          .map((named) => `${address}: names ${named}`),
      );
      if (path === '/testimonials') {
        for (const theme of THEMES) {
          await showTheme(page, theme);
          found.initials.push({ theme, ratio: await initialsRatio(page) });
        }
        await showTheme(page, 'light');
      }
    }
    // Whatever the last page still asks for, before the page goes.
    await page.waitForLoadState('networkidle');
  } finally {
    await page.context().close();
    await site.close();
  }
  return found;
}
