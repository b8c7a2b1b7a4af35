import type { APIRequestContext, Page } from '@playwright/test';
import { cvPdfPath, fileSizeKb } from '../../src/lib/cvFiles';
import { SOFT_HYPHEN } from '../../src/lib/softHyphen';
import { profile, sampleSite } from './support/owner';
import { expect, gotoWithoutScript, test, visit } from './support/fixtures';
import { common, type Language } from './support/text';
import { openTrading, scrollToChart } from './support/trading';

/**
 * The CV a visitor takes away: a PDF per language, linked with its size from
 * the home page and every footer, plain links; the JSON Resumes
 * beside it; and any page printed as a clean document.
 */

/** The CV's address in a language. */
const pdfPath = (language: Language) => `/${cvPdfPath(profile.name, language)}`;

async function pdfSize(request: APIRequestContext, language: Language): Promise<number> {
  const response = await request.get(pdfPath(language));
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  return body.byteLength;
}

function cvLinks(page: Page, language: Language) {
  return page.getByRole('link', { name: new RegExp(`^${common(language, 'cv.download')} \\(`) });
}

for (const language of sampleSite.languageCodes) {
  test(`the home page and the footer offer the ${language} CV with its real size`, async ({
    page,
    request,
  }) => {
    const size = fileSizeKb(await pdfSize(request, language));
    await visit(page, '/', { language });
    const links = cvLinks(page, language);
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAccessibleName(
        `${common(language, 'cv.download')} (PDF, ${size} kB)`,
      );
      await expect(link).toHaveAttribute('href', pdfPath(language));
    }
    const download = page.waitForEvent('download');
    await links.last().click();
    expect((await download).suggestedFilename()).toBe(pdfPath(language).split('/').pop());
  });
}

test('every page has the CV link in its footer, in the page’s language', async ({ page }) => {
  await visit(page, '/courses', { language: 'it' });
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: /Scarica il CV/ }),
  ).toHaveAttribute('href', pdfPath('it'));
});

test('the JSON Resumes sit at the site root, one per language', async ({ request }) => {
  for (const language of sampleSite.languageCodes) {
    const response = await request.get(`/resume.${language}.json`);
    expect(response.ok()).toBe(true);
    // The CV files are made from the strings as written: the pages' soft hyphens stay out.
    expect(await response.text()).not.toContain(SOFT_HYPHEN);
    const resume = (await response.json()) as { basics: { name: string }; work: unknown[] };
    expect(resume.basics.name).toBe(profile.name);
    expect(resume.work.length).toBeGreaterThan(0);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the CV link is a working link @path', async ({ page, request }) => {
    await gotoWithoutScript(page, 'it/');
    const link = cvLinks(page, 'it').first();
    await expect(link).toHaveAttribute('href', pdfPath('it'));
    await pdfSize(request, 'it');
  });
});

test.describe('printing', () => {
  test('a page prints without its shell, banner or controls, with texts whole and link addresses', async ({
    page,
  }) => {
    await visit(page, '/experience', { theme: 'dark' });
    await page.emulateMedia({ media: 'print' });
    // Ink on white, whatever the theme.
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).color),
    ).toBe('rgb(0, 0, 0)');
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(
      page.getByRole('region', { name: common('en', 'cookie_banner.label'), exact: true }),
    ).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Collapsed technologies and clamped descriptions are whole; their toggles are gone.
    const card = page.locator('[data-item]').first();
    await expect(card.locator('details ul')).toBeVisible();
    await expect(card.getByText(common('en', 'expandable.show_more'))).toBeHidden();
    expect(
      await card.locator('[data-clamp] > p').evaluate((p) => getComputedStyle(p).overflow),
    ).toBe('visible');
  });

  test('the trading page prints its data table instead of the chart, and link addresses', async ({
    page,
  }) => {
    await openTrading(page, 'en');
    await scrollToChart(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('canvas')).toBeHidden();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('combobox')).toBeHidden();
    const external = page.locator('main a[href^="https://"]').first();
    const href = await external.getAttribute('href');
    expect(await external.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(
      `" (${href})"`,
    );
  });
});
