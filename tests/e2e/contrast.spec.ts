import type { Page } from '@playwright/test';
import { NON_TEXT_CONTRAST, parseHex } from '../../src/test/contrast';
import { samplePages } from './support/owner';
import { lookVariable } from '../../src/lib/lookTokens';
import {
  backgroundOf,
  borderPairs,
  focusRings,
  installColourProbeIn,
  ratioOf,
  type ColourPair,
} from './colours';
import { expect, forEachRoute, test, visit } from './support/fixtures';

/**
 * WCAG 1.4.11 Non-text contrast: the focus ring and the borders that outline
 * controls keep 3:1 against what is next to them, in both themes; and the
 * chart's lines and bar edges keep 3:1 against its card as the look paints it
 * (every pair of the look's tokens, in every accent: tooling/look/accent.test.ts).
 */

async function open(page: Page, path: string, theme: 'light' | 'dark') {
  await visit(page, path, { theme });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await installColourProbeIn(page);
}

const belowThreshold = (pairs: ColourPair[]) =>
  pairs
    .filter((pair) => ratioOf(pair) < NON_TEXT_CONTRAST)
    .map((pair) => `${pair.what}: ${ratioOf(pair).toFixed(2)}:1`);

/**
 * The ring's colour depends on the theme, where it falls (a card, the page, cut off) on the
 * width, never on the two together: light on a desk, dark on a phone.
 */
const RING_SWEEPS = [
  { theme: 'light', tag: '@wide' },
  { theme: 'dark', tag: '@narrow' },
] as const;

for (const { theme, tag } of RING_SWEEPS) {
  test(`the focus ring keeps 3:1 against its background on every stop of every route (${theme}) ${tag} @sweep`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    await forEachRoute(page, samplePages, { theme }, async (path) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await installColourProbeIn(page);
      const rings = await focusRings(page);
      expect(rings.length, `${path}: focus stops`).toBeGreaterThan(5);
      for (const ring of rings) {
        if (!ring.drawn) problems.push(`${path} ${ring.what}: no ring`);
        if (ring.clipped) problems.push(`${path} ${ring.what}: ring cut off by a parent`);
        if (ring.overPicture) problems.push(`${path} ${ring.what}: ring drawn over a picture`);
      }
      problems.push(...belowThreshold(rings).map((problem) => `${path} ${problem}`));
    });
    expect(problems).toEqual([]);
  });

  test(`control borders keep 3:1 against the page and their fill (${theme}) ${tag} @sweep`, async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await open(page, '/projects', theme);
    const pairs = [
      ...(await borderPairs(
        main.getByRole('group').getByRole('button', { pressed: false }),
        'filter button',
      )),
      // A disabled pager button is exempt (an inactive control): only the enabled one counts.
      ...(await borderPairs(
        main.getByRole('navigation').getByRole('button', { disabled: false }),
        'pager button',
      )),
    ];

    await open(page, '/trading', theme);
    const accordion = main.locator('div:has(> details[name] > summary)');
    pairs.push(
      ...(await borderPairs(main.getByRole('combobox'), 'view select')),
      ...(await borderPairs(accordion, 'accordion')),
      ...(await borderPairs(
        accordion.locator('> details + details'),
        'line between accordion years',
      )),
      ...(await borderPairs(
        main.getByRole('checkbox', { name: 'Show the data as a table' }).locator('xpath=..'),
        'table toggle',
      )),
      ...(await borderPairs(
        main.getByRole('link', { name: /Open an account on the platform/ }),
        'sign-up button',
      )),
    );
    expect(pairs.length).toBeGreaterThan(20);
    expect(belowThreshold(pairs)).toEqual([]);

    // The card the chart is drawn on: the select's row is its first child.
    const chartCard = main.getByRole('combobox').locator('xpath=../..');
    const painted = await backgroundOf(chartCard);
    // The lines and bar edges: a gain's and a loss's token, as the page has them in this theme.
    const chartPairs = await page.evaluate(
      (variables) =>
        variables.map((name) =>
          getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
        ),
      [lookVariable('gain'), lookVariable('loss')],
    );
    for (const hex of chartPairs) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(
      belowThreshold(
        chartPairs.map((hex) => ({
          what: `chart ${hex}`,
          colour: parseHex(hex),
          against: painted,
        })),
      ),
    ).toEqual([]);
  });
}
