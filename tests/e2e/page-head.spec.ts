import type { Page } from '@playwright/test';
import { pageUrl } from '../../src/lib/head';
import { NOT_FOUND_KEY, routeKeyForPath } from '../../src/lib/routes';
import { parsed, readBuilt, shownDocument } from './support/builtPages';
import { profile, samplePages, sampleSite } from './support/owner';
import { expect, expectAt, test, visit } from './support/fixtures';
import { fontsSwapped } from './support/pageStates';
import { common, pageDescription, withOwner } from './support/text';

const SITE = profile.siteUrl;

function headTags(doc: Document) {
  const all = (selector: string) =>
    Array.from(doc.head.querySelectorAll(selector)).map(
      (el) => el.getAttribute('content') ?? el.getAttribute('href'),
    );
  return {
    title: doc.title,
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
}

/** The head as the page in the browser has it now. */
async function shownHeadTags(page: Page) {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  return headTags(parsed(html));
}

/** The page's banner or content info: its header or footer outside any sectioning element. */
const landmarks = (doc: Document, tag: 'header' | 'footer') =>
  [...doc.querySelectorAll(tag)].filter(
    (node) => !node.parentElement?.closest('main, article, aside, nav, section'),
  );

test('every page, and the not-found one, has the shell, one h1 and one of each head tag, in each language @routing', ({
  routing,
}) => {
  for (const path of samplePages)
    for (const language of sampleSite.languageCodes) {
      const doc = shownDocument(routing, path, language);
      const where = `${path} (${language}, ${routing})`;
      expect(landmarks(doc, 'header'), where).toHaveLength(1);
      expect(landmarks(doc, 'footer'), where).toHaveLength(1);
      expect(doc.querySelectorAll('main h1'), where).toHaveLength(1);
      const key = routeKeyForPath(sampleSite.routes, path);
      if (routing === 'path') expect(doc.documentElement.lang, where).toBe(language);
      const title = withOwner(common(language, `seo.${key}.title`), language);
      const description = withOwner(pageDescription(language, key), language);
      // The not-found page names no address of its own.
      const own = key === NOT_FOUND_KEY ? [] : [pageUrl(sampleSite, SITE, path, language, routing)];
      expect(headTags(doc), where).toEqual({
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

// The hash site, where a page's head comes with its fragment (pageShown.ts takePageHead): the path
// site's heads are the documents' own (no fragment head in them), read from the files above, and
// its picker's move to the other language's address is path-urls.spec.ts's.
test('head tags follow in-app navigation and language switches without duplicates @hash', async ({
  page,
}) => {
  // Consent given: the banner's arrival, which moves the footer, is cookie-banner.spec.ts's.
  // Each click once the web fonts are in, which move the links.
  await visit(page, '/', { consent: true });
  await fontsSwapped(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveTitle(withOwner(common('en', 'seo.privacy.title'), 'en'));
  await fontsSwapped(page);
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.locator('a[lang="it"]').click();
  // The Italian title reads as the English one: wait for the Italian page itself.
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expectAt(page, '/privacy', 'it');
  await expect(page).toHaveTitle(withOwner(common('it', 'seo.privacy.title'), 'it'));
  await fontsSwapped(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' }).click();
  await expect(page).toHaveTitle(withOwner(common('it', 'seo.cookie.title'), 'it'));
  const tags = await shownHeadTags(page);
  expect(tags.description).toEqual([withOwner(common('it', 'seo.cookie.description'), 'it')]);
  expect(tags.canonical).toEqual([pageUrl(sampleSite, SITE, '/cookie-policy', 'it', 'hash')]);
  expect(tags.ogUrl).toEqual([pageUrl(sampleSite, SITE, '/cookie-policy', 'it', 'hash')]);
});

test('the static index.html carries the home page preview for crawlers without JavaScript @hash', async () => {
  const html = readBuilt('hash', 'index.html');
  const title = withOwner(common('en', 'seo.home.title'), 'en');
  expect(html).toContain(`<title>${title.replaceAll('&', '&amp;')}</title>`);
  expect(html).toContain(`<link rel="canonical" href="${SITE}#/" />`);
  expect(html).toContain(`<meta property="og:image" content="${SITE}logo.png" />`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
});
