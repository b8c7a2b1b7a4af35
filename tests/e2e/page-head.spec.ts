import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pageUrl } from '../../src/lib/head';
import { NOT_FOUND_KEY, routeKeyForPath } from '../../src/lib/routes';
import { identity, samplePages, sampleSite } from './support/owner';
import { expect, expectAt, test, visit } from './support/fixtures';
import { common, type Language, withOwner } from './support/text';

const SITE = identity.siteUrl;

async function headTags(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) =>
      Array.from(document.head.querySelectorAll(selector)).map(
        (el) => el.getAttribute('content') ?? el.getAttribute('href'),
      );
    return {
      title: document.title,
      description: all('meta[name="description"]'),
      canonical: all('link[rel="canonical"]'),
      ogTitle: all('meta[property="og:title"]'),
      ogDescription: all('meta[property="og:description"]'),
      ogUrl: all('meta[property="og:url"]'),
      ogType: all('meta[property="og:type"]'),
      ogImage: all('meta[property="og:image"]'),
      twitterCard: all('meta[name="twitter:card"]'),
      twitterTitle: all('meta[name="twitter:title"]'),
      twitterImage: all('meta[name="twitter:image"]'),
    };
  });
}

test('every route, and an unknown one, renders in the shell with one h1 and one of each head tag, in each language @routing', async ({
  page,
  routing,
}) => {
  // 22 page loads: longer than one test's default on a busy 2-core machine.
  test.setTimeout(90_000);
  const visits: [string, Language][] = [];
  for (const path of samplePages)
    for (const language of sampleSite.languageCodes) visits.push([path, language]);
  for (const [path, language] of visits) {
    await visit(page, path, { language });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    const key = routeKeyForPath(sampleSite.routes, path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const title = withOwner(common(language, `seo.${key}.title`), language);
    const description = withOwner(common(language, `seo.${key}.description`), language);
    await expect(page).toHaveTitle(title);
    // The not-found page names no address of its own.
    const own = key === NOT_FOUND_KEY ? [] : [pageUrl(sampleSite, SITE, path, language, routing)];
    const tags = await headTags(page);
    expect(tags).toEqual({
      title,
      description: [description],
      canonical: own,
      ogTitle: [title],
      ogDescription: [description],
      ogUrl: own,
      ogType: ['website'],
      ogImage: [`${SITE}logo.png`],
      twitterCard: ['summary_large_image'],
      twitterTitle: [title],
      twitterImage: [`${SITE}logo.png`],
    });
  }
});

test('head tags follow in-app navigation and language switches without duplicates @routing', async ({
  page,
  routing,
}) => {
  await visit(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveTitle(withOwner(common('en', 'seo.privacy.title'), 'en'));
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.locator('a[lang="it"]').click();
  // The Italian title reads as the English one: wait for the Italian page itself.
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expectAt(page, '/privacy', 'it');
  await expect(page).toHaveTitle(withOwner(common('it', 'seo.privacy.title'), 'it'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' }).click();
  await expect(page).toHaveTitle(withOwner(common('it', 'seo.cookie.title'), 'it'));
  const tags = await headTags(page);
  expect(tags.description).toEqual([withOwner(common('it', 'seo.cookie.description'), 'it')]);
  expect(tags.canonical).toEqual([pageUrl(sampleSite, SITE, '/cookie-policy', 'it', routing)]);
  expect(tags.ogUrl).toEqual([pageUrl(sampleSite, SITE, '/cookie-policy', 'it', routing)]);
});

test('the static index.html carries the home page preview for crawlers without JavaScript @hash', async () => {
  const html = readFileSync(`${process.env.DIST_DIR ?? 'dist'}/index.html`, 'utf8');
  const title = withOwner(common('en', 'seo.home.title'), 'en');
  expect(html).toContain(`<title>${title.replaceAll('&', '&amp;')}</title>`);
  expect(html).toContain(`<link rel="canonical" href="${SITE}#/" />`);
  expect(html).toContain(`<meta property="og:image" content="${SITE}logo.png" />`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
});
