import { entranceOfNewPage } from './support/transitions';
import { expect, test, visit } from './support/fixtures';

// Titles, pager bounds, links and the Italian page are CoursesPage.test.tsx's; here
// what needs a browser: layout (the clamp, the rotated arrow), images that load,
// the enter transition and scrolling.
const PAGES = [
  ['Git', 'TypeScript', 'jQuery'],
  ['PHP', 'C++', 'HTML5'],
];

test.describe('courses', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/courses', { consent: true });
    await expect(page.getByRole('heading', { level: 1, name: 'My online courses' })).toBeVisible();
  });

  test('course images load, the first eagerly, the others lazily', async ({ page }) => {
    const link = page.getByRole('link', {
      name: 'View the Git course on Udemy (opens in a new tab)',
    });
    const image = link.locator('img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      page
        .getByRole('link', { name: 'View the jQuery course on Udemy (opens in a new tab)' })
        .locator('img'),
    ).toHaveAttribute('loading', 'lazy');
  });

  test('a description is clamped to 3 lines; the topics arrow turns as the panel opens', async ({
    page,
  }) => {
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Git', exact: true }) });
    const more = card.getByText('Show more');
    const description = card.locator('[data-clamp] > p');
    const lines = () =>
      description.evaluate(
        (el) =>
          el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
      );
    expect(Math.round(await lines())).toBe(3);
    await more.click();
    await expect(card.getByText('Show less')).toBeVisible();
    expect(Math.round(await lines())).toBeGreaterThan(3);

    const toggle = card.getByText('Show technologies');
    const arrow = toggle.locator('svg');
    await expect(arrow).toHaveCSS('rotate', 'none');
    await toggle.click();
    await expect(card.getByText('Branching', { exact: true })).toBeVisible();
    await expect(arrow).toHaveCSS('rotate', '180deg');
    await toggle.click();
    await expect(card.getByText('Branching', { exact: true })).toBeHidden();
    await expect(arrow).toHaveCSS('rotate', 'none');
  });

  test('a page change brings the next courses up from 40 px below', async ({ page }) => {
    await page.getByRole('button', { name: 'Next page' }).click();
    const entrance = await entranceOfNewPage(page);
    expect(entrance).toMatchObject({
      opacity: '0',
      transform: 'translateY(40px)',
      durationMs: 400,
    });
    await expect(page.getByTestId('pagination-indicator')).toHaveText('2 / 4');
    await expect(page.locator('[data-enter]:not([data-off])').first()).toHaveCSS('opacity', '1');
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a page change neither moves nor fades', async ({ page }) => {
    await visit(page, '/courses', { consent: true });
    await page.getByRole('button', { name: 'Next page' }).click();
    const entrance = await entranceOfNewPage(page);
    expect(entrance === null || entrance.durationMs < 1).toBe(true);
    await expect(page.getByTestId('pagination-indicator')).toHaveText('2 / 4');
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
      PAGES[1] ?? [],
    );
  });
});

test('after paging at the bottom of a long list, the new page is read from its top', async ({
  page,
}) => {
  await visit(page, '/courses', { consent: true });
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'PHP' })).toBeInViewport();
});
