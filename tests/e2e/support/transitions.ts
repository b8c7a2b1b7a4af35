import type { Page } from '@playwright/test';

/** Records the inline style each new page of the list is inserted with. */
export async function recordEnteringStyles(page: Page): Promise<() => Promise<(string | null)[]>> {
  await page.evaluate(() => {
    const styles: (string | null)[] = [];
    Object.assign(window, { enteringStyles: styles });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.dataset.page) {
            styles.push(node.getAttribute('style'));
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { enteringStyles: (string | null)[] }).enteringStyles,
    );
}
