import type { Page } from '@playwright/test';
import { recordEnteringStyles } from './support/transitions';
import { expect, expectPageProblems, failImageHosts, test } from './support/fixtures';

const LANGUAGES = [
  {
    lng: 'en',
    title: 'Testimonials',
    pager: 'Testimonial pages',
    previous: 'Previous page',
    next: 'Next page',
    showMore: 'Show more',
    showLess: 'Show less',
    viewProfile: 'View profile',
    avatar: (name: string) => `Avatar of ${name}`,
    profile: (name: string) => `View profile of ${name} on LinkedIn (opens in a new tab)`,
  },
  {
    lng: 'it',
    title: 'Testimonianze',
    pager: 'Pagine delle testimonianze',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    showMore: 'Mostra di più',
    showLess: 'Mostra di meno',
    viewProfile: 'Vedi profilo',
    avatar: (name: string) => `Avatar di ${name}`,
    profile: (name: string) => `Vedi profilo di ${name} su LinkedIn (si apre in una nuova scheda)`,
  },
] as const;

const FIRST_PAGE = ['Giulia Ferraris', 'Elena Ricci', 'Hannah Brooks'];
const LAST_PAGE = ['Paolo Gentile', 'Giorgio Santoro', 'Isabel Moreno'];

function names(page: Page) {
  return page.getByRole('article').getByRole('heading', { level: 2 });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
});

for (const text of LANGUAGES) {
  test.describe(`testimonials (${text.lng})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/?lng=${text.lng}#/testimonials`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    });

    test('24 testimonials, 3 per page, 8 pages, bounded, focus kept on the pager', async ({
      page,
    }) => {
      const pager = page.getByRole('navigation', { name: text.pager });
      const previous = pager.getByRole('button', { name: text.previous });
      const next = pager.getByRole('button', { name: text.next });
      await expect(names(page)).toHaveText(FIRST_PAGE);
      await expect(pager.getByTestId('pagination-indicator')).toHaveText('1 / 8');
      await expect(previous).toBeDisabled();

      const seen = new Set<string>(FIRST_PAGE);
      let shown: readonly string[] = FIRST_PAGE;
      for (let pageNumber = 2; pageNumber <= 8; pageNumber += 1) {
        await next.focus();
        await page.keyboard.press('Enter');
        await expect(pager.getByTestId('pagination-indicator')).toHaveText(`${pageNumber} / 8`);
        // The indicator changes at once; the cards once the old page has faded out.
        await expect(names(page)).not.toHaveText(shown);
        await expect(names(page)).toHaveCount(3);
        shown = await names(page).allTextContents();
        for (const name of shown) seen.add(name);
      }
      expect(seen.size).toBe(24);
      await expect(names(page)).toHaveText(LAST_PAGE);
      await expect(next).toBeDisabled();
      // The disabled button hands focus to the other one instead of dropping it.
      await expect(previous).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(pager.getByTestId('pagination-indicator')).toHaveText('7 / 8');
      await expect(previous).toBeFocused();
    });

    test('a card has the seeded avatar, the name, the role, the profile link and an expandable quote', async ({
      page,
    }) => {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Giulia Ferraris' }) });
      const avatar = card.getByRole('img', { name: text.avatar('Giulia Ferraris') });
      await expect(avatar).toHaveAttribute(
        'src',
        'https://api.dicebear.com/9.x/initials/svg?seed=Giulia%20Ferraris',
      );
      await expect(avatar).toHaveAttribute('width', '56');
      await expect(avatar).toHaveAttribute('height', '56');
      await expect(avatar).toHaveAttribute('loading', 'lazy');
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(card).toContainText(/RGI/);

      const link = card.getByRole('link', { name: text.profile('Giulia Ferraris') });
      await expect(link).toHaveText(text.viewProfile);
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/in\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

      const quote = card.locator('blockquote');
      const toggle = quote.getByRole('button');
      await expect(toggle).toHaveText(text.showMore);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const clamped = (await quote.boundingBox())?.height ?? 0;
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveText(text.showLess);
      expect((await quote.boundingBox())?.height ?? 0).toBeGreaterThan(clamped);
    });

    test('a page change fades and slides the new testimonials in', async ({ page }) => {
      const enteringStyles = await recordEnteringStyles(page);
      await page.getByRole('button', { name: text.next }).click();
      await expect(page.getByTestId('pagination-indicator')).toHaveText('2 / 8');
      await page.getByRole('button', { name: text.previous }).click();
      await expect(page.getByTestId('pagination-indicator')).toHaveText('1 / 8');
      const [forward, backward] = await enteringStyles();
      expect(forward).toMatch(/opacity: 0/);
      expect(forward).toMatch(/translateX\(40px\)/);
      expect(backward).toMatch(/translateX\(-40px\)/);
      await expect(page.locator('[data-page="1"]')).toHaveCSS('opacity', '1');
    });
  });
}

test('when the avatar service fails, the initials take the same place', async ({ page }) => {
  expectPageProblems(page, /Failed to load resource/);
  await failImageHosts(page);
  await page.goto('/?lng=it#/testimonials');
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

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a page change neither moves nor fades', async ({ page }) => {
    await page.goto('/#/testimonials');
    const enteringStyles = await recordEnteringStyles(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('pagination-indicator')).toHaveText('2 / 8');
    expect(await enteringStyles()).toEqual([null]);
  });
});
