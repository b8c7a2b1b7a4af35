import { expect, test } from './support/fixtures';

const COMPANIES = ['RGI', 'Italiaonline', 'TECNAVIA APPS s.r.l.', 'Teoresi', 'Fastweb'];

const LANGUAGES = [
  {
    lng: 'en',
    title: 'Projects',
    filter: 'Filter by company',
    pager: 'Project pages',
    previous: 'Previous page',
    next: 'Next page',
    showTech: 'Show technologies',
    halfLife: /quotation and policy-lifecycle portal/,
  },
  {
    lng: 'it',
    title: 'Progetti',
    filter: 'Filtra per azienda',
    pager: 'Pagine dei progetti',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    showTech: 'Mostra tecnologie',
    halfLife: /Portale di preventivazione/,
  },
] as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
});

for (const text of LANGUAGES) {
  test.describe(`projects (${text.lng})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/?lng=${text.lng}#/projects`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    });

    test('company buttons in the fixed order, RGI pressed by default', async ({ page }) => {
      const group = page.getByRole('group', { name: text.filter });
      await expect(group.getByRole('button')).toHaveText(COMPANIES);
      await expect(group.getByRole('button', { name: 'RGI' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(group.locator('[aria-pressed="true"]')).toHaveCount(1);
    });

    test('two projects per page with a bounded pager and a page / total indicator', async ({
      page,
    }) => {
      const cards = page.getByRole('article');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['HalfLife', 'ClaimPilot']);
      const pager = page.getByRole('navigation', { name: text.pager });
      await expect(pager.getByTestId('pagination-indicator')).toHaveText('1 / 2');
      await expect(pager.getByRole('button', { name: text.previous })).toBeDisabled();

      await pager.getByRole('button', { name: text.next }).click();
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
        'AgentDesk',
        'Tessera Design System',
      ]);
      await expect(pager.getByTestId('pagination-indicator')).toHaveText('2 / 2');
      await expect(pager.getByRole('button', { name: text.next })).toBeDisabled();
      await expect(pager.getByRole('button', { name: text.previous })).toBeEnabled();
    });

    test('changing company goes back to page 1; two projects or fewer hide the pager', async ({
      page,
    }) => {
      const group = page.getByRole('group', { name: text.filter });
      const pager = page.getByRole('navigation', { name: text.pager });
      const headings = page.getByRole('article').getByRole('heading', { level: 2 });
      await pager.getByRole('button', { name: text.next }).click();
      await expect(pager.getByTestId('pagination-indicator')).toHaveText('2 / 2');

      await group.getByRole('button', { name: 'Italiaonline' }).click();
      await expect(group.getByRole('button', { name: 'Italiaonline' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(pager.getByTestId('pagination-indicator')).toHaveText('1 / 2');
      await expect(headings).toHaveText(['PagineGialle.it Search', 'SmartSite Builder']);

      await group.getByRole('button', { name: 'Teoresi' }).click();
      await expect(headings).toHaveText(['CAN Diagnostics Viewer', 'Cluster HMI Prototype']);
      await expect(pager).toHaveCount(0);

      await group.getByRole('button', { name: 'Fastweb' }).click();
      await expect(headings).toHaveText(['Fibre Coverage Checker', 'MyFastweb Billing']);
      await expect(pager).toHaveCount(0);

      await group.getByRole('button', { name: 'TECNAVIA APPS s.r.l.' }).click();
      await expect(pager.getByTestId('pagination-indicator')).toHaveText('1 / 2');
    });

    test('each card shows company, period, the description of its type and its technologies', async ({
      page,
    }) => {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'HalfLife' }) });
      await expect(card).toContainText('RGI');
      await expect(card).toContainText('10/2021 – 06/2023');
      await expect(card.getByText(text.halfLife)).toBeVisible();
      const toggle = card.getByRole('button', { name: text.showTech });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText('NgRx', { exact: true })).toBeVisible();
    });
  });
}

test('an ongoing project shows Presente in Italian', async ({ page }) => {
  await page.goto('/?lng=it#/projects');
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(page.getByRole('article').first()).toContainText('01/2023 – Presente');
});
