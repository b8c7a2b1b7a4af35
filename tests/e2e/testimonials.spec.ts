import { entranceOfNewPage } from './support/transitions';
import { expect, expectPageProblems, failImageHosts, test, visit } from './support/fixtures';

// The card's parts and the Italian page are TestimonialsPage.test.tsx's, paging
// is src/behaviours/lists.test.ts's (taps at the first paint: early-taps.spec.ts);
// here what needs a browser: images that load, the clamp, the transitions and
// the fallback's size.

test('testimonials: the avatar loads, the clamped quote grows when expanded, a page change fades and slides the new ones in', async ({
  page,
}) => {
  await visit(page, '/testimonials', { consent: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();

  await test.step('the avatar loads and the clamped quote grows when expanded', async () => {
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Giulia Ferraris' }) });
    const avatar = card.getByRole('img', { name: 'Avatar of Giulia Ferraris' });
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const quote = card.locator('blockquote');
    const toggle = quote.locator('summary');
    await expect(toggle).toHaveText('Show more', { useInnerText: true });
    const clamped = (await quote.boundingBox())?.height ?? 0;
    await toggle.click();
    await expect(toggle).toHaveText('Show less', { useInnerText: true });
    expect((await quote.boundingBox())?.height ?? 0).toBeGreaterThan(clamped);
  });

  await test.step('a page change fades and slides the new testimonials in', async () => {
    await page.getByRole('button', { name: 'Next page' }).click();
    const forward = await entranceOfNewPage(page);
    await expect(page.getByTestId('pagination-indicator')).toHaveText('2 / 8');
    await page.getByRole('button', { name: 'Previous page' }).click();
    const backward = await entranceOfNewPage(page);
    await expect(page.getByTestId('pagination-indicator')).toHaveText('1 / 8');
    // The built stylesheet writes translateX(40px) as translate(40px).
    expect(forward).toMatchObject({ opacity: '0', transform: 'translate(40px)', durationMs: 400 });
    expect(backward).toMatchObject({ transform: 'translate(-40px)' });
    await expect(page.locator('[data-enter]:not([data-off])').first()).toHaveCSS('opacity', '1');
  });
});

test('when the avatar service fails, the initials take the same place', async ({ page }) => {
  expectPageProblems(page, /Failed to load resource/);
  await failImageHosts(page);
  await visit(page, '/testimonials', { language: 'it' });
  for (const [name, initials] of [
    ['Giulia Ferraris', 'GF'],
    ['Elena Ricci', 'ER'],
    ['Hannah Brooks', 'HB'],
  ] as const) {
    // Lazy images load, and fail, once they come near the viewport.
    await page.getByRole('heading', { level: 2, name }).scrollIntoViewIfNeeded();
    const fallback = page.getByRole('img', { name: `Avatar di ${name}` });
    await expect(fallback).toHaveText(initials);
    await expect(fallback).toHaveAttribute('data-fallback', 'initials');
    const box = await fallback.boundingBox();
    expect(box?.width).toBe(56);
    expect(box?.height).toBe(56);
  }
});
