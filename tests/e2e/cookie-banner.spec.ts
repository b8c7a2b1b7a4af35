import { sampleSite } from './support/owner';
import { expect, reload, test, visit } from './support/fixtures';

test.describe('cookie banner', () => {
  test('shows on every page until accepted, then never again', async ({ page }) => {
    for (const route of sampleSite.routes) {
      await visit(page, route.path);
      await expect(page.getByRole('region', { name: 'Cookie notice', exact: true })).toBeVisible();
    }
    const banner = page.getByRole('region', { name: 'Cookie notice', exact: true });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    await reload(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice', exact: true })).toHaveCount(0);
  });

  test('sits at the bottom without hiding the end of the page @widths', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Cookie notice', exact: true });
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
});
