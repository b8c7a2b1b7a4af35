import { describe, expect, it } from 'vitest';
import type { FirstPaintData } from '../../../src/first-paint/contract';
import { ROUTE_KEYS, ROUTES } from '../../../src/lib/routes';
import { missingLanguagePages } from './languagePages';

const base = '/portfolio/';
const pageFolders = ROUTES.map((route) => (route.path === '/' ? '' : `${route.path.slice(1)}/`));

function pathBuild(): Map<string, string> {
  const files = new Map<string, string>();
  const alternates = '<link rel="alternate" hreflang="it"><link rel="alternate" hreflang="xx">';
  for (const folder of pageFolders) {
    files.set(`${folder}index.html`, `<html lang="en"><head>${alternates}</head></html>`);
    files.set(`xx/${folder}index.html`, `<html lang="xx"><head>${alternates}</head></html>`);
  }
  files.set('sitemap.xml', '<loc>https://a.example/xx/</loc><xhtml:link hreflang="xx"/>');
  return files;
}

const pathData: FirstPaintData = { mode: 'path', base, entry: '', entryImports: [], pages: {} };
const reader = (files: Map<string, string>) => (file: string) => files.get(file) ?? null;

describe('missingLanguagePages', () => {
  it('finds nothing missing when every page has its document and its alternates', () => {
    expect(missingLanguagePages(pathData, reader(pathBuild()), 'xx')).toEqual([]);
  });

  it('names a missing document, a wrong lang, a missing alternate and the sitemap', () => {
    const files = pathBuild();
    files.delete('xx/courses/index.html');
    files.set('xx/trading/index.html', '<html lang="en">');
    files.set('projects/index.html', '<html lang="en"><link hreflang="it">');
    files.set('sitemap.xml', '<loc>https://a.example/it/</loc>');
    expect(missingLanguagePages(pathData, reader(files), 'xx')).toEqual([
      'projects/index.html has no hreflang="xx" alternate',
      'xx/courses/index.html was not written',
      'xx/trading/index.html does not say <html lang="xx">',
      'sitemap.xml does not list the "xx" pages',
    ]);
  });

  it('in hash mode, wants a written fragment for every page, the not-found page included', () => {
    const pages = Object.fromEntries(
      ROUTE_KEYS.map((key) => [
        key,
        { fragments: { en: `${base}${key}-en.html`, xx: `${base}${key}-xx.html` }, modules: [] },
      ]),
    ) as unknown as FirstPaintData['pages'];
    const hashData: FirstPaintData = { ...pathData, mode: 'hash', pages };
    const files = new Map(ROUTE_KEYS.map((key) => [`${key}-xx.html`, '<main></main>']));
    expect(missingLanguagePages(hashData, reader(files), 'xx')).toEqual([]);
    files.delete('courses-xx.html');
    expect(missingLanguagePages(hashData, reader(files), 'xx')).toEqual([
      `courses: the "xx" fragment ${base}courses-xx.html was not written`,
    ]);
    expect(missingLanguagePages(hashData, reader(files), 'de')).toHaveLength(ROUTE_KEYS.length);
  });
});
