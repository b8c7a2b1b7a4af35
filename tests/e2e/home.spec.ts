import { expect, test, visit } from './support/fixtures';
import { profile } from './support/owner';
import { pageText, type Language } from './support/text';

/** The spec's phone and a laptop, in the language whose words run longer on the phone. */
const FIRST_SCREENS: { width: number; height: number; language: Language }[] = [
  { width: 375, height: 667, language: 'it' },
  { width: 1280, height: 800, language: 'en' },
];

test('the first screen introduces the owner: photo, name, job title, pitch and CV in the first viewport @wide @hash', async ({
  page,
}) => {
  for (const { width, height, language } of FIRST_SCREENS) {
    await page.setViewportSize({ width, height });
    await visit(page, '/', { language });
    const card = page.getByRole('figure');
    const introduction = [
      card.getByRole('img'),
      card.getByText(profile.name, { exact: true }),
      card.getByText(pageText(language, 'common', 'jobTitle'), { exact: true }),
      card.getByText(pageText(language, 'common', 'pitch'), { exact: true }),
      card.getByRole('link', { name: /CV/ }),
    ];
    for (const part of introduction) await expect(part, `${width}×${height}`).toBeInViewport();
  }
});

test('the home page fades in from opacity 0 to 1 over 700 ms, and not when motion is reduced @wide @hash', async ({
  page,
}) => {
  await visit(page, '/');
  const section = page.getByRole('region').first();
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
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/');
  expect(await section.evaluate((element) => element.getAnimations().length)).toBe(0);
  expect(await opacityAt(0)).toBe('1');
});

test('a short about text sits right under the heading, however tall the profile card @wide @hash', async ({
  page,
}) => {
  await visit(page, '/', { consent: true });
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
  expect((aboutBox?.y ?? 0) - ((headingBox?.y ?? 0) + (headingBox?.height ?? 0))).toBeLessThan(80);
});
