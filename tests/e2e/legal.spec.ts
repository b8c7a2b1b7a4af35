import { postalAddress } from './support/owner';
import italianLegal from '../../src/locales/it/legal.json' with { type: 'json' };
import { expect, expectAt, test, visit } from './support/fixtures';

// Sections, dates, the configured owner and email, the browser help links and the
// storage table, in both languages, are PrivacyPage.test.tsx's and
// CookiePolicyPage.test.tsx's; the path site's links, each page's in its own language,
// navigation.spec.ts's; here the hash site, whose links the site follows itself.
test('the Italian privacy policy leads to the Italian cookie policy', async ({ page }) => {
  await visit(page, '/privacy', { language: 'it' });
  const main = page.getByRole('main');
  await expect(main).toContainText(postalAddress);
  const cookieSection = main.getByRole('region', {
    name: italianLegal.privacy.sections.cookies.heading,
  });
  await cookieSection.getByRole('link', { name: 'cookie policy' }).click();
  await expectAt(page, '/cookie-policy', 'it');
  await expect(main.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test('the table of contents moves to a section without changing the route', async ({ page }) => {
  await visit(page, '/privacy');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'Changes to this policy' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Changes to this policy' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expectAt(page, '/privacy');
});
