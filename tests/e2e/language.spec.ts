import {
  expect,
  expectAt,
  expectPageProblems,
  failImageHosts,
  reload,
  test,
  visit,
} from './support/fixtures';
import { common } from './support/text';

/**
 * The language menu is the same on both sites: tried on the hash site, where the switch is the
 * site's own (the page swapped in); the path site's move to the page's address in the other
 * language is path-urls.spec.ts's. Which language an address, a stored pick or a browser
 * names is language.test.ts's and languageSources.test.ts's; in a browser, a named language
 * is not-found.spec.ts's and path-urls.spec.ts's, a hostile one robustness.spec.ts's.
 */
test('the language menu closes on Escape and a click outside; Italian swaps in without a reload, and stays across one', async ({
  page,
}) => {
  await visit(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
  const button = page.getByRole('button', {
    name: common('en', 'language.button').replace('{{language}}', 'English'),
  });
  await test.step('the menu closes on Escape and on a click outside', async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await button.click();
    await page.mouse.click(5, 500);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
  await test.step('Italian swaps in, without a reload', async () => {
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    await button.click();
    const italian = page.locator('a[lang="it"]');
    await expect(page.locator('a[lang="en"]')).toHaveAttribute('aria-current', 'true');
    // The flag is decoration beside the name: the option is named by the language alone.
    await expect(italian).toHaveAccessibleName('Italiano');
    await italian.click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1, name: 'Chi sono' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accetta' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Tutti i diritti riservati');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );
    await expectAt(page, '/', 'it');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('it');
  });
  await test.step('the pick stays across a reload', async () => {
    await reload(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Chi sono' })).toBeVisible();
  });
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
