import { sampleIdentity } from '../../src/content/identity';
import englishLegal from '../../src/locales/en/legal.json' with { type: 'json' };
import italianLegal from '../../src/locales/it/legal.json' with { type: 'json' };
import { expect, expectAt, test } from './support/fixtures';

const LOCALES = { en: englishLegal, it: italianLegal } as const;

const PAGES = [
  { path: '/privacy', documentKey: 'privacy' },
  { path: '/cookie-policy', documentKey: 'cookie' },
] as const;

const BROWSER_HELP = [
  ['Google Chrome', 'https://support.google.com/chrome/answer/95647'],
  ['Mozilla Firefox', 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox'],
  ['Apple Safari', 'https://support.apple.com/guide/safari/manage-cookies-sfri11471'],
  [
    'Microsoft Edge',
    'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  ],
] as const;

function urlFor(path: string, language: 'en' | 'it'): string {
  return language === 'it' ? `/?lng=it#${path}` : `/#${path}`;
}

for (const language of ['en', 'it'] as const) {
  for (const { path, documentKey } of PAGES) {
    const texts = LOCALES[language][documentKey];

    test(`${path} renders every section and the last update (${language})`, async ({ page }) => {
      await page.goto(urlFor(path, language));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      const headings = Object.values(texts.sections).map((section) => section.heading);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(headings);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(main.locator('footer time')).toHaveText(
        language === 'en' ? 'June 2025' : 'giugno 2025',
      );
      await expect(main.locator('footer')).toContainText(
        language === 'en' ? 'Last updated: June 2025' : 'Ultimo aggiornamento: giugno 2025',
      );
      await expect(main).not.toContainText('{{');
    });

    test(`${path} links the configured email (${language})`, async ({ page }) => {
      await page.goto(urlFor(path, language));
      const mailLinks = page.getByRole('main').getByRole('link', { name: sampleIdentity.email });
      await expect(mailLinks.first()).toBeVisible();
      for (const link of await mailLinks.all()) {
        await expect(link).toHaveAttribute('href', `mailto:${sampleIdentity.email}`);
      }
      await expect(page.getByRole('main')).toContainText(sampleIdentity.ownerName);
    });
  }

  test(`the privacy policy leads to the cookie policy (${language})`, async ({ page }) => {
    await page.goto(urlFor('/privacy', language));
    const main = page.getByRole('main');
    await expect(main).toContainText(sampleIdentity.postalAddress);
    await expect(main).toContainText(sampleIdentity.siteUrl);
    const cookieSection = main.getByRole('region', {
      name: LOCALES[language].privacy.sections.cookies.heading,
    });
    await cookieSection.getByRole('link', { name: 'cookie policy' }).click();
    await expectAt(page, '/cookie-policy');
    await expect(main.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  });

  test(`the cookie policy links to four browser help pages in a new tab (${language})`, async ({
    page,
  }) => {
    await page.goto(urlFor('/cookie-policy', language));
    const management = page.getByRole('main').getByRole('region', {
      name: LOCALES[language].cookie.sections.management.heading,
    });
    for (const [browser, href] of BROWSER_HELP) {
      const link = management.getByRole('link', { name: new RegExp(`^${browser}\\s`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const table = page.getByRole('table', {
      name: LOCALES[language].cookie.sections.storage.table.caption,
    });
    await expect(table.getByRole('rowheader')).toHaveText([
      'cookieConsent',
      'theme',
      'i18nextLng',
      'i18next',
    ]);
  });
}

test('the table of contents moves to a section without changing the route', async ({ page }) => {
  await page.goto('/#/privacy');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('button', { name: 'Changes to this policy' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Changes to this policy' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expectAt(page, '/privacy');
});

test('the footer reaches both legal pages', async ({ page }) => {
  await page.goto('/');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  await legal.getByRole('link', { name: 'Privacy policy' }).click();
  await expectAt(page, '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await legal.getByRole('link', { name: 'Cookie policy' }).click();
  await expectAt(page, '/cookie-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
});
