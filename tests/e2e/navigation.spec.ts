import type { Page } from '@playwright/test';
import { pagePath } from '../../src/lib/siteUrls';
import { shownDocument } from './support/builtPages';
import { sampleSite } from './support/owner';
import { expect, expectAt, test, visit } from './support/fixtures';
import { common, type Language } from './support/text';

/** A page swapped in has its heading focused, for screen readers to start there. */
const expectNewPageFocus = (page: Page) =>
  expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

/**
 * The menus' behaviour is the same code on both sites, tried on the hash site, where the site
 * swaps the pages in itself; the path site's pages are documents joined by plain links, whose
 * addresses are read from the files (the last test). The keyboard's way through the menus is
 * keyboard.spec.ts's.
 */

// The menus behave alike in both languages: each is tried in one.
test('the Portfolio dropdown closes on a click outside, and reaches every portfolio page, closing as its link is followed (it) @wide', async ({
  page,
}) => {
  const language: Language = 'it';
  await visit(page, '/', { language });
  const nav = page.getByRole('navigation', { name: common(language, 'nav.main_label') });
  const portfolio = nav.getByRole('button', { name: common(language, 'nav.portfolio') });
  await test.step('a click outside closes it', async () => {
    await portfolio.click();
    await expect(portfolio).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(5, 400);
    await expect(portfolio).toHaveAttribute('aria-expanded', 'false');
  });
  for (const route of sampleSite.portfolioRoutes) {
    await test.step(route.path, async () => {
      await portfolio.click();
      await expect(portfolio).toHaveAttribute('aria-expanded', 'true');
      await nav
        .getByRole('link', { name: common(language, route.navLabelKey), exact: true })
        .click();
      await expectAt(page, route.path);
      await expect(portfolio).toHaveAttribute('aria-expanded', 'false');
      await expectNewPageFocus(page);
      await portfolio.click();
      await expect(
        nav.getByRole('link', { name: common(language, route.navLabelKey), exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(portfolio).toHaveAttribute('aria-expanded', 'false');
      await expect(portfolio).toBeFocused();
    });
  }
  await nav.getByRole('link', { name: common(language, 'nav.home') }).click();
  await expectAt(page, '/');
});

test('the mobile menu opens, navigates, closes on a link and on Escape (it) @narrow', async ({
  page,
}) => {
  const language: Language = 'it';
  await visit(page, '/', { language });
  const toggle = page.getByRole('button', { name: common(language, 'nav.menu_open') });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: common(language, 'nav.mobile_label') });
  await expect(menu).toBeVisible();
  const close = page.getByRole('button', { name: common(language, 'nav.menu_close') });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  for (const route of sampleSite.portfolioRoutes) {
    await expect(
      menu.getByRole('link', { name: common(language, route.navLabelKey) }),
    ).toBeVisible();
  }
  await menu.getByRole('link', { name: common(language, 'nav.trading') }).click();
  await expectAt(page, '/trading');
  await expect(menu).toBeHidden();
  await expectNewPageFocus(page);

  await page.getByRole('button', { name: common(language, 'nav.menu_open') }).click();
  await expect(menu.getByRole('link', { name: common(language, 'nav.trading') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await menu.getByRole('link', { name: common(language, 'nav.home') }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: common(language, 'nav.menu_open') })).toBeFocused();
});

test('the skip link moves focus to the main region; another page shows from its top, its heading focused; back and forward return each page where it was left', async ({
  page,
}) => {
  await visit(page, '/courses');
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await test.step('the skip link moves focus to the main region without changing the route', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expectAt(page, '/courses');
  });
  const left = await page.evaluate(() => {
    window.scrollTo(0, 600);
    return window.scrollY;
  });
  expect(left).toBeGreaterThan(100);
  await test.step('a link to another page shows it from its top, its heading focused', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expectAt(page, '/privacy');
    await expectNewPageFocus(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
  await test.step('back returns to the page where it was left, forward to the next', async () => {
    await page.goBack();
    await expectAt(page, '/courses');
    await expect(page.getByRole('heading', { level: 1, name: /online courses/i })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await page.goForward();
    await expectAt(page, '/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });
});

test('every page of the path site links to the site’s pages in its own language, its own marked in the menus @path', () => {
  const menuPaths = ['/', ...sampleSite.portfolioRoutes.map((route) => route.path)];
  const allPages = new Set(
    sampleSite.languageCodes.flatMap((language) =>
      sampleSite.routes.map((route) => pagePath(sampleSite, route.path, language)),
    ),
  );
  for (const route of sampleSite.routes)
    for (const language of sampleSite.languageCodes) {
      const doc = shownDocument('path', route.path, language);
      const where = `${route.path} (${language})`;
      const own = pagePath(sampleSite, route.path, language);
      const href = (link: Element) => link.getAttribute('href');
      // The site menu (phones) and the main one (the Portfolio dropdown inside).
      const menus = [...doc.querySelectorAll('header nav')];
      expect(menus, where).toHaveLength(2);
      for (const menu of menus) {
        const links = [...menu.querySelectorAll('a')];
        expect(links.map(href), where).toEqual(
          menuPaths.map((path) => pagePath(sampleSite, path, language)),
        );
        expect(
          links.filter((link) => link.getAttribute('aria-current') === 'page').map(href),
          where,
        ).toEqual(menuPaths.includes(route.path) ? [own] : []);
      }
      // The language picker: this page in each language, its own language marked.
      for (const code of sampleSite.languageCodes) {
        const pick = doc.querySelector(`header a[hreflang="${code}"]`);
        expect(pick?.getAttribute('lang'), where).toBe(code);
        expect(pick && href(pick), where).toBe(pagePath(sampleSite, route.path, code));
        expect(pick?.getAttribute('aria-current'), where).toBe(code === language ? 'true' : null);
      }
      // The footer's legal pages.
      const legal = doc.querySelector('footer nav');
      expect(legal?.getAttribute('aria-label')?.replaceAll('\u00ad', ''), where).toBe(
        common(language, 'footer.legal_label'),
      );
      expect([...(legal?.querySelectorAll('a') ?? [])].map(href), where).toEqual(
        expect.arrayContaining(
          ['/privacy', '/cookie-policy'].map((path) => pagePath(sampleSite, path, language)),
        ),
      );
      // Any other link to a page (the legal texts' to each other, …) stays in the language.
      const pageLinks = [...doc.querySelectorAll('a[href]:not([hreflang]):not([href^="#"])')]
        .map((link) => new URL(href(link) ?? '', 'http://site.test'))
        .filter((url) => url.origin === 'http://site.test' && allPages.has(url.pathname))
        .map((url) => url.pathname);
      expect(pageLinks.length, where).toBeGreaterThan(0);
      for (const path of pageLinks)
        expect(
          sampleSite.routes.map((r) => pagePath(sampleSite, r.path, language)),
          where,
        ).toContain(path);
    }
});
