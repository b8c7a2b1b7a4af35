import { expect, expectPageProblems, gotoBeforeHydration, test } from './support/fixtures';
import { common, routeUrl, type Language } from './support/text';

const PATHS = [
  '/',
  '/experience',
  '/projects',
  '/courses',
  '/testimonials',
  '/trading',
  '/privacy',
  '/cookie-policy',
];
const MAIN_BUNDLE = /\/assets\/index-[^/]+\.js$/;

for (const language of ['en', 'it'] as const satisfies Language[]) {
  test(`every page (${language}) is on screen from the HTML alone, before any script loads`, async ({
    page,
  }) => {
    expectPageProblems(page, /Failed to load resource/);
    await page.route(MAIN_BUNDLE, (route) => route.abort());
    for (const path of [...PATHS, '/no-such-page']) {
      // A fresh document each time: a hash change alone would not load the page again.
      await gotoBeforeHydration(page, 'about:blank');
      await gotoBeforeHydration(page, routeUrl(path, language));
      const root = page.locator('#root');
      await expect(root).toHaveAttribute('data-page', path === '/no-such-page' ? '*' : path);
      await expect(root).toHaveAttribute('data-lang', language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: common(language, 'skip_link') })).toBeAttached();
      // The other pages' HTML is dropped once the current one is shown.
      await expect(page.locator('script[type="text/x-prerendered-page"]')).toHaveCount(0);
    }
  });
}

test('a returning visitor sees their dark theme and no cookie banner before any script loads', async ({
  page,
}) => {
  expectPageProblems(page, /Failed to load resource/);
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('cookieConsent', 'true');
  });
  await page.route(MAIN_BUNDLE, (route) => route.abort());
  await gotoBeforeHydration(page, '/#/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: common('en', 'cookie_banner.label') }),
  ).toBeHidden();
});

test('React takes over the prerendered page instead of drawing it again', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstHeading: Element | null }).firstHeading =
        document.querySelector('h1');
    });
  });
  await page.goto('/#/experience');
  await expect(page.locator('#root')).not.toHaveAttribute('data-page');
  const sameNode = await page.evaluate(
    () =>
      (window as unknown as { firstHeading: Element | null }).firstHeading ===
      document.querySelector('h1'),
  );
  expect(sameNode).toBe(true);
  // And it is live: a filter works.
  const filter = page.getByRole('group').getByRole('button').nth(1);
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
});

for (const path of ['/', '/courses']) {
  test(`the app is fetched only once the page and its main image (${path}) have painted`, async ({
    page,
  }) => {
    await page.goto(routeUrl(path, 'en'));
    const timings = await page.evaluate((mainBundle) => {
      const mainImage = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const resource = (matches: (url: string) => boolean) =>
        performance.getEntriesByType('resource').find((entry) => matches(entry.name)) as
          PerformanceResourceTiming | undefined;
      return {
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        mainImageLoaded: mainImage
          ? resource((url) => url === mainImage.currentSrc)?.responseEnd
          : null,
        appRequested: resource((url) => new RegExp(mainBundle).test(url))?.startTime,
      };
    }, MAIN_BUNDLE.source);
    expect(timings.firstContentfulPaint).toBeGreaterThan(0);
    expect(timings.mainImageLoaded).toBeGreaterThan(0);
    expect(timings.appRequested).toBeGreaterThanOrEqual(timings.firstContentfulPaint ?? Infinity);
    expect(timings.appRequested).toBeGreaterThanOrEqual(timings.mainImageLoaded ?? Infinity);
  });
}
