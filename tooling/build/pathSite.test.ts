import type { FirstPaintData } from '../../src/first-paint/documentContract';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/lib/language';
import { pagePath } from '../../src/lib/siteUrls';
import { FIXTURE_LANGUAGES } from './testing/fixtureManifest';
import { templateSite } from './testing/templateSite';
import { pathSite, sitemap } from './pathSite';
import { fixtureSiteInput } from './testing/fixtureSiteInput';

const site = () =>
  pathSite(
    fixtureSiteInput((routeKey, language) => `<main><h1>${language} ${routeKey}</h1></main>`),
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
  });

  it("tells each document's pre-paint script no fragment: the document holds its page", async () => {
    const home = (await site()).find((file) => file.path === 'index.html')?.content ?? '';
    const json = /id="first-paint-data">(.*?)<\/script>/.exec(home)?.[1] ?? '{}';
    const data = JSON.parse(json) as FirstPaintData;
    expect(data.mode).toBe('path');
    expect(data.fragments).toEqual({});
    expect(data.navigation).toEqual([]);
    expect(data.afterPaint).toEqual([
      '/portfolio/assets/after-paint-1.js',
      '/portfolio/assets/shared-1.js',
    ]);
  });

  it('answers the first language’s pages under its code too, each leading to its page in that language', async () => {
    const files = await site();
    const prefixed = (path: string) => files.find((file) => file.path === path)?.content ?? '';
    const courses = prefixed('en/courses/index.html');
    // Without script, before anything else; relative, so any base path holds; the language named.
    expect(courses).toContain(
      '<meta http-equiv="refresh" content="0; url=../../courses/?lng=en" />',
    );
    expect(courses).toContain(
      '<link rel="canonical" href="https://ada.example/portfolio/courses/" />',
    );
    expect(courses).toContain('<html lang="en">');
    expect(courses).toContain('<a href="../../courses/?lng=en">courses (en)</a>');
    expect(courses).not.toMatch(/<script/);
    expect(prefixed('en/index.html')).toContain('content="0; url=../?lng=en"');
    // Every page, and only the first language's: the others' prefixed pages are the pages.
    const redirects = files.filter((file) => file.content.includes('http-equiv="refresh"'));
    expect(redirects.map((file) => file.path).sort()).toEqual(
      TEMPLATE_SITE.routes
        .map((route) => `en${pagePath(TEMPLATE_SITE, route.path, 'en')}index.html`)
        .sort(),
    );
    // Search engines are sent to the unprefixed page: the sitemap names no prefixed one.
    expect(prefixed('sitemap.xml')).not.toContain('/portfolio/en/');
  });

  it('writes the crawlers’ files', async () => {
    const files = await site();
    expect(files.find((file) => file.path === 'robots.txt')?.content).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://ada.example/portfolio/sitemap.xml\n',
    );
  });
});

describe('the not-found page', () => {
  const fileAt = async (path: string) =>
    (await site()).find((file) => file.path === path)?.content ?? '';
  const dataOf = (document: string) =>
    JSON.parse(
      /id="first-paint-data">(.*?)<\/script>/.exec(document)?.[1] ?? '{}',
    ) as FirstPaintData;

  it('is 404.html in the first language, and <language>/404.html in each other', async () => {
    const root = await fileAt('404.html');
    expect(root).toContain('<html lang="en">');
    expect(root).toContain('<div id="root" data-route="notfound" data-lang="en"><main>');
    const italian = await fileAt('it/404.html');
    expect(italian).toContain('<html lang="it">');
    expect(italian).toContain('<title>notfound (it)</title>');
    expect(italian).toContain('<div id="root" data-route="notfound" data-lang="it"><main>');
  });

  it('names its HTML, headed by its head, in every language, for the pre-paint script to show the address’s', async () => {
    const files = await site();
    const { notfound } = dataOf(await fileAt('404.html')).fragments;
    const italian = notfound?.it ?? '';
    expect(italian).toMatch(/^\/portfolio\/fragments\/it\/notfound-[0-9a-f]{10}\.html$/);
    const fragment = files.find((file) => `/portfolio/${file.path}` === italian)?.content;
    expect(fragment).toMatch(
      /^<script type="application\/json" data-page-head>.*"title":"notfound \(it\)"/,
    );
    expect(fragment).toMatch(/<\/script><main><h1>it notfound<\/h1><\/main>$/);
    expect(dataOf(await fileAt('it/404.html')).fragments.notfound).toEqual(notfound);
  });

  it('offers a reader without script the way home in each other language', async () => {
    const noscript = (document: string) => /<noscript>(.*)<\/noscript>/.exec(document)?.[1];
    expect(noscript(await fileAt('404.html'))).toBe(
      '<p>path (en)</p>' +
        '<p lang="it">not found (it) <a href="/portfolio/it/">home (it)</a></p>' +
        '<p lang="it">path (it)</p>',
    );
    expect(noscript(await fileAt('it/404.html'))).toBe(
      '<p>path (it)</p><p lang="en">path (en)</p>',
    );
  });
});

const TEMPLATE_SITE = templateSite(FIXTURE_LANGUAGES);
const { routes: ROUTES, languageCodes } = TEMPLATE_SITE;

describe('a third language', () => {
  // What an owner adds in site.json; the writers take the list as it is.
  const third = 'xx' as Language;
  const grown = templateSite([...languageCodes, third]);
  const threeLanguages = () =>
    pathSite(
      fixtureSiteInput(
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
