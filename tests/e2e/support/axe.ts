import type { Page } from '@playwright/test';
import axe, { type Result, type SerialContextObject } from 'axe-core';

/** The WCAG 2.2 AA rules, as the accessibility sweeps judge them. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the open page, within `scope` (CSS selectors to include or
 * exclude; the whole page without), one line each. axe is put into a document once
 * and run there: @axe-core/playwright's builder evaluates its half-megabyte source
 * twice per analysis and sends back every rule that passed, more than the analysis
 * itself took. The site has no frames, so its one document is all there is to judge.
 */
export async function axeViolations(page: Page, scope?: SerialContextObject): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations: Result[] = await page.evaluate(
    async ({ scope, tags }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const results = await inPage.run(scope ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { scope, tags: TAGS },
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
