import { sampleSite } from './support/owner';
import { expect, expectAt, expectNewPageFocus, test, visit } from './support/fixtures';
import { common, type Language } from './support/text';

// The menus behave alike in both languages: each is tried in one, Italian where
// its addresses differ most (path mode: /it/...).
test('the Portfolio dropdown reaches every portfolio page (it) @routing @wide', async ({
  page,
}) => {
  const language: Language = 'it';
  await visit(page, '/', { language });
  const nav = page.getByRole('navigation', { name: common(language, 'nav.main_label') });
  const portfolio = nav.getByRole('button', { name: common(language, 'nav.portfolio') });
  for (const route of sampleSite.portfolioRoutes) {
    await portfolio.click();
    await expect(portfolio).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: common(language, route.navLabelKey), exact: true }).click();
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
  }
  await nav.getByRole('link', { name: common(language, 'nav.home') }).click();
  await expectAt(page, '/');
});

test('the dropdown closes on a click outside (en) @wide', async ({ page }) => {
  const language: Language = 'en';
  await visit(page, '/', { language });
  const portfolio = page.getByRole('button', { name: common(language, 'nav.portfolio') });
  await portfolio.click();
  await expect(portfolio).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.click(5, 400);
  await expect(portfolio).toHaveAttribute('aria-expanded', 'false');
});

test('the dropdown works with the keyboard alone (en) @routing @wide', async ({ page }) => {
  const language: Language = 'en';
  await visit(page, '/', { language });
  const portfolio = page.getByRole('button', { name: common(language, 'nav.portfolio') });
  await portfolio.focus();
  await page.keyboard.press('Enter');
  await expect(portfolio).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('link', { name: common(language, 'nav.projects'), exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expectAt(page, '/projects');
  await expectNewPageFocus(page);
});

test('the mobile menu opens, navigates, closes on a link and on Escape (it) @routing @narrow', async ({
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

test('a route change shows the new page from its top, its heading focused in hash mode @routing', async ({
  page,
}) => {
  await visit(page, '/privacy');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' }).click();
  await expectAt(page, '/cookie-policy');
  await expectNewPageFocus(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the skip link moves focus to the main region without changing the route @routing', async ({
  page,
}) => {
  await visit(page, '/experience');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expectAt(page, '/experience');
});

test('back and forward return to each page where the visitor left it, and a path no route has shows the not-found page @routing', async ({
  page,
}) => {
  await visit(page, '/courses');
  const left = await page.evaluate(() => {
    window.scrollTo(0, 600);
    return window.scrollY;
  });
  expect(left).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expectAt(page, '/privacy');
  await expectNewPageFocus(page);
  await page.goBack();
  await expectAt(page, '/courses');
  await expect(page.getByRole('heading', { level: 1, name: /online courses/i })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  await page.goForward();
  await expectAt(page, '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.goto(page.url().replace(/privacy\/?$/, 'nowhere'));
  await expect(page.getByRole('heading', { level: 1, name: /404/ })).toBeVisible();
});
