import type { FirstPaintData } from '../../src/first-paint/documentContract';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/lib/language';
import { pagePath } from '../../src/lib/siteUrls';
import { MANIFEST_LANGUAGES } from './testing/sampleManifest';
import { templateSite } from './testing/templateSite';
import { pathSite, sitemap } from './pathSite';
import { sampleSiteInput } from './testing/sampleSiteInput';

const site = () =>
  pathSite(
    sampleSiteInput((routeKey, language) => `<main><h1>${language} ${routeKey}</h1></main>`),
  );

describe('pathSite', () => {
  it('writes a document per page and language at its own address, with the page inside', async () => {
    const files = await site();
    const courses = files.find((file) => file.path === 'it/courses/index.html')?.content ?? '';
    expect(courses).toContain('<html lang="it">');
    expect(courses).toContain('<title>courses (it)</title>');
    expect(courses).toContain(
      '<div id="root" data-route="courses" data-lang="it"><main><h1>it courses</h1></main></div>',
    );
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['index.html', 'it/index.html', 'cookie-policy/index.html']),
    );
  });

  it('tells a reader without script what does not work, first in the page’s language', async () => {
    const files = await site();
    const noscript = (path: string) =>
      /<noscript>(.*)<\/noscript>/.exec(
        files.find((file) => file.path === path)?.content ?? '',
      )?.[1];
    expect(noscript('it/courses/index.html')).toBe('<p>path (it)</p><p lang="en">path (en)</p>');
    expect(noscript('404.html')).toBe('<p>path (en)</p><p lang="it">path (it)</p>');
  });

  it("tells each document's pre-paint script no fragment: the document holds its page", async () => {
    const home = (await site()).find((file) => file.path === 'index.html')?.content ?? '';
    const json = /id="first-paint-data">(.*?)<\/script>/.exec(home)?.[1] ?? '{}';
    const data = JSON.parse(json) as FirstPaintData;
    expect(data.mode).toBe('path');
    expect(data.fragments).toEqual({});
    expect(data.afterPaint).toEqual([
      '/portfolio/assets/after-paint-1.js',
      '/portfolio/assets/shared-1.js',
    ]);
  });

  it('writes the not-found page as 404.html, and the crawlers’ files', async () => {
    const files = await site();
    expect(files.find((file) => file.path === '404.html')?.content).toContain(
      'data-route="notfound" data-lang="en"',
    );
    expect(files.find((file) => file.path === 'robots.txt')?.content).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://ada.example/portfolio/sitemap.xml\n',
    );
  });
});

const TEMPLATE_SITE = templateSite(MANIFEST_LANGUAGES);
const { routes: ROUTES, languageCodes } = TEMPLATE_SITE;

describe('a third language', () => {
  // What an owner adds in site.json; the writers take the list as it is.
  const third = 'xx' as Language;
  const grown = templateSite([...languageCodes, third]);
  const threeLanguages = () =>
    pathSite(
      sampleSiteInput(
        (routeKey, language) => `<main>${language} ${routeKey}</main>`,
        grown.languageCodes,
      ),
    );

  it('reaches every page, at its own address, in its own language', async () => {
    const files = await threeLanguages();
    for (const route of ROUTES) {
      const path = `${pagePath(grown, route.path, third).slice(1)}index.html`;
      const document = files.find((file) => file.path === path)?.content ?? '';
      expect(document, path).toContain(`data-route="${route.key}" data-lang="xx"`);
      expect(document, path).toContain('<html lang="xx">');
    }
  });

  it('is in the sitemap beside the others, every page', async () => {
    const xml = (await threeLanguages()).find((file) => file.path === 'sitemap.xml')?.content;
    expect(xml?.match(/<url>/g)).toHaveLength(ROUTES.length * grown.languageCodes.length);
    expect(xml?.match(/hreflang="xx"/g)).toHaveLength(ROUTES.length * grown.languageCodes.length);
  });
});

describe('sitemap', () => {
  it('lists every page in every language with all its alternates', () => {
    const xml = sitemap({ siteUrl: 'https://ada.example/', model: TEMPLATE_SITE });
    expect(xml.match(/<url>/g)).toHaveLength(ROUTES.length * languageCodes.length);
    expect(xml).toContain('<loc>https://ada.example/it/courses/</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://ada.example/courses/"/>',
    );
  });
});
