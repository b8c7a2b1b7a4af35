import type { Page } from '@playwright/test';
import { expect, reload, test, visit } from './support/fixtures';
import { ownerTexts, profile } from './support/owner';
import type { Language } from './support/text';

/** The first screen's parts, each in the viewport: photo, name, job title, pitch and CV. */
async function expectIntroductionOnFirstScreen(page: Page, language: Language) {
  const card = page.getByRole('figure');
  const introduction = [
    card.getByRole('img'),
    card.getByText(profile.name, { exact: true }),
    card.getByText(ownerTexts('profile', language).jobTitle, { exact: true }),
    card.getByText(ownerTexts('profile', language).pitch ?? '', { exact: true }),
    card.getByRole('link', { name: /CV/ }),
  ];
  const size = page.viewportSize();
  for (const part of introduction) {
    await expect(part, `${size?.width}×${size?.height}`).toBeInViewport();
  }
}

// The home page's layout and entrance, on the hash site (the path site's pages are the same
// HTML): on a laptop in English, then on the spec's phone in Italian, whose words run longer.
test('the home page: its first screen introduces the owner, it fades in (not under reduced motion), a short about text sits under the heading @wide @hash', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/');
  const section = page.getByRole('region').first();

  await test.step('the page fades in from opacity 0 to 1 over 700 ms', async () => {
    /** The opacity at a time on the fade's own clock (which starts a frame before the first paint). */
    const opacityAt = (milliseconds: number) =>
      section.evaluate((element, at) => {
        const [fade] = element.getAnimations();
        if (!fade) return getComputedStyle(element).opacity;
        fade.pause();
        fade.currentTime = at + Number(fade.effect?.getTiming().delay ?? 0);
        return getComputedStyle(element).opacity;
      }, milliseconds);
    expect([await opacityAt(0), await opacityAt(350), await opacityAt(700)]).toEqual([
      '0',
      expect.stringMatching(/^0\.\d+$/),
      '1',
    ]);
    // The clock starts at most one frame early: the first paint shows the text all but invisible.
    const early = await section.evaluate((element) =>
      Number(element.getAnimations()[0]?.effect?.getTiming().delay),
    );
    expect(early).toBeGreaterThanOrEqual(-17);
    expect(early).toBeLessThan(0);
  });

  await test.step('the first screen introduces the owner on a laptop', () =>
    expectIntroductionOnFirstScreen(page, 'en'));

  await test.step('a short about text sits right under the heading, however tall the profile card', async () => {
    const heading = page.getByRole('heading', { level: 1 });
    const aboutText = 'main section > div > div > p';
    const about = page.locator(aboutText).first();
    // An owner's one short sentence, and no second paragraph.
    await page.evaluate((selector) => {
      const [first, ...rest] = document.querySelectorAll<HTMLElement>(selector);
      if (first) first.textContent = 'I build web applications.';
      rest.forEach((paragraph) => paragraph.remove());
    }, aboutText);
    const [headingBox, aboutBox, cardBox] = await Promise.all([
      heading.boundingBox(),
      about.boundingBox(),
      page.getByRole('figure').boundingBox(),
    ]);
    expect(aboutBox?.y ?? 0).toBeLessThan((cardBox?.y ?? 0) + (cardBox?.height ?? 0) / 2);
    // No more than the grid's gap (3.5 rem) and the heading's rule between them.
    expect((aboutBox?.y ?? 0) - ((headingBox?.y ?? 0) + (headingBox?.height ?? 0))).toBeLessThan(
      80,
    );
  });

  await test.step('under reduced motion the page does not fade in', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // A new document (a second visit() of the same hash address would only change the hash).
    await reload(page);
    await expect(section).toBeVisible();
    expect(
      await section.evaluate((element) => ({
        animations: element.getAnimations().length,
        opacity: getComputedStyle(element).opacity,
      })),
    ).toEqual({ animations: 0, opacity: '1' });
  });

  await test.step('the first screen introduces the owner on the spec’s phone, in Italian', async () => {
    await page.setViewportSize({ width: 375, height: 667 });
    await visit(page, '/', { language: 'it' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expectIntroductionOnFirstScreen(page, 'it');
  });
});
