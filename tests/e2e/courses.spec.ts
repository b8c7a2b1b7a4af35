import { recordEnteringStyles } from './support/transitions';
import { expect, test } from './support/fixtures';

const LANGUAGES = [
  {
    lng: 'en',
    title: 'My online courses',
    pager: 'Course pages',
    previous: 'Previous page',
    next: 'Next page',
    showTech: 'Show technologies',
    showMore: 'Show more',
    showLess: 'Show less',
    duration: 'Duration: 2.5 hours',
    lastTitle: 'Databases and SQL',
    gitTopic: 'Branching',
    link: (title: string) => `View the course ${title} on Udemy (opens in a new tab)`,
  },
  {
    lng: 'it',
    title: 'I miei corsi online',
    pager: 'Pagine dei corsi',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    showTech: 'Mostra tecnologie',
    showMore: 'Mostra di più',
    showLess: 'Mostra di meno',
    duration: 'Durata: 2,5 ore',
    lastTitle: 'Database e SQL',
    gitTopic: 'Risoluzione dei conflitti',
    link: (title: string) => `Vedi il corso ${title} su Udemy (si apre in una nuova scheda)`,
  },
] as const;

const PAGES = [
  ['Git', 'TypeScript', 'jQuery'],
  ['PHP', 'C++', 'HTML5'],
  ['AngularJS', 'Java', 'JavaScript'],
  ['C', 'Assembler 8086'],
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
});

for (const text of LANGUAGES) {
  test.describe(`courses (${text.lng})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/?lng=${text.lng}#/courses`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    });

    test('12 courses, 3 per page, 4 pages, previous and next bounded', async ({ page }) => {
      const headings = page.getByRole('article').getByRole('heading', { level: 2 });
      const pager = page.getByRole('navigation', { name: text.pager });
      const previous = pager.getByRole('button', { name: text.previous });
      const next = pager.getByRole('button', { name: text.next });
      await expect(headings).toHaveText(PAGES[0] ?? []);
      await expect(pager.getByTestId('pagination-indicator')).toHaveText('1 / 4');
      await expect(previous).toBeDisabled();

      for (let index = 1; index < 4; index += 1) {
        await next.click();
        await expect(pager.getByTestId('pagination-indicator')).toHaveText(`${index + 1} / 4`);
        await expect(headings).toHaveText(
          index === 3 ? [...(PAGES[3] ?? []), text.lastTitle] : (PAGES[index] ?? []),
        );
      }
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      await expect(previous).toBeFocused();

      await previous.click();
      await expect(pager.getByTestId('pagination-indicator')).toHaveText('3 / 4');
      await expect(next).toBeEnabled();
    });

    test('each image links to the course page in a new tab, with an accessible name', async ({
      page,
    }) => {
      const link = page.getByRole('link', { name: text.link('Git') });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const image = link.locator('img');
      await expect(image).toHaveAttribute('width', '480');
      await expect(image).toHaveAttribute('height', '270');
      await expect(image).toHaveAttribute('decoding', 'async');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(
        page.getByRole('link', { name: text.link('jQuery') }).locator('img'),
      ).toHaveAttribute('loading', 'lazy');
    });

    test('a card shows title, a clamped description, the duration and a topics panel', async ({
      page,
    }) => {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Git', exact: true }) });
      await expect(card).toContainText(text.duration);
      const more = card.getByRole('button', { name: text.showMore });
      const description = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
      const lines = () =>
        description.evaluate(
          (el) =>
            el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
        );
      expect(Math.round(await lines())).toBe(3);
      await more.click();
      await expect(card.getByRole('button', { name: text.showLess })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(Math.round(await lines())).toBeGreaterThan(3);

      const toggle = card.getByRole('button', { name: text.showTech });
      const arrow = toggle.locator('svg');
      await expect(arrow).toHaveCSS('rotate', 'none');
      await expect(card.getByText(text.gitTopic, { exact: true })).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText(text.gitTopic, { exact: true })).toBeVisible();
      await expect(arrow).toHaveCSS('rotate', '180deg');
      await toggle.click();
      await expect(card.getByText(text.gitTopic, { exact: true })).toBeHidden();
      await expect(arrow).toHaveCSS('rotate', 'none');
    });

    test('a page change brings the next courses up from 40 px below', async ({ page }) => {
      const enteringStyles = await recordEnteringStyles(page);
      await page.getByRole('button', { name: text.next }).click();
      await expect(page.getByTestId('pagination-indicator')).toHaveText('2 / 4');
      const [style] = await enteringStyles();
      expect(style).toMatch(/opacity: 0/);
      expect(style).toMatch(/translateY\(40px\)/);
      await expect(page.locator('[data-page="2"]')).toHaveCSS('opacity', '1');
    });
  });
}

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a page change neither moves nor fades', async ({ page }) => {
    await page.goto('/#/courses');
    const enteringStyles = await recordEnteringStyles(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('pagination-indicator')).toHaveText('2 / 4');
    expect(await enteringStyles()).toEqual([null]);
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
      PAGES[1] ?? [],
    );
  });
});

test('after paging at the bottom of a long list, the new page is read from its top', async ({
  page,
}) => {
  await page.goto('/#/courses');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'PHP' })).toBeInViewport();
});
