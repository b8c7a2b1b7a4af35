import { expect, test } from './support/fixtures';

test('home renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
});
