import { expect, reload, test, visit } from './support/fixtures';

const themeButton = (name = 'Dark theme') => ({ name });

test.describe('theme', () => {
  // What a tap does (class, aria-pressed, storage) is src/behaviours/actions.test.ts's; the
  // Italian name is ThemeToggle.test.tsx's. Here what needs a browser: the colours, a reload.
  test('starts light, turns the page dark and keeps it dark across a reload', async ({ page }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', themeButton());
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    expect(darkBackground).not.toBe('rgb(255, 255, 255)');

    await reload(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', themeButton())).toHaveAttribute('aria-pressed', 'true');
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
});
