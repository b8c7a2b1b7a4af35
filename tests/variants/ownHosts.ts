/**
 * An owner's site asks no host but its own for anything unless the owner chose
 * it (issue Y, item 5): a build of an owner who chose no image service, loaded
 * page by page in Chromium, every lazy picture made to load; each request it
 * makes, and each address its documents name for the browser to fetch, on the
 * site's own origin. And the initials it draws in place of the avatar service's
 * pictures, as painted in each theme, at the contrast of text (WCAG 1.4.3).
 */
import type { Browser, Page } from '@playwright/test';
import { contrastRatio, type Rgb } from '../../src/test/contrast.ts';
import { hashAddress, pagePath } from '../../src/lib/siteUrls.ts';
import { THEMES, type Theme } from '../../src/lib/theme.ts';
import { builtSite, distFiles } from '../../tooling/lib/builtSite.ts';
import { serveBuild } from '../../tooling/lib/serveBuild.ts';
import { everyPage } from '../../tooling/harness/pages.ts';
import { visitorPage } from '../../tooling/harness/visitor.ts';

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

/** The site's address of every page: each route in the first language, and every language's home. */
function pageAddresses(dist: string): string[] {
  const { data, shape } = builtSite(distFiles(dist));
  const [first, ...others] = shape.languageCodes;
  const at = (path: string, language = first ?? '') =>
    data.mode === 'hash'
      ? hashAddress(path, language === first ? undefined : language, data.base)
      : `${data.base}${pagePath(shape, path, language).slice(1)}`;
  return [
    ...everyPage(shape.routes).map(({ path }) => at(path)),
    ...others.map((language) => at('/', language)),
  ];
}

async function openSettled(page: Page, address: string): Promise<void> {
  // A fresh document each time: in hash mode going to another page's address only changes the
  // hash, and the after-paint mark of the page before would say the new one is settled.
  await page.goto('about:blank');
  await page.goto(address);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-after-paint'));
}

/**
 * Every request to another host, and every address of another host a page names, of the build
 * in `dist`, page by page: each as 'page: address', none where the site keeps to its own.
 */
export async function otherHostsAsked(browser: Browser, dist: string): Promise<string[]> {
  const site = await serveBuild({ port: 4360, strictPort: false, distDir: dist });
  const origin = new URL(site.url).origin;
  const page = await visitorPage(browser, { viewport: VIEWPORT, theme: 'light', consent: true });
  const found: string[] = [];
  let current = '';
  page.on('request', (request) => {
    if (otherHost(request.url(), origin)) found.push(`${current}: asked ${request.url()}`);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) found.push(`${current}: ${message.text()}`);
  });
  try {
    for (const address of pageAddresses(dist)) {
      current = address;
      await openSettled(page, new URL(address, site.url).href);
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
          found.push(`${address}: pictures that never loaded: ${waiting.join(' ')}`);
        });
      await page.waitForLoadState('networkidle');
      const named = await page.evaluate(addressesToFetch);
      found.push(
        ...named
          .filter((named) => otherHost(named, origin))
          .map((named) => `${address}: names ${named}`),
      );
    }
  } finally {
    await page.context().close();
    await site.close();
  }
  return found;
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

/**
 * The contrast of the initials on their circle on the testimonials page of the build in `dist`,
 * as painted in each theme; null where the page draws no initials.
 */
export async function initialsContrast(
  browser: Browser,
  dist: string,
): Promise<{ theme: Theme; ratio: number | null }[]> {
  const site = await serveBuild({ port: 4370, strictPort: false, distDir: dist });
  const { data, shape } = builtSite(distFiles(dist));
  const [first = ''] = shape.languageCodes;
  const path =
    data.mode === 'hash'
      ? hashAddress('/testimonials', undefined, data.base)
      : `${data.base}${pagePath(shape, '/testimonials', first).slice(1)}`;
  try {
    const ratios = [];
    for (const theme of THEMES) {
      const page = await visitorPage(browser, { viewport: VIEWPORT, theme, consent: true });
      await openSettled(page, new URL(path, site.url).href);
      const [circle, initials] = (await page.evaluate(initialsColours)) ?? [];
      ratios.push({ theme, ratio: circle && initials ? contrastRatio(initials, circle) : null });
      await page.context().close();
    }
    return ratios;
  } finally {
    await site.close();
  }
}
