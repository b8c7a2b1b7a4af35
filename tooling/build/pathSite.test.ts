import { describe, expect, it } from 'vitest';
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

  it("tells each document's pre-paint script only its own page's code", async () => {
    const home = (await site()).find((file) => file.path === 'index.html')?.content ?? '';
    const json = /id="first-paint-data">(.*?)<\/script>/.exec(home)?.[1] ?? '{}';
    const data = JSON.parse(json) as { mode: string; pages: Record<string, unknown> };
    expect(data.mode).toBe('path');
    expect(Object.keys(data.pages)).toEqual(['home']);
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

describe('sitemap', () => {
  it('lists every page in every language with all its alternates', () => {
    const xml = sitemap('https://ada.example/');
    expect(xml.match(/<url>/g)).toHaveLength(16);
    expect(xml).toContain('<loc>https://ada.example/it/courses/</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://ada.example/courses/"/>',
    );
  });
});
