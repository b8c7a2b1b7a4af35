import type { Page } from '@playwright/test';
import { homeAddress } from '../../src/lib/siteUrls';
import { builtDocument, shownDocument, textOf } from './support/builtPages';
import { holdAfterPaint, pageIsSettled } from './support/pageStates';
import { expect, routingOf, test, visit, visitFirstPaint } from './support/fixtures';
import { profile, sampleSite } from './support/owner';
import { common } from './support/text';

/**
 * What the not-found page says and where it leads is read from the files, in each build and
 * language; which page a hash address names is routes.test.ts's, awkward hash addresses
 * robustness.spec.ts's. Here what only the browser shows: the page in the address's language
 * from its first paint, and the path site's host answering any address.
 */

test('the not-found page says what happened and leads home, kept from search engines, in each language @routing', ({
  routing,
}) => {
  for (const language of sampleSite.languageCodes) {
    const doc = shownDocument(routing, '/nowhere', language);
    const main = doc.querySelector('main');
    expect(textOf(main?.querySelector('h1')), language).toBe(
      `404 - ${common(language, 'notfound_title')}`,
    );
    expect(textOf(main), language).toContain(common(language, 'notfound_description'));
    const home = [...(main?.querySelectorAll('a') ?? [])].find(
      (link) => textOf(link) === common(language, 'go_home'),
    );
    expect(home?.getAttribute('href'), language).toBe(
      homeAddress(sampleSite, language, routing, '/'),
    );
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), language).toBe(
      'noindex',
    );
  }
});

test('the host’s one 404.html, which a reader without script gets, is in the first language and offers each other’s way home @path', () => {
  const doc = builtDocument('path', '404.html');
  // It never claims a language its text is not in.
  expect(doc.documentElement.lang).toBe(sampleSite.fallbackLanguage);
  for (const language of sampleSite.languageCodes.filter(
    (code) => code !== sampleSite.fallbackLanguage,
  )) {
    const wayHome = [...doc.querySelectorAll(`noscript > p[lang="${language}"]`)].find((line) =>
      line.querySelector('a'),
    );
    expect(textOf(wayHome)).toBe(
      `${common(language, 'notfound_description')} ${common(language, 'go_home')}`,
    );
    expect(wayHome?.querySelector('a')?.getAttribute('href')).toBe(
      homeAddress(sampleSite, language, 'path', '/'),
    );
  }
});

test('an address no page has, however it is written, shows the not-found page; one with a page, that page @path', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/does-not-exist', `404 - ${common('en', 'notfound_title')}`],
    ['/experience/extra', `404 - ${common('en', 'notfound_title')}`],
    ['/%E2%9C%93', `404 - ${common('en', 'notfound_title')}`],
    ['/projects/', 'Projects'],
  ] as const) {
    await test.step(path, async () => {
      await visit(page, path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
});

/**
 * Records, before every frame from the first on, whether the page shows this
 * text (innerText leaves out what is hidden): what the visitor could have seen.
 */
async function watchFor(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched) => {
    const look = () => {
      if (document.body?.innerText.includes(watched)) {
        document.documentElement.dataset.seen = 'yes';
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, text);
  return async () => (await page.evaluate(() => document.documentElement.dataset.seen)) === 'yes';
}

test.describe('the not-found page in the language of its address', () => {
  test('is the language’s from the first paint, lang and title with it @routing', async ({
    page,
  }) => {
    const sawEnglish = await watchFor(page, 'Page Not Found');
    const release = await holdAfterPaint(page);
    // Path mode: /it/da-nessuna-parte, which the host answers with the English 404.html.
    await visitFirstPaint(page, '/da-nessuna-parte', { language: 'it' });
    const heading = page.getByRole('heading', { level: 1, name: '404 - Pagina non trovata' });
    await expect(heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    const home = routingOf(page) === 'path' ? '/it/' : '/';
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', home);
    if (routingOf(page) === 'path') {
      await expect(page).toHaveTitle(`Pagina non trovata · ${profile.name}`);
    }
    release();
    await pageIsSettled(page);
    await expect(heading).toBeVisible();
    expect(await sawEnglish()).toBe(false);
  });

  test.describe('an address without one', () => {
    test.use({ locale: 'it-IT' });
    test('is in the visitor’s language from the first paint @routing', async ({ page }) => {
      const sawEnglish = await watchFor(page, 'Page Not Found');
      const release = await holdAfterPaint(page);
      await visitFirstPaint(page, '/nowhere');
      await expect(
        page.getByRole('heading', { level: 1, name: '404 - Pagina non trovata' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      release();
      await pageIsSettled(page);
      expect(await sawEnglish()).toBe(false);
    });
  });
});
