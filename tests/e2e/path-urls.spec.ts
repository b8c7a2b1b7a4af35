import type { Page } from '@playwright/test';
import { profile } from './support/owner';
import { pageUrl } from '../../src/lib/head';
import { sampleSite } from './support/owner';
import { pagePath } from '../../src/lib/siteUrls';
import {
  expect,
  expectAt,
  gotoFirstPaint,
  reload,
  test,
  visit,
  visitAddress,
} from './support/fixtures';
import { common, withOwner } from './support/text';

/** The path-URL site (ROUTING=path): a page per route and language, at its own address. */
const SITE = profile.siteUrl;

/** Marks the document, so a test can tell a client-side move from a reload. */
async function mark(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a deep link opens its page in its language, and a reload keeps it @path', async ({
  page,
}) => {
  await visitAddress(page, '/it/courses/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: 'I miei corsi online' })).toBeVisible();
  await expect(page).toHaveTitle(withOwner(common('it', 'seo.courses.title'), 'it'));
  await reload(page);
  await expectAt(page, '/courses', 'it');
  await expect(page.getByRole('heading', { level: 1, name: 'I miei corsi online' })).toBeVisible();
});

test('a page answers with and without its trailing slash @path', async ({ page, request }) => {
  for (const address of ['/experience', '/experience/', '/it/experience', '/it/experience/']) {
    expect((await request.get(address)).status(), address).toBe(200);
  }
  await visitAddress(page, '/experience');
  await expect(page.getByRole('heading', { level: 1, name: 'Experience' })).toBeVisible();
});

test('each page is a document of its own; back and forward work @path', async ({ page }) => {
  await visit(page, '/');
  await mark(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expectAt(page, '/privacy');
  await expect(page).toHaveTitle(withOwner(common('en', 'seo.privacy.title'), 'en'));
  await page.goBack();
  await expectAt(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
  await page.goForward();
  await expectAt(page, '/privacy');
  expect(await stillSameDocument(page)).toBe(false);
});

test("the language picker moves to the same page's address in the other language @path", async ({
  page,
}) => {
  await visitAddress(page, '/experience/');
  await mark(page);
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.locator('a[lang="it"]').click();
  await expectAt(page, '/experience', 'it');
  await expect(page.getByRole('heading', { level: 1, name: 'Esperienza' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    pageUrl(sampleSite, SITE, '/experience', 'it', 'path'),
  );
  await page.getByRole('button', { name: /Cambia lingua/ }).click();
  await page.locator('a[lang="en"]').click();
  await expectAt(page, '/experience');
  await expect(page.getByRole('heading', { level: 1, name: 'Experience' })).toBeVisible();
  // Each language's page is a document of its own.
  expect(await stillSameDocument(page)).toBe(false);
});

test('old hash links move to their page, with no extra history entry @path', async ({ page }) => {
  for (const [link, path, language, heading] of [
    ['/#/projects', '/projects', 'en', 'Projects'],
    ['/#/projects?lng=it', '/projects', 'it', 'Progetti'],
  ] as const) {
    await gotoFirstPaint(page, 'about:blank');
    const before = await page.evaluate(() => history.length);
    await visitAddress(page, link);
    await expectAt(page, path, language);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  }
  await visit(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `404 - ${common('it', 'notfound_title')}`,
  );
});

test('a visitor whose language is Italian is moved to the Italian address @path', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await visitAddress(page, '/courses/');
  await expect(page).toHaveURL(/\/it\/courses\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'I miei corsi online' })).toBeVisible();
  // The blank page the tab opened with, then the visit: the move replaced it.
  expect(await page.evaluate(() => history.length)).toBe(2);
  await context.close();
});

test('the first language answers under its code too, leading to its page in that language, with or without script @path', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    // A browser that prefers Italian: the address named English, so English it is.
    const context = await browser.newContext({ locale: 'it-IT', javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/en/experience/');
    await expect(page).toHaveURL(/\/experience\/\?lng=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Experience' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      pageUrl(sampleSite, SITE, '/experience', 'en', 'path'),
    );
    await context.close();
  }
});

test('an address with no page answers 404 with the not-found page, in the visitor’s language @path', async ({
  page,
  request,
}) => {
  const response = await request.get('/no-such-page/');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
  await visit(page, '/', { language: 'it' });
  await visitAddress(page, '/no-such-page/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `404 - ${common('it', 'notfound_title')}`,
  );
});

test('every page carries its own head for crawlers that run no JavaScript @path', async ({
  request,
}) => {
  for (const route of sampleSite.routes) {
    for (const language of sampleSite.languageCodes) {
      const html = await (await request.get(pagePath(sampleSite, route.path, language))).text();
      const own = pageUrl(sampleSite, SITE, route.path, language, 'path');
      const title = withOwner(common(language, `seo.${route.key}.title`), language).replaceAll(
        '&',
        '&amp;',
      );
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${own}" />`);
      expect(html).toContain(`<meta property="og:url" content="${own}" />`);
      expect(html).toContain(
        `<meta property="og:locale" content="${language === 'it' ? 'it_IT' : 'en_GB'}" />`,
      );
      expect(html).toContain(`<meta property="og:image" content="${SITE}logo.png" />`);
      for (const code of sampleSite.languageCodes) {
        const href = pageUrl(sampleSite, SITE, route.path, code, 'path');
        expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="${href}" />`);
      }
      const fallback = pageUrl(sampleSite, SITE, route.path, 'en', 'path');
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${fallback}" />`);
      // The page itself, not an empty shell.
      expect(html).toMatch(/<main[^>]*>[\s\S]*<h1/);
    }
  }
});

test('the sitemap lists every page with its languages, and robots.txt names it @path', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of sampleSite.routes) {
    for (const language of sampleSite.languageCodes) {
      expect(sitemap).toContain(
        `<loc>${pageUrl(sampleSite, SITE, route.path, language, 'path')}</loc>`,
      );
    }
  }
  expect(sitemap.match(/<url>/g)).toHaveLength(
    sampleSite.routes.length * sampleSite.languageCodes.length,
  );
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}sitemap.xml`);
});
