import type { Locator, Page, TestInfo } from '@playwright/test';
import { fragmentsInTwoParts } from './support/fragments';
import { holdAfterPaint, pageIsSettled } from './support/pageStates';
import {
  expect,
  expectPageProblems,
  gotoFirstPaint,
  test,
  visit,
  visitFirstPaint,
} from './support/fixtures';
import { common, pageText, type Language } from './support/text';

/**
 * Every control in the page answers a tap from the first paint, once, and
 * nothing the page does after undoes it: tapped with the after-paint module
 * held back (so the tap surely lands before it runs), the effect checked at
 * once, and again once the module has run (the fonts swapping in, the measured
 * states written): nothing replayed, nothing reset. Timing (within 100 ms) is
 * measured by the benchmark, not here.
 */

interface Control {
  name: string;
  /** The hash address of the page it is on (path mode visits the page's own address). */
  path: string;
  language: Language;
  /** Taps the control (or the controls that lead to it). */
  tap: (page: Page, press: (control: Locator) => Promise<void>) => Promise<void>;
  /** Asserts the effect of one tap. */
  effect: (page: Page) => Promise<void>;
  /**
   * @wide: the control exists on wide screens only (the Portfolio menu), and is
   * clicked there, in both modes. Every other control is tapped on the phone, in
   * both modes: the site menu exists there only, and the rest (the banner, the
   * theme and language buttons, the page's own controls) are the same markup and
   * behaviour at every width.
   */
  width?: '@wide';
  /**
   * The tap leads to another address, which differs by build: tapped on both builds. Every
   * other control is the same markup and code on both, tapped on the hash build.
   */
  leadsToAnAddress?: true;
}

const nextPage = (page: Page, language: Language) =>
  page.getByRole('button', { name: common(language, 'pagination.next_page') });
const indicator = (page: Page) => page.getByTestId('pagination-indicator').first();
const shownHeadings = (page: Page) =>
  page.locator('[data-item]:not([data-off]) h2').allTextContents();

const CONTROLS: Control[] = [
  {
    name: 'Accept on the cookie banner',
    path: '/testimonials',
    language: 'it',
    tap: (page, press) => press(page.getByRole('button', { name: 'Accetta' })),
    effect: async (page) => {
      await expect(page.getByRole('button', { name: 'Accetta' })).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    },
  },
  {
    name: 'the theme toggle',
    path: '/trading',
    language: 'en',
    tap: (page, press) =>
      press(page.getByRole('button', { name: common('en', 'theme.dark_mode') })),
    effect: async (page) => {
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(
        page.getByRole('button', { name: common('en', 'theme.dark_mode') }),
      ).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    },
  },
  {
    name: 'the Portfolio menu',
    path: '/experience',
    language: 'en',
    width: '@wide',
    tap: (page, press) => press(page.getByRole('button', { name: common('en', 'nav.portfolio') })),
    effect: (page) =>
      expect(
        page.getByRole('link', { name: common('en', 'nav.projects'), exact: true }),
      ).toBeVisible(),
  },
  {
    name: 'a page link in the Portfolio menu',
    path: '/',
    language: 'en',
    width: '@wide',
    leadsToAnAddress: true,
    tap: async (page, press) => {
      await press(page.getByRole('button', { name: common('en', 'nav.portfolio') }));
      await press(page.getByRole('link', { name: common('en', 'nav.projects'), exact: true }));
    },
    effect: (page) =>
      expect(
        page.getByRole('heading', { level: 1, name: pageText('en', 'projects', 'title') }),
      ).toBeVisible(),
  },
  {
    name: 'the language picker and its Italian link',
    path: '/courses',
    language: 'en',
    leadsToAnAddress: true,
    tap: async (page, press) => {
      await press(
        page.getByRole('button', {
          name: common('en', 'language.button').replace('{{language}}', 'English'),
        }),
      );
      await press(page.getByRole('link', { name: 'Italiano' }));
    },
    effect: (page) =>
      expect(
        page.getByRole('heading', { level: 1, name: pageText('it', 'courses', 'title') }),
      ).toBeVisible(),
  },
  {
    name: 'the courses pager',
    path: '/courses',
    language: 'en',
    tap: (page, press) => press(nextPage(page, 'en')),
    effect: async (page) => {
      await expect(indicator(page)).toHaveText('2 / 4');
      expect(await shownHeadings(page)).toHaveLength(3);
    },
  },
  {
    name: 'the testimonials pager, forward and back',
    path: '/testimonials',
    language: 'it',
    tap: async (page, press) => {
      await press(nextPage(page, 'it'));
      await press(nextPage(page, 'it'));
      await press(page.getByRole('button', { name: common('it', 'pagination.previous_page') }));
    },
    effect: (page) => expect(indicator(page)).toHaveText('2 / 8'),
  },
  {
    name: 'the company filter and the projects pager',
    path: '/projects',
    language: 'en',
    tap: async (page, press) => {
      await press(nextPage(page, 'en'));
      await press(page.getByRole('button', { name: 'Italiaonline' }));
    },
    effect: async (page) => {
      await expect(page.getByRole('button', { name: 'Italiaonline' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(indicator(page)).toHaveText('1 / 2');
      await expect(page.getByText('3 projects at Italiaonline')).toBeVisible();
    },
  },
  {
    name: 'the year filter',
    path: '/experience',
    language: 'it',
    tap: (page, press) => press(page.getByRole('button', { name: '2014', exact: true })),
    effect: async (page) => {
      await expect(page.getByRole('button', { name: '2014', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect((await shownHeadings(page)).length).toBeGreaterThan(0);
      await expect(
        page.locator('[data-item]:not([data-off]) [data-when="2014"]').first(),
      ).toBeVisible();
    },
  },
  {
    // Last on its page: the menu, once open, covers it.
    name: 'the site menu',
    path: '/experience',
    language: 'it',
    tap: (page, press) => press(page.getByRole('button', { name: common('it', 'nav.menu_open') })),
    effect: (page) =>
      expect(
        page.getByRole('link', { name: common('it', 'nav.projects'), exact: true }),
      ).toBeVisible(),
  },
  {
    name: 'a trading year in the accordion',
    path: '/trading',
    language: 'en',
    tap: (page, press) => press(page.locator('summary', { hasText: '2024' })),
    effect: async (page) => {
      await expect(page.locator('details[open] > summary')).toHaveCount(1);
      await expect(page.getByRole('list', { name: /2024/ })).toBeVisible();
    },
  },
  {
    // A page of its own: the annual view hides the monthly accordion.
    name: 'the trading view select',
    path: '/trading',
    language: 'it',
    tap: async (page) => {
      await page
        .getByRole('combobox', { name: pageText('it', 'trading', 'performance.view_label') })
        .selectOption('annual');
    },
    effect: async (page) => {
      await expect(
        page.getByRole('heading', { name: pageText('it', 'trading', 'performance.annual_title') }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: pageText('it', 'trading', 'performance.monthly_title') }),
      ).toBeHidden();
    },
  },
  {
    name: 'the chart data table toggle',
    path: '/trading',
    language: 'en',
    tap: (page, press) =>
      press(
        page.getByRole('checkbox', { name: pageText('en', 'trading', 'performance.table.show') }),
      ),
    effect: (page) => expect(page.getByRole('table').first()).toBeVisible(),
  },
  {
    name: 'Show more and Show technologies',
    path: '/courses',
    language: 'en',
    tap: async (page, press) => {
      const card = page.locator('[data-item]:not([data-off])').first();
      await press(card.getByText(common('en', 'expandable.show_more')));
      await press(card.getByText(pageText('en', 'courses', 'show_tech')));
    },
    effect: async (page) => {
      const card = page.locator('[data-item]:not([data-off])').first();
      await expect(card.getByText(common('en', 'expandable.show_less'))).toBeVisible();
      await expect(card.locator('details[open]')).toHaveCount(2);
    },
  },
];

/** Slows the page's CPU by `rate` (4: a slow phone; 1: this machine's speed again). */
async function cpuSlowdown(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.detach();
}

function presser(testInfo: TestInfo) {
  return async (control: Locator) => {
    if (testInfo.project.use.hasTouch) await control.tap();
    else await control.click();
  };
}

/**
 * The controls that stay on their page, by the page they are tapped on at one load (its
 * path, language and width): each tap lands before the after-paint module, whatever was
 * tapped before it, and every effect is checked again once the module has run.
 */
const controlsByPage = new Map<string, Control[]>();
for (const control of CONTROLS.filter((each) => !each.leadsToAnAddress)) {
  const where = `${control.path} (${control.language}) ${control.width ?? '@narrow'}`;
  controlsByPage.set(where, [...(controlsByPage.get(where) ?? []), control]);
}

async function tapAtFirstPaint(page: Page, controls: Control[], testInfo: TestInfo) {
  const [{ path, language }] = controls as [Control];
  const release = await holdAfterPaint(page);
  await visitFirstPaint(page, path, { language });
  for (const control of controls) {
    await test.step(`${control.name}: tapped before the after-paint module`, async () => {
      expect(
        await page.evaluate(() => document.documentElement.hasAttribute('data-after-paint')),
      ).toBe(false);
      await control.tap(page, presser(testInfo));
      await control.effect(page);
    });
  }
  release();
  await pageIsSettled(page);
  // Two frames after the after-paint module ran: anything it would redo has been done.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  for (const control of controls) {
    await test.step(`${control.name}: kept once the module has run`, () => control.effect(page));
  }
}

for (const [where, controls] of controlsByPage) {
  const names = controls.map((control) => control.name).join(', ');
  const answer = controls.length > 1 ? 'each answer' : 'answers';
  test(`on ${where}, ${names} ${answer} at first paint, once @hash`, async ({ page }, testInfo) => {
    await tapAtFirstPaint(page, controls, testInfo);
  });
}

// A tap that leads to another address, on both builds.
for (const control of CONTROLS.filter((control) => control.leadsToAnAddress)) {
  test(`${control.name} answers at first paint, once ${control.width ?? '@narrow'}`, async ({
    page,
  }, testInfo) => {
    // Path mode, a page left while Playwright holds a request of it: Chromium skips the
    // cross-document view transition and reports that it did (not so for a visitor's browser).
    expectPageProblems(page, /Transition was aborted/);
    await tapAtFirstPaint(page, [control], testInfo);
  });
}

// The hash build: the language button and its menu are the same markup in both builds but for
// the links' addresses, which this test does not follow (the path build's tap on the picker is
// "the language picker and its Italian link"'s).
test('a menu tapped twice, 300 ms apart, at first paint ends closed, and stays closed @narrow @hash', async ({
  page,
}, testInfo) => {
  const release = await holdAfterPaint(page);
  await visitFirstPaint(page, '/', { language: 'en' });
  const picker = page.getByRole('button', {
    name: common('en', 'language.button').replace('{{language}}', 'English'),
  });
  const press = presser(testInfo);
  await press(picker);
  await expect(page.getByRole('link', { name: 'Italiano' })).toBeVisible();
  // The visitor's rhythm, not a wait for the page: the second tap comes 300 ms later.
  await page.waitForTimeout(300);
  await press(picker);
  await expect(page.getByRole('link', { name: 'Italiano' })).toBeHidden();
  release();
  await pageIsSettled(page);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(page.getByRole('link', { name: 'Italiano' })).toBeHidden();
});

// Hash mode parses what of a page arrives after its first paint a slice a frame: a tap does not
// wait for them. The press is held here as long as the test needs; a visitor's lasts a moment.
test('a press at first paint holds back the rest of a hash page until its release, so the tap is answered first @wide @hash', async ({
  page,
}) => {
  const fragments = await fragmentsInTwoParts(page);
  try {
    await gotoFirstPaint(page, '/#/courses');
    const toggle = page.getByRole('button', { name: common('en', 'theme.dark_mode') });
    const box = await toggle.boundingBox();
    if (!box) throw new Error('the theme toggle has no box at the first paint');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    fragments.sendTheRest();
    // The rest has arrived, and three frames have passed: without the press, each added a slice.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some(({ name }) => name.includes('/fragments/')),
    );
    await page.evaluate(
      () =>
        new Promise((done) => {
          let frames = 3;
          const next = () => (--frames > 0 ? requestAnimationFrame(next) : setTimeout(done, 0));
          requestAnimationFrame(next);
        }),
    );
    await expect(page.getByRole('main')).toHaveCount(0);
    await page.mouse.up();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } finally {
    await fragments.close();
  }
});

/** Each delay with the page it leads to, and a link of the menu that shows it open there. */
const MENU_AFTER_A_PAGE_CHANGE = [
  { delay: 0, to: 'projects', menuLink: 'nav.courses' },
  { delay: 300, to: 'courses', menuLink: 'nav.projects' },
  { delay: 1000, to: 'projects', menuLink: 'nav.courses' },
] as const;

test(`the Portfolio menu opened ${MENU_AFTER_A_PAGE_CHANGE.map(({ delay }) => delay).join(', ')} ms after a page change stays open @wide`, async ({
  page,
}) => {
  await visit(page, '/', { language: 'en' });
  // A slow phone from the first page change on: each new page arrives late.
  await cpuSlowdown(page, 4);
  const portfolio = page.getByRole('button', { name: common('en', 'nav.portfolio') });
  for (const { delay, to, menuLink } of MENU_AFTER_A_PAGE_CHANGE) {
    await test.step(`${delay} ms after following the link to ${to}`, async () => {
      await portfolio.click();
      await page.getByRole('link', { name: common('en', `nav.${to}`), exact: true }).click();
      // The visitor's rhythm: the menu is opened again this long after following the link.
      if (delay > 0) await page.waitForTimeout(delay);
      await portfolio.click();
      const link = page.getByRole('link', { name: common('en', menuLink), exact: true });
      await expect(link).toBeVisible();
      // The new page is in (its heading drawn) …
      await expect(
        page.getByRole('heading', { level: 1, name: pageText('en', to, 'title') }),
      ).toBeVisible();
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      // … and the menu the visitor opened is still open, focus where they left it.
      await expect(link).toBeVisible();
      await expect(portfolio).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(link).toBeHidden();
    });
  }
});
