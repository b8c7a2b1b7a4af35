import { expect, test, visit } from './support/fixtures';

// Years, filtering, badges and the Italian page are ExperiencePage.test.tsx's;
// here what needs a browser: the 3-line clamp is layout.
test('a long description is clamped to 3 lines with a Show more / Show less toggle', async ({
  page,
}) => {
  await visit(page, '/experience', { consent: true });
  const card = page.getByRole('article').first();
  const toggle = card.locator('[data-clamp] summary');
  await expect(toggle).toHaveText('Show more', { useInnerText: true });
  const description = card.locator('[data-clamp] > p');
  const lineHeight = await description.evaluate((el) =>
    Number.parseFloat(getComputedStyle(el).lineHeight),
  );
  const clampedHeight = (await description.boundingBox())?.height ?? 0;
  expect(Math.round(clampedHeight / lineHeight)).toBe(3);

  await toggle.click();
  await expect(toggle).toHaveText('Show less', { useInnerText: true });
  const expandedHeight = (await description.boundingBox())?.height ?? 0;
  expect(expandedHeight).toBeGreaterThan(clampedHeight);

  await toggle.click();
  await expect(toggle).toHaveText('Show more', { useInnerText: true });
  await expect
    .poll(async () => Math.round(((await description.boundingBox())?.height ?? 0) / lineHeight))
    .toBe(3);
});
