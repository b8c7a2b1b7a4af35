import { expect, reload, test, visit } from './support/fixtures';

// What a tap does (class, aria-pressed, storage) is src/behaviours/actions.test.ts's; the
// Italian name is ThemeToggle.test.tsx's; a stored theme read before the first paint,
// garbage ignored, is src/first-paint/firstPaint.test.ts's. Here what needs a browser:
// the colours, and a reload that never shows the other theme first.
test('the theme starts light, turns the page dark and stays dark from the first paint of a reload', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Record the theme at the moment <body> starts to parse: before any module runs.
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { darkBeforeBody: boolean }).darkBeforeBody =
          document.documentElement.classList.contains('dark');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const darkBeforeBody = () =>
    page.evaluate(() => (window as unknown as { darkBeforeBody?: boolean }).darkBeforeBody);
  const toggle = page.getByRole('button', { name: 'Dark theme' });

  await visit(page, '/experience');
  expect(await darkBeforeBody()).toBe(false);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.body).backgroundColor,
  );

  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe(lightBackground);

  await reload(page);
  expect(await darkBeforeBody()).toBe(true);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
