import { cvPdfPath, fileSizeKb } from '../../src/lib/cvFiles';
import { SOFT_HYPHEN } from '../../src/lib/softHyphen';
import { NOT_FOUND_KEY, routeKeyForPath } from '../../src/lib/routes';
import { pagePath, type RoutingMode } from '../../src/lib/siteUrls';
import { builtFile, builtHtmlFiles, parsed, readBuilt } from './support/builtPages';
import { profile, samplePages, sampleSite } from './support/owner';
import { expect, navigateInSite, test, visit } from './support/fixtures';
import { common, type Language } from './support/text';
import { scrollToChart, tradingText } from './support/trading';

/**
 * The CV a visitor takes away: a PDF per language, linked with its size from
 * the home page and every footer, plain links; the JSON Resumes
 * beside it; and any page printed as a clean document.
 */

/** The CV's address in a language. */
const pdfPath = (language: Language) => `/${cvPdfPath(profile.name, language)}`;

/** The CV links of a built page: their address, the name they give and their download name. */
function cvLinks(doc: Document, language: Language) {
  return [...doc.querySelectorAll('a')]
    .map((link) => ({
      href: link.getAttribute('href'),
      download: link.getAttribute('download'),
      footer: link.closest('footer') !== null,
      // The icon is aria-hidden: the name is the text.
      name: (link.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }))
    .filter(({ name }) => name.startsWith(`${common(language, 'cv.download')} (`));
}

/** Each built page of a language in both builds: hash mode's fragments, path mode's documents. */
function builtPagesIn(
  language: Language,
): { routing: RoutingMode; where: string; home: boolean; doc: Document }[] {
  const hash = builtHtmlFiles('hash')
    .filter((file) => file.startsWith(`fragments/${language}/`))
    .map((file) => ({
      routing: 'hash' as const,
      where: `hash: ${file}`,
      home: file.includes('/home-'),
      doc: parsed(readBuilt('hash', file)),
    }));
  const path = samplePages
    .filter((page) => routeKeyForPath(sampleSite.routes, page) !== NOT_FOUND_KEY)
    .map((page) => {
      const file = `${pagePath(sampleSite, page, language).slice(1)}index.html`;
      return {
        routing: 'path' as const,
        where: `path: ${file}`,
        home: page === '/',
        doc: parsed(readBuilt('path', file)),
      };
    });
  return [...hash, ...path];
}

// What the builds wrote, read without a browser: the path site's documents are also what a
// visitor without JavaScript gets, the CV a plain link in them.
test('the home page and every footer link the CV of the page’s language as a download, with its real size; the JSON Resumes sit at the root', () => {
  for (const language of sampleSite.languageCodes) {
    // Each build made its own PDF (their dates differ): each page names its own build's size.
    const sizes = new Map(
      (['hash', 'path'] as const).map((routing) => {
        const pdf = builtFile(routing, pdfPath(language).slice(1));
        expect(pdf.subarray(0, 5).toString(), `${routing}: ${language}`).toBe('%PDF-');
        return [routing, fileSizeKb(pdf.byteLength)];
      }),
    );
    const pages = builtPagesIn(language);
    expect(pages.length, language).toBeGreaterThan(sampleSite.routes.length);
    for (const { routing, where, home, doc } of pages) {
      const links = cvLinks(doc, language);
      expect(
        links.filter((link) => link.footer),
        `${where}: in the footer`,
      ).toHaveLength(1);
      expect(links, where).toHaveLength(home ? 2 : 1);
      for (const { href, download, name } of links) {
        expect({ href, download, name }, where).toEqual({
          href: pdfPath(language),
          download: pdfPath(language).split('/').pop(),
          name: `${common(language, 'cv.download')} (PDF, ${sizes.get(routing)} kB)`,
        });
      }
    }

    for (const routing of ['hash', 'path'] as const) {
      const resume = readBuilt(routing, `resume.${language}.json`);
      // The CV files are made from the strings as written: the pages' soft hyphens stay out.
      expect(resume, routing).not.toContain(SOFT_HYPHEN);
      const parsed = JSON.parse(resume) as { basics: { name: string }; work: unknown[] };
      expect(parsed.basics.name, routing).toBe(profile.name);
      expect(parsed.work.length, routing).toBeGreaterThan(0);
    }
  }
});

test('printing: a page without its shell, banner or controls, texts whole; the trading page with its data table for the chart; link addresses written out', async ({
  page,
}) => {
  await visit(page, '/experience', { theme: 'dark' });
  await page.emulateMedia({ media: 'print' });
  await test.step('a page prints without its shell, banner or controls, with texts whole', async () => {
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

  await test.step('the trading page prints its data table instead of the chart, and link addresses', async () => {
    // The chart is drawn on screen first, as a visitor who prints has it.
    await page.emulateMedia({ media: 'screen' });
    await navigateInSite(page, '/trading');
    await expect(
      page.getByRole('heading', { level: 1, name: tradingText('en').title }),
    ).toBeVisible();
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
