import { entranceOfNewPage } from './support/transitions';
import { expect, test, visit } from './support/fixtures';

// Titles, pager bounds, links and the Italian page are CoursesPage.test.tsx's; the clamp of a
// description is experience.spec.ts's (one component); here what needs a browser: images
// that load, the rotated arrow, the enter transition and scrolling.
const PAGES = [
  ['Git', 'TypeScript', 'jQuery'],
  ['PHP', 'C++', 'HTML5'],
];

test('courses: images load, the topics arrow turns, a page change brings the next courses up from 40 px below and is read from its top', async ({
  page,
}) => {
  await visit(page, '/courses', { consent: true });
  await expect(page.getByRole('heading', { level: 1, name: 'My online courses' })).toBeVisible();

  await test.step('course images load, the first eagerly, the others lazily', async () => {
    const image = page
      .getByRole('link', { name: 'View the Git course on Udemy (opens in a new tab)' })
      .locator('img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      page
        .getByRole('link', { name: 'View the jQuery course on Udemy (opens in a new tab)' })
        .locator('img'),
    ).toHaveAttribute('loading', 'lazy');
  });

  await test.step('the topics arrow turns as the panel opens and closes', async () => {
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Git', exact: true }) });
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

  await test.step('a page change brings the next courses up from 40 px below, read from the top', async () => {
    // The pager sits below a long list: the next page's first course is brought into view.
    await page.getByRole('button', { name: 'Next page' }).click();
    const entrance = await entranceOfNewPage(page);
    expect(entrance).toMatchObject({
      opacity: '0',
      transform: 'translateY(40px)',
      durationMs: 400,
    });
    await expect(page.getByTestId('pagination-indicator')).toHaveText('2 / 4');
    await expect(page.getByRole('heading', { level: 2, name: 'PHP' })).toBeInViewport();
    await expect(page.locator('[data-enter]:not([data-off])').first()).toHaveCSS('opacity', '1');
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a course page change neither moves nor fades', async ({ page }) => {
    await visit(page, '/courses', { consent: true });
    await page.getByRole('button', { name: 'Next page' }).click();
    const entrance = await entranceOfNewPage(page);
    expect(entrance === null || entrance.durationMs < 1).toBe(true);
    await expect(page.getByTestId('pagination-indicator')).toHaveText('2 / 4');
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
      PAGES[1] ?? [],
    );
    // Nothing in the new page is caught mid-way: no element faded or moved.
    const moving = await page.getByRole('main').evaluate((main) =>
      Array.from(main.querySelectorAll<HTMLElement>('*')).some((element) => {
        const style = getComputedStyle(element);
        return (
          Number(style.opacity) < 1 ||
          (style.transform !== 'none' && style.transform !== 'matrix(1, 0, 0, 1, 0, 0)')
        );
      }),
    );
    expect(moving).toBe(false);
  });
});
