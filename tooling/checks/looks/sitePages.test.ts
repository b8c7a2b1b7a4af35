import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_DATA_ID } from '../../../src/first-paint/documentContract.ts';
import { NOT_FOUND_PATH, pickPages, sitePages } from './sitePages.ts';

/** A built index.html as far as its pre-paint data goes. */
const built = (sections: string[]) => (path: string) => {
  if (path !== 'index.html') throw new Error(`no ${path}`);
  const data = { mode: 'hash', base: '/', languages: ['en'], sections, pages: {} };
  return `<head><script type="application/json" id="${FIRST_PAINT_DATA_ID}">${JSON.stringify(data)}</script></head>`;
};

describe('the pages of a build', () => {
  it('are the routes its pre-paint data names, in menu order, and the not-found page', () => {
    expect(sitePages(built(['trading', 'projects']))).toEqual([
      { key: 'home', path: '/' },
      { key: 'experience', path: '/experience' },
      { key: 'projects', path: '/projects' },
      { key: 'trading', path: '/trading' },
      { key: 'privacy', path: '/privacy' },
      { key: 'cookie', path: '/cookie-policy' },
      { key: 'notfound', path: NOT_FOUND_PATH },
    ]);
  });

  it('are picked by path in the site’s order, and an unknown path is named', () => {
    const pages = sitePages(built([]));
    expect(pickPages(pages, ['/privacy', '/']).map((page) => page.key)).toEqual([
      'home',
      'privacy',
    ]);
    expect(pickPages(pages, [])).toEqual(pages);
    expect(() => pickPages(pages, ['/courses'])).toThrow(/no page \/courses in this site/);
  });
});
