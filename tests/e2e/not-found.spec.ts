import type { Page } from '@playwright/test';
import { holdAfterPaint, pageIsSettled } from './support/pageStates';
import {
  expect,
  gotoWithoutScript,
  routingOf,
  test,
  visit,
  visitFirstPaint,
} from './support/fixtures';
import { profile } from './support/owner';

for (const path of ['/does-not-exist', '/experience/extra', '/%E2%9C%93', '/projects/']) {
  test(`unknown route ${path} shows the 404 page or its page @routing`, async ({ page }) => {
    await visit(page, path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the 404 page says what happened and links home, in both languages @routing', async ({
  page,
}) => {
  await visit(page, '/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('The page you are looking for does not exist or has been removed.'),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();

  await visit(page, '/da-nessuna-parte', { language: 'it' });
  await expect(
    page.getByRole('heading', { level: 1, name: '404 - Pagina non trovata' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
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

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the host’s one 404.html is in the first language, and offers each other’s way home @path', async ({
      page,
    }) => {
      await gotoWithoutScript(page, '/it/da-nessuna-parte/');
      // It never claims a language its text is not in.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(
        page.getByRole('heading', { level: 1, name: '404 - Page Not Found' }),
      ).toBeVisible();
      const italian = page.locator('p[lang="it"]').filter({ hasText: 'non esiste' });
      await expect(italian).toHaveText(
        'La pagina che stai cercando non esiste o è stata rimossa. Torna alla home',
      );
      await expect(italian.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute(
        'href',
        '/it/',
      );
    });

    test('each language’s own 404.html, for hosts that serve a folder’s, is in that language @path', async ({
      page,
    }) => {
      await gotoWithoutScript(page, '/it/404.html');
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      await expect(page).toHaveTitle(`Pagina non trovata · ${profile.name}`);
      await expect(
        page.getByRole('heading', { level: 1, name: '404 - Pagina non trovata' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute(
        'href',
        '/it/',
      );
    });
  });
});
