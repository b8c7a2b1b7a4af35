import {
  expect,
  expectAt,
  expectPageProblems,
  failImageHosts,
  reload,
  test,
  visit,
  visitAddress,
} from './support/fixtures';
import { answerImageHosts } from '../../tooling/harness/imageHosts';
import { common } from './support/text';

test.describe('languages @routing', () => {
  test('starts in English and switches to Italian: in hash mode without a reload, in path mode at its address', async ({
    page,
    routing,
  }) => {
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    await page
      .getByRole('button', {
        name: common('en', 'language.button').replace('{{language}}', 'English'),
      })
      .click();
    const italian = page.locator('a[lang="it"]');
    await expect(page.locator('a[lang="en"]')).toHaveAttribute('aria-current', 'true');
    // The flag is decoration beside the name: the option is named by the language alone.
    await expect(italian).toHaveAccessibleName('Italiano');
    await italian.click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1, name: 'Chi sono' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accetta' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Tutti i diritti riservati');
    // Hash mode swaps the page in; path mode loads the Italian page's document.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      routing === 'hash' ? 'same page' : undefined,
    );
    await expectAt(page, '/', 'it');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('it');
  });

  test('remembers the language across a reload', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: /Change language/ }).click();
    await page.locator('a[lang="it"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await reload(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Chi sono' })).toBeVisible();
  });

  test('?lng=it opens the site in Italian, on any route', async ({ page }) => {
    await visit(page, '/experience', { language: 'it' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page).toHaveTitle(/Esperienza/);
  });

  test('an unknown ?lng= falls back to English', async ({ page }) => {
    await visitAddress(page, '/?lng=xx#/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
  });

  test('a regional browser language maps to its base language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    await answerImageHosts(page);
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await context.close();
  });
});

// The menu and its flags are the same on both sites: tested on the hash site.
test('the language menu closes on Escape and on a click outside', async ({ page }) => {
  await visit(page, '/');
  const button = page.getByRole('button', { name: /Change language/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await button.click();
  await page.mouse.click(5, 500);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('flags show beside the names; when the flag host fails the code shows and nothing moves', async ({
  page,
}) => {
  await visit(page, '/');
  const button = page.getByRole('button', { name: /Change language/ });
  await button.click();
  await expect(page.locator('a[lang="it"] img[alt=""]')).toBeVisible();
  await page.keyboard.press('Escape');
  const withFlags = await button.boundingBox();

  // The browser itself reports the failed image requests; the site adds nothing.
  expectPageProblems(page, /Failed to load resource/);
  await failImageHosts(page);
  await reload(page);
  await expect(button.getByTestId('flag-fallback')).toBeVisible();
  await expect(button.getByTestId('flag-fallback')).toHaveText('en');
  const withoutFlags = await button.boundingBox();
  expect(withoutFlags).toEqual(withFlags);
  await button.click();
  await expect(page.locator('a[lang="it"]').getByTestId('flag-fallback')).toHaveText('it');
});
