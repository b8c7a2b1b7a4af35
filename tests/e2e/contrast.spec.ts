import type { Locator } from '@playwright/test';
import { NON_TEXT_CONTRAST, parseHex } from '../../src/test/contrast';
import { lookVariable } from '../../src/lib/lookTokens';
import {
  backgroundOf,
  borderPairs,
  installColourProbeIn,
  ratioOf,
  type ColourPair,
} from './colours';
import { expect, forEachRoute, test } from './support/fixtures';

/**
 * WCAG 1.4.11 Non-text contrast: the borders that outline controls keep 3:1
 * against what is next to them, in both themes; and the chart's lines and bar
 * edges keep 3:1 against its card as the look paints it (every pair of the look's
 * tokens, in every accent: tooling/look/accent.test.ts). The focus ring's, on every
 * stop of every route: focus-not-obscured.spec.ts, which tabs through them.
 */

const belowThreshold = (pairs: ColourPair[]) =>
  pairs
    .filter((pair) => ratioOf(pair) < NON_TEXT_CONTRAST)
    .map((pair) => `${pair.what}: ${ratioOf(pair).toFixed(2)}:1`);

/** Colours depend on the theme, the controls' size and place on the width: light on a desk, dark on a phone. */
const THEMES = [
  { theme: 'light', tag: '@wide' },
  { theme: 'dark', tag: '@narrow' },
] as const;

for (const { theme, tag } of THEMES) {
  test(`control borders keep 3:1 against the page and their fill, and the chart against its card (${theme}) ${tag}`, async ({
    page,
  }) => {
    const main = page.getByRole('main');
    const problems: string[] = [];
    /** Every element the locator finds: at least one, or the check would pass on nothing. */
    const judge = async (locator: Locator, what: string) => {
      const pairs = await borderPairs(locator, what);
      expect(pairs.length, `${what}: none found`).toBeGreaterThan(0);
      problems.push(...belowThreshold(pairs));
    };
    // Round the site as its links go: each page is judged once its own heading is in.
    await forEachRoute(page, ['/projects', '/trading'], { theme }, async (path) => {
      await installColourProbeIn(page);
      if (path === '/projects') {
        await judge(
          main.getByRole('group').getByRole('button', { pressed: false }),
          'filter button',
        );
        // A disabled pager button is exempt (an inactive control): only the enabled one counts.
        await judge(
          main.getByRole('navigation').getByRole('button', { disabled: false }),
          'pager button',
        );
        return;
      }
      const accordion = main.locator('div:has(> details[name] > summary)');
      await judge(main.getByRole('combobox'), 'view select');
      await judge(accordion, 'accordion');
      await judge(accordion.locator('> details + details'), 'line between accordion years');
      await judge(
        main.getByRole('checkbox', { name: 'Show the data as a table' }).locator('xpath=..'),
        'table toggle',
      );
      await judge(
        main.getByRole('link', { name: /Open an account on the platform/ }),
        'sign-up button',
      );

      // The card the chart is drawn on: the select's row is its first child.
      const painted = await backgroundOf(main.getByRole('combobox').locator('xpath=../..'));
      // The lines and bar edges: a gain's and a loss's token, as the page has them in this theme.
      const chartColours = await page.evaluate(
        (variables) =>
          variables.map((name) =>
            getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
          ),
        [lookVariable('gain'), lookVariable('loss')],
      );
      for (const hex of chartColours) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      problems.push(
        ...belowThreshold(
          chartColours.map((hex) => ({
            what: `chart ${hex}`,
            colour: parseHex(hex),
            against: painted,
          })),
        ),
      );
    });
    expect(problems).toEqual([]);
  });
}
