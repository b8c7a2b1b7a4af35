import { expect, gotoWithoutScript, loadedWebFonts, routingOf, test } from './support/fixtures';
import { sampleSite } from './support/owner';
import { common, type Language } from './support/text';

/**
 * Path mode is for search engines, link previews and readers without
 * JavaScript: with script off every page shows all of its content, the menus
 * and the language picker open (native popovers), the picker's entries are
 * links to the same page in the other language, and disclosures open. The
 * documents of both sites say, in <noscript>, what needs script.
 */
test.use({ javaScriptEnabled: false });

const FULL_LISTS: { path: string; language: Language; items: number }[] = [
  { path: 'testimonials/', language: 'en', items: 24 },
  { path: 'it/courses/', language: 'it', items: 12 },
  { path: 'projects/', language: 'en', items: 14 },
  { path: 'it/experience/', language: 'it', items: 9 },
];

for (const { path, language, items } of FULL_LISTS) {
  test(`/${path} shows every item, and no control that needs script @path @wide`, async ({
    page,
  }) => {
    await gotoWithoutScript(page, path);
    const list = page.locator('[data-item]');
    await expect(list).toHaveCount(items);
    for (const item of await list.all()) await expect(item).toBeVisible();
    await expect(page.locator('[data-needs-js]').first()).toBeHidden();
    // Clamped texts are whole: no Show more, which needs its measurement.
    const showMore = page.getByText(common(language, 'expandable.show_more'));
    expect(await showMore.count()).toBeGreaterThan(0);
    for (const toggle of await showMore.all()) await expect(toggle).toBeHidden();
  });
}

test('a page without script draws in the look’s web fonts, from the stylesheet in <noscript> @path @wide', async ({
  page,
}) => {
  await gotoWithoutScript(page, 'courses/');
  await expect.poll(() => loadedWebFonts(page)).not.toEqual([]);
});

test('the trading page shows every year of months, and its view and table switch @path @wide', async ({
  page,
}) => {
  await gotoWithoutScript(page, 'trading/');
  await expect(page.locator('details').filter({ has: page.locator('li') })).toHaveCount(4);
  await page.locator('summary', { hasText: '2022' }).click();
  await expect(page.getByRole('list', { name: /2022/ })).toBeVisible();
  await page.getByRole('combobox').selectOption('annual');
  await expect(page.locator('[data-view="annual"] h3')).toBeVisible();
  await page.getByRole('checkbox').check();
  await expect(page.getByRole('table')).toBeVisible();
});

test('the document says what needs script, in its own language first @routing', async ({
  page,
}) => {
  // The hash site's one document is in the fallback language; a path page is in its own.
  const mode = routingOf(page);
  const [first = '', second = ''] = sampleSite.languageCodes;
  const [language, other]: [Language, Language] =
    mode === 'path' ? [second, first] : [first, second];
  await gotoWithoutScript(page, mode === 'path' ? `${second}/courses/` : '');
  const lines = page.locator('noscript > p');
  await expect(lines).toHaveCount(sampleSite.languageCodes.length);
  await expect(lines.first()).toHaveText(common(language, `noscript.${mode}`));
  await expect(lines.first()).toBeVisible();
  await expect(lines.last()).toHaveText(common(other, `noscript.${mode}`));
  await expect(lines.last()).toHaveAttribute('lang', other);
});

const MENUS: { path: string; language: Language; button: string; link: string }[] = [
  { path: 'experience/', language: 'en', button: 'nav.portfolio', link: 'nav.projects' },
  { path: 'it/', language: 'it', button: 'nav.portfolio', link: 'nav.trading' },
];

for (const { path, language, button, link } of MENUS) {
  test(`the Portfolio menu opens and its links work on /${path} @path @wide`, async ({ page }) => {
    await gotoWithoutScript(page, path);
    await page.getByRole('button', { name: common(language, button) }).click();
    const target = page.getByRole('link', { name: common(language, link), exact: true });
    await expect(target).toBeVisible();
    await target.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe(`/${path}`);
  });
}

test('the site menu opens on a phone @path @narrow', async ({ page }) => {
  await gotoWithoutScript(page, 'it/courses/');
  await page.getByRole('button', { name: common('it', 'nav.menu_open') }).click();
  await expect(
    page.getByRole('link', { name: common('it', 'nav.testimonials'), exact: true }),
  ).toBeVisible();
});

test('the language picker links to the same page in the other language @path @wide', async ({
  page,
}) => {
  await gotoWithoutScript(page, 'courses/');
  await page
    .getByRole('button', {
      name: common('en', 'language.button').replace('{{language}}', 'English'),
    })
    .click();
  const italian = page.getByRole('link', { name: 'Italiano' });
  await expect(italian).toHaveAttribute('href', '/it/courses/');
  await expect(italian).toHaveAttribute('hreflang', 'it');
  await italian.click();
  await expect(page).toHaveURL(/\/it\/courses\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});
