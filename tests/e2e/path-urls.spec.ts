import { pageUrl } from '../../src/lib/head';
import { pagePath } from '../../src/lib/siteUrls';
import { expect, expectAt, gotoFirstPaint, test, visitAddress } from './support/fixtures';
import { profile, sampleSite } from './support/owner';

/**
 * The path-URL site (ROUTING=path): a page per route and language, at its own address. Each
 * page's document, head and landmarks are page-head.spec.ts's, read from the files; its links
 * are navigation.spec.ts's; here what the site's own code does with an address.
 */
const SITE = profile.siteUrl;

test('a page answers with and without its trailing slash @path', async ({ request }) => {
  for (const address of ['/experience', '/experience/', '/it/experience', '/it/experience/']) {
    expect((await request.get(address)).status(), address).toBe(200);
  }
});

test("a deep link shows its language; the language picker moves to the same page's address in the other, and the pick holds @path", async ({
  page,
}) => {
  await test.step('a deep link to an Italian page, from an English browser, stays Italian', async () => {
    await visitAddress(page, '/it/experience/');
    await expectAt(page, '/experience', 'it');
    await expect(page.getByRole('heading', { level: 1, name: 'Esperienza' })).toBeVisible();
  });
  await test.step('the picker moves to the English page, which stays English', async () => {
    await page.getByRole('button', { name: /Cambia lingua/ }).click();
    await page.locator('a[lang="en"]').click();
    await expectAt(page, '/experience', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Experience' })).toBeVisible();
  });
  await test.step('the picker moves to the Italian page', async () => {
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.locator('a[lang="it"]').click();
    await expectAt(page, '/experience', 'it');
    await expect(page.getByRole('heading', { level: 1, name: 'Esperienza' })).toBeVisible();
  });
  await test.step('the pick holds: an address without a language moves to the Italian one', async () => {
    await visitAddress(page, '/courses/');
    await expectAt(page, '/courses', 'it');
    await expect(
      page.getByRole('heading', { level: 1, name: 'I miei corsi online' }),
    ).toBeVisible();
  });
});

test('old hash links move to their page, with no extra history entry, in the language the address names @path', async ({
  page,
}) => {
  for (const [link, path, language, heading] of [
    ['/#/projects', '/projects', 'en', 'Projects'],
    ['/#/projects?lng=it', '/projects', 'it', 'Progetti'],
    // The language an address names beats the one kept from the link before, the default's too.
    ['/#/projects?lng=en', '/projects', 'en', 'Projects'],
    ['/#/courses?lng=it', '/courses', 'it', 'I miei corsi online'],
    ['/courses/?lng=en', '/courses', 'en', 'My online courses'],
  ] as const) {
    await test.step(`${link} (${language})`, async () => {
      await gotoFirstPaint(page, 'about:blank');
      const before = await page.evaluate(() => history.length);
      await visitAddress(page, link);
      await expectAt(page, path, language);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
    });
  }
});

test.describe('a browser that prefers Italian', () => {
  test.use({ locale: 'it-IT' });

  test('is moved to the Italian address, but not from the first language named under its code @path', async ({
    page,
  }) => {
    await visitAddress(page, '/courses/');
    await expect(page).toHaveURL(/\/it\/courses\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'I miei corsi online' }),
    ).toBeVisible();
    // The blank page the tab opened with, then the visit: the move replaced it.
    expect(await page.evaluate(() => history.length)).toBe(2);
    // /en/… leads (a meta refresh: pathSite.test.ts) to the page, the language named.
    await visitAddress(page, '/en/experience/');
    await expect(page).toHaveURL(/\/experience\/\?lng=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Experience' })).toBeVisible();
  });
});

test('an address with no page answers 404, its page not for search engines @path', async ({
  request,
}) => {
  const response = await request.get('/no-such-page/');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
});

test('every page names its language and each language’s page for crawlers @path', async ({
  request,
}) => {
  for (const route of sampleSite.routes) {
    for (const language of sampleSite.languageCodes) {
      const html = await (await request.get(pagePath(sampleSite, route.path, language))).text();
      expect(html).toContain(
        `<meta property="og:locale" content="${language === 'it' ? 'it_IT' : 'en_GB'}" />`,
      );
      for (const code of sampleSite.languageCodes) {
        const href = pageUrl(sampleSite, SITE, route.path, code, 'path');
        expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="${href}" />`);
      }
      const fallback = pageUrl(sampleSite, SITE, route.path, 'en', 'path');
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${fallback}" />`);
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
