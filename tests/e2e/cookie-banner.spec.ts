import { expect, reload, test, visit } from './support/fixtures';
import { common } from './support/text';

// Shown on every page until accepted: the accessibility sweeps find it on every route in
// both languages (accessibility.spec.ts); what Accept stores is src/behaviours' own test.
// Here, per width, where it sits, the room the page keeps for it, and Accept for good.
test('the cookie banner sits at the bottom, the page keeps its height free, and once accepted it is gone for good @widths', async ({
  page,
}) => {
  await visit(page, '/courses', { language: 'it' });
  const banner = page.getByRole('region', {
    name: common('it', 'cookie_banner.label'),
    exact: true,
  });
  await expect(banner).toBeVisible();
  const room = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom);

  await test.step('it sits at the bottom without hiding the end of the page', async () => {
    const viewport = page.viewportSize();
    const box = await banner.boundingBox();
    expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const bannerAtEnd = await banner.boundingBox();
    // The banner follows the footer at the end of the page (sub-pixel rounding allowed).
    expect(footer && bannerAtEnd && footer.y + footer.height).toBeLessThanOrEqual(
      (bannerAtEnd?.y ?? 0) + 2,
    );
  });

  await test.step('once the page settles, the room kept is the banner’s own height', async () => {
    const bannerHeight = (await banner.boundingBox())?.height ?? 0;
    expect(parseFloat(await room())).toBeCloseTo(bannerHeight, 0);
  });

  await test.step('accepted, it goes with its room, and stays away after a reload', async () => {
    await banner.getByRole('button', { name: common('it', 'cookie_banner.accept') }).click();
    await expect(banner).toBeHidden();
    expect(await room()).toBe('auto');
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    await reload(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
