import { expect, test, visit } from './support/fixtures';
import { identity } from './support/owner';
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
      card.getByText(identity.ownerName, { exact: true }),
      card.getByText(identity.jobTitle, { exact: true }),
      card.getByText(pageText(language, 'common', 'about_pitch'), { exact: true }),
      card.getByRole('link', { name: /CV/ }),
    ];
    for (const part of introduction) await expect(part, `${width}×${height}`).toBeInViewport();
  }
});
