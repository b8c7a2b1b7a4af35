import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FirstPaintData } from '../../src/first-paint/documentContract';
import type { HeadValues } from '../../src/lib/head';
import { hashSite } from './hashSite';
import { fixtureSiteInput } from './testing/fixtureSiteInput';
import type { Language } from '../../src/lib/language';
import { FIXTURE_LANGUAGES } from './testing/fixtureManifest';
import { templateSite } from './testing/templateSite';

const { routeKeys: ROUTE_KEYS, languageCodes } = templateSite(FIXTURE_LANGUAGES);

const site = () =>
  hashSite(fixtureSiteInput((routeKey, language) => `<main>${language} ${routeKey}</main>`));

function dataOf(html: string): FirstPaintData {
  const json = /<script type="application\/json" id="first-paint-data">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? '{}') as FirstPaintData;
}

describe('hashSite', () => {
  it('writes one fragment per page and language, named by its content', async () => {
    const files = await site();
    const fragments = files.filter((file) => file.path.startsWith('fragments/'));
    expect(fragments).toHaveLength(ROUTE_KEYS.length * languageCodes.length);
    const courses = fragments.find((file) =>
      /^fragments\/it\/courses-[0-9a-f]{10}\.html$/.test(file.path),
    );
    expect(courses?.content).toMatch(/<\/script><main>it courses<\/main>$/);
  });

  it('heads each fragment with its title and the head tags pages do not share', async () => {
    const fragment = (await site()).find((file) => file.path.startsWith('fragments/it/courses-'));
    const head = /^<script type="application\/json" data-page-head>(.*?)<\/script>/.exec(
      fragment?.content ?? '',
    )?.[1];
    const { title, tags } = JSON.parse(head ?? '{}') as HeadValues;
    expect(title).toBe('courses (it)');
    const selectors = tags.map(([selector]) => selector);
    expect(selectors).toContain("meta[property='og:title']");
    expect(tags).toContainEqual([
      "link[rel='alternate'][hreflang='it']",
      'href',
      'https://ada.example/portfolio/it/courses/',
    ]);
    // The same on every page: the document has it already.
    expect(selectors).not.toContain("meta[property='og:type']");
  });

  it("writes an index.html with the English home page's head and no page in it", async () => {
    const index = (await site()).find((file) => file.path === 'index.html')?.content ?? '';
    expect(index).toContain('<title>home (en)</title>');
    expect(index).toContain('<div id="root"></div>');
    expect(index).not.toContain('<main>');
  });

  it('tells a reader without script that the site needs it, in every language', async () => {
    const index = (await site()).find((file) => file.path === 'index.html')?.content ?? '';
    expect(index).toContain('<noscript><p>hash (en)</p><p lang="it">hash (it)</p></noscript>');
  });

  it("tells the pre-paint script each page's fragments and the modules after the paint, under the base path", async () => {
    const files = await site();
    const data = dataOf(files.find((file) => file.path === 'index.html')?.content ?? '');
    expect(data.mode).toBe('hash');
    expect(data.languages).toEqual(languageCodes);
    expect(data.sections).toEqual(templateSite().sections);
    expect(data.memory).toBe('picked');
    expect(data.fragments.courses?.it).toMatch(/^\/portfolio\/fragments\/it\/courses-/);
    expect(Object.keys(data.fragments).sort()).toEqual([...ROUTE_KEYS].sort());
    expect(data.navigation).toEqual([
      '/portfolio/assets/navigation-1.js',
      '/portfolio/assets/shared-1.js',
    ]);
    expect(data.afterPaint).toEqual([
      '/portfolio/assets/after-paint-1.js',
      '/portfolio/assets/shared-1.js',
    ]);
    expect(data.islands).toEqual({
      'performance-chart': '/portfolio/assets/performance-chart-1.js',
    });
  });

  it('gives a third language a fragment of every page, and tells the pre-paint script', async () => {
    // What an owner adds in site.json; the writers take the list as it is.
    const third = 'xx' as Language;
    const files = await hashSite(
      fixtureSiteInput(
        (routeKey, language) => `<main>${language} ${routeKey}</main>`,
        [...languageCodes, third],
      ),
    );
    const data = dataOf(files.find((file) => file.path === 'index.html')?.content ?? '');
    for (const routeKey of ROUTE_KEYS) {
      const fragment = data.fragments[routeKey]?.[third] ?? '';
      expect(fragment, routeKey).toMatch(new RegExp(`^/portfolio/fragments/xx/${routeKey}-`));
      const file = files.find((candidate) => `/portfolio/${candidate.path}` === fragment);
      expect(file?.content).toMatch(new RegExp(`<main>xx ${routeKey}</main>$`));
    }
  });

  it('keeps the document small however many pages there are', async () => {
    const index = (await site()).find((file) => file.path === 'index.html')?.content ?? '';
    expect(gzipSync(index, { level: 9 }).length).toBeLessThan(2_000);
  });
});
