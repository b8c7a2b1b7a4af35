import { expect, test } from './support/fixtures';

const LANGUAGES = [
  {
    lng: 'en',
    title: 'Experience',
    filter: 'Filter by year',
    present: '09/2021 – Present',
    badges: { start: 'Start', end: 'End', only: 'Only this year' },
    showMore: 'Show more',
    showLess: 'Show less',
    showTech: 'Show technologies',
    rgiRole: 'Senior Software Engineer / Technical Architect FE',
    internRole: 'Web Development Intern',
    count2021: '2 entries in 2021',
  },
  {
    lng: 'it',
    title: 'Esperienza',
    filter: 'Filtra per anno',
    present: '09/2021 – Presente',
    badges: { start: 'Inizio', end: 'Fine', only: "Solo quest'anno" },
    showMore: 'Mostra di più',
    showLess: 'Mostra di meno',
    showTech: 'Mostra tecnologie',
    rgiRole: 'Senior Software Engineer / Technical Architect FE',
    internRole: 'Stagista nello sviluppo web',
    count2021: '2 esperienze nel 2021',
  },
] as const;

const YEARS = ['2021', '2019', '2017', '2016', '2015', '2014', '2013', '2010', '2005'];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
});

for (const text of LANGUAGES) {
  test.describe(`experience (${text.lng})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/?lng=${text.lng}#/experience`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    });

    test('year buttons come from the periods, newest first, the newest pressed', async ({
      page,
    }) => {
      const group = page.getByRole('group', { name: text.filter });
      await expect(group.getByRole('button')).toHaveText(YEARS);
      await expect(group.getByRole('button', { name: '2021' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(group.locator('[aria-pressed="true"]')).toHaveCount(1);
    });

    test('the newest year lists its entries with Start and End badges and Present translated', async ({
      page,
    }) => {
      await expect(page.getByText(text.count2021)).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(2);
      const rgi = cards.filter({ has: page.getByRole('heading', { name: text.rgiRole }) });
      await expect(rgi).toContainText('RGI');
      await expect(rgi).toContainText(text.present);
      await expect(rgi.getByText(text.badges.start, { exact: true })).toBeVisible();
      const italiaonline = cards.filter({ hasText: 'Italiaonline' });
      await expect(italiaonline.getByText(text.badges.end, { exact: true })).toBeVisible();
    });

    test('choosing a year shows the periods that contain it', async ({ page }) => {
      const group = page.getByRole('group', { name: text.filter });
      await group.getByRole('button', { name: '2014' }).click();
      await expect(group.getByRole('button', { name: '2014' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(group.getByRole('button', { name: '2021' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      const cards = page.getByRole('article');
      await expect(cards.filter({ hasText: 'RGI' })).toHaveCount(0);
      const intern = cards.filter({ has: page.getByRole('heading', { name: text.internRole }) });
      await expect(intern).toContainText('03/2014 – 09/2014');
      await expect(intern.getByText(text.badges.only, { exact: true })).toBeVisible();
      // The master's degree (09/2013 – 10/2015) contains 2014 without starting or ending in it.
      const master = cards.filter({ hasText: '09/2013 – 10/2015' });
      await expect(master).toHaveCount(1);
      await expect(
        master.getByText(/^(Start|End|Only this year|Inizio|Fine|Solo quest'anno)$/),
      ).toHaveCount(0);

      await group.getByRole('button', { name: '2005' }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('09/2005 – 07/2010');
      await expect(cards.first().getByText(text.badges.start, { exact: true })).toBeVisible();
    });

    test('a long description is clamped to 3 lines with a Show more / Show less toggle', async ({
      page,
    }) => {
      const card = page.getByRole('article').first();
      const toggle = card.getByRole('button', {
        name: new RegExp(`^(${text.showMore}|${text.showLess})$`),
      });
      await expect(toggle).toHaveText(text.showMore);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const description = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      const lineHeight = await description.evaluate((el) =>
        Number.parseFloat(getComputedStyle(el).lineHeight),
      );
      const clampedHeight = (await description.boundingBox())?.height ?? 0;
      expect(Math.round(clampedHeight / lineHeight)).toBe(3);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveText(text.showLess);
      const expandedHeight = (await description.boundingBox())?.height ?? 0;
      expect(expandedHeight).toBeGreaterThan(clampedHeight);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveText(text.showMore);
    });

    test('the technology stack opens in a disclosure', async ({ page }) => {
      const card = page.getByRole('article').first();
      const toggle = card.getByRole('button', { name: text.showTech });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(card.getByText('RxJS', { exact: true })).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText('RxJS', { exact: true })).toBeVisible();
    });
  });
}
