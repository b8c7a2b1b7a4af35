import { expect, reload, test, visit } from './support/fixtures';

const themeButton = (name = 'Dark theme') => ({ name });

test.describe('theme', () => {
  test('starts light, toggles to dark and back, and remembers the choice', async ({ page }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', themeButton());
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    expect(darkBackground).not.toBe('rgb(255, 255, 255)');

    await reload(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', themeButton())).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', themeButton()).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a dark-theme visitor never sees the light theme on reload', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      // Record the theme at the moment <body> starts to parse: before any module runs.
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { darkBeforeBody: boolean }).darkBeforeBody =
            document.documentElement.classList.contains('dark');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await visit(page, '/experience');
    expect(
      await page.evaluate(() => (window as unknown as { darkBeforeBody?: boolean }).darkBeforeBody),
    ).toBe(true);
  });

  test('ignores an unknown stored theme', async ({ page }) => {
    await visit(page, '/', { theme: 'purple' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.getByRole('button', themeButton())).toHaveAttribute('aria-pressed', 'false');
  });

  test('is named in Italian too', async ({ page }) => {
    await visit(page, '/', { language: 'it' });
    await page.getByRole('button', themeButton('Tema scuro')).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
