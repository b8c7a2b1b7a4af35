import { expect, gotoWithoutScript, loadedWebFonts, test } from './support/fixtures';
import { builtDocument, shownDocument, textOf } from './support/builtPages';
import { sampleSite } from './support/owner';
import { common, type Language } from './support/text';
import { MOBILE } from '../../playwright.config.ts';

/**
 * Path mode is for search engines, link previews and readers without
 * JavaScript: with script off every page shows all of its content, the menus
 * and the language picker open (native popovers), and disclosures open. The
 * documents of both sites say, in <noscript>, what needs script. Where the
 * menus' and the picker's links lead is navigation.spec.ts's, read from the files.
 */
test.use({ javaScriptEnabled: false });

test('the documents say what needs script, in their own language first, then in each other @routing', ({
  routing,
}) => {
  const [fallback = 'en'] = sampleSite.languageCodes;
  // The hash site's one document is in the first language; each path page is in its own.
  const documents: [Language, Document][] =
    routing === 'hash'
      ? [[fallback, builtDocument(routing, 'index.html')]]
      : sampleSite.routes.flatMap((route) =>
          sampleSite.languageCodes.map((language): [Language, Document] => [
            language,
            shownDocument(routing, route.path, language),
          ]),
        );
  for (const [language, doc] of documents) {
    const lines = [...doc.querySelectorAll('body noscript > p')];
    const others = sampleSite.languageCodes.filter((code) => code !== language);
    expect(lines.map(textOf), doc.URL).toEqual(
      [language, ...others].map((code) => common(code, `noscript.${routing}`)),
    );
    expect(
      lines.map((line) => line.getAttribute('lang')),
      language,
    ).toEqual([null, ...others]);
  }
});

const FULL_LISTS: { path: string; language: Language; items: number }[] = [
  { path: 'testimonials/', language: 'en', items: 24 },
  { path: 'it/courses/', language: 'it', items: 12 },
  { path: 'projects/', language: 'en', items: 14 },
  { path: 'it/experience/', language: 'it', items: 9 },
];

test('every page shows every item, and no control that needs script; the trading page its every year of months, its view and table switching @path @wide', async ({
  page,
}) => {
  for (const { path, language, items } of FULL_LISTS) {
    await test.step(`/${path}`, async () => {
      await gotoWithoutScript(page, path);
      // Each count is one query, not an assertion per element (59 items: seconds under load).
      const list = page.locator('[data-item]');
      await expect(list).toHaveCount(items);
      await expect(list.filter({ visible: true })).toHaveCount(items);
      await expect(page.locator('[data-needs-js]').first()).toBeHidden();
      // Clamped texts are whole: no Show more, which needs its measurement.
      const showMore = page.getByText(common(language, 'expandable.show_more'));
      expect(await showMore.count()).toBeGreaterThan(0);
      await expect(showMore.filter({ visible: true })).toHaveCount(0);
    });
  }
  await test.step('/trading/', async () => {
    await gotoWithoutScript(page, 'trading/');
    await expect(page.locator('details').filter({ has: page.locator('li') })).toHaveCount(4);
    await page.locator('summary', { hasText: '2022' }).click();
    await expect(page.getByRole('list', { name: /2022/ })).toBeVisible();
    await page.getByRole('combobox').selectOption('annual');
    await expect(page.locator('[data-view="annual"] h3')).toBeVisible();
    await page.getByRole('checkbox').check();
    await expect(page.getByRole('table')).toBeVisible();
  });
});

test('a page without script shows what needs it, draws in the look’s web fonts, and opens its Portfolio and language menus @path @wide', async ({
  page,
}) => {
  const language: Language = 'it';
  await gotoWithoutScript(page, 'it/courses/');
  await test.step('the notice of what needs script shows', async () => {
    await expect(page.locator('noscript > p').first()).toBeVisible();
  });
  await test.step('the web fonts come, from the stylesheet in <noscript>', async () => {
    await expect.poll(() => loadedWebFonts(page)).not.toEqual([]);
  });
  await test.step('the Portfolio menu opens', async () => {
    await page.getByRole('button', { name: common(language, 'nav.portfolio') }).click();
    await expect(
      page.getByRole('link', { name: common(language, 'nav.trading'), exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  });
  await test.step('the language menu opens', async () => {
    await page
      .getByRole('button', {
        name: common(language, 'language.button').replace('{{language}}', 'Italiano'),
      })
      .click();
    await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
  });
});

test.describe(() => {
  test.use(MOBILE);
  test('the site menu opens on a phone @path', async ({ page }) => {
    await gotoWithoutScript(page, 'it/courses/');
    await page.getByRole('button', { name: common('it', 'nav.menu_open') }).click();
    await expect(
      page.getByRole('link', { name: common('it', 'nav.testimonials'), exact: true }),
    ).toBeVisible();
  });
});
