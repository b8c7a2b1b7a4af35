import type { Locator, Page, TestInfo } from '@playwright/test';
import { appIsLive, holdTheApp } from './support/appEntry';
import { expect, gotoBeforeHydration, test } from './support/fixtures';
import { common, routeUrl } from './support/text';

/**
 * A tap made the moment the page first paints, on a slow phone (CPU slowed 4×)
 * and with the app's code held back, so it surely lands before the app is
 * live: it takes effect at once (controls with an early action) or once the
 * app is live (the rest), and only once.
 */
async function slowPhoneWithTheAppHeld(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return holdTheApp(page);
}

/** Taps on a touch screen, clicks elsewhere, as soon as the control is on screen. */
async function tapAtFirstPaint(control: Locator, testInfo: TestInfo): Promise<void> {
  await control.waitFor({ state: 'visible' });
  expect(await control.page().evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  if (testInfo.project.use.hasTouch) await control.tap();
  else await control.click();
}

test('Accept hides the banner at once and stores consent, in Italian too', async ({
  page,
}, testInfo) => {
  const release = await slowPhoneWithTheAppHeld(page);
  await gotoBeforeHydration(page, routeUrl('/courses', 'it'));
  const banner = page.getByRole('region', { name: common('it', 'cookie_banner.label') });
  await tapAtFirstPaint(banner.getByRole('button', { name: 'Accetta' }), testInfo);
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
  release();
  await appIsLive(page);
  await expect(banner).toHaveCount(0);
});

test('the theme toggle switches at once, and once', async ({ page }, testInfo) => {
  const release = await slowPhoneWithTheAppHeld(page);
  await gotoBeforeHydration(page, '/#/trading');
  const toggle = page.getByRole('button', { name: common('en', 'theme.dark_mode') });
  await tapAtFirstPaint(toggle, testInfo);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  release();
  await appIsLive(page);
  await page.waitForTimeout(300);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('the language picker opens once the app is live', async ({ page }, testInfo) => {
  const release = await slowPhoneWithTheAppHeld(page);
  await gotoBeforeHydration(page, '/#/');
  const picker = page.getByRole('button', {
    name: common('en', 'language.button').replace('{{language}}', 'English'),
  });
  await tapAtFirstPaint(picker, testInfo);
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  release();
  await appIsLive(page);
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Italiano' })).toBeVisible();
});

test('the Portfolio menu opens once the app is live @wide', async ({ page }, testInfo) => {
  const release = await slowPhoneWithTheAppHeld(page);
  await gotoBeforeHydration(page, '/#/experience');
  const menu = page.getByRole('button', { name: common('en', 'nav.portfolio') });
  await tapAtFirstPaint(menu, testInfo);
  release();
  await appIsLive(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: common('en', 'nav.projects') })).toBeVisible();
});

test('the site menu opens once the app is live @narrow', async ({ page }, testInfo) => {
  const release = await slowPhoneWithTheAppHeld(page);
  await gotoBeforeHydration(page, '/#/experience');
  const menu = page.getByRole('button', { name: common('en', 'nav.menu_open') });
  await tapAtFirstPaint(menu, testInfo);
  release();
  await appIsLive(page);
  const close = page.getByRole('button', { name: common('en', 'nav.menu_close') });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: common('en', 'nav.projects') })).toBeVisible();
});
