import { expect, test, visit } from './support/fixtures';

for (const path of ['/does-not-exist', '/experience/extra', '/%E2%9C%93', '/projects/']) {
  test(`unknown route ${path} shows the 404 page or its page @routing`, async ({ page }) => {
    await visit(page, path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the 404 page says what happened and links home, in both languages @routing', async ({
  page,
}) => {
  await visit(page, '/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('The page you are looking for does not exist or has been removed.'),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();

  await visit(page, '/da-nessuna-parte', { language: 'it' });
  await expect(
    page.getByRole('heading', { level: 1, name: '404 - Pagina non trovata' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
});
