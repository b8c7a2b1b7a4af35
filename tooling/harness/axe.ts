import type { Page } from '@playwright/test';
import axe, { type Result, type RunOptions, type SerialContextObject } from 'axe-core';

/**
 * axe's violations on the open page, within `scope` (CSS selectors to include or exclude;
 * the whole page without), of the rules `runOnly` names. axe is put into a document once and
 * run there: @axe-core/playwright's builder evaluates its half-megabyte source twice per
 * analysis and sends back every rule that passed, more than the analysis itself took. The site
 * has no frames, so its one document is all there is to judge. The browser tests' sweeps and
 * check:looks both judge through it.
 */
export async function axeViolations(
  page: Page,
  runOnly: NonNullable<RunOptions['runOnly']>,
  scope?: SerialContextObject,
): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ scope, runOnly }) => {
      // The page as drawn: what a state change set going (a box measured as it is laid out,
      // src/behaviours/scrollers.ts) is written by the second frame.
      await new Promise((drawn) => {
        requestAnimationFrame(() => requestAnimationFrame(drawn));
        setTimeout(drawn, 200);
      });
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const results = await inPage.run(scope ?? document, {
        runOnly,
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { scope, runOnly },
  );
}
