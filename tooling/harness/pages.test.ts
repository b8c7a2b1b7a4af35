import { describe, expect, it } from 'vitest';
import { routesFor } from '../../src/lib/routes.ts';
import { everyPage, NOT_FOUND_PATH, pickPages } from './pages.ts';

describe('every page of a site', () => {
  it('is each route, in menu order, then the not-found page', () => {
    expect(everyPage(routesFor(['trading', 'projects']))).toEqual([
      { key: 'home', path: '/' },
      { key: 'experience', path: '/experience' },
      { key: 'projects', path: '/projects' },
      { key: 'trading', path: '/trading' },
      { key: 'privacy', path: '/privacy' },
      { key: 'cookie', path: '/cookie-policy' },
      { key: 'notfound', path: NOT_FOUND_PATH },
    ]);
  });

  it('is picked by path in the site’s order, and an unknown path is named', () => {
    const pages = everyPage(routesFor([]));
    expect(pickPages(pages, ['/privacy', '/']).map((page) => page.key)).toEqual([
      'home',
      'privacy',
    ]);
    expect(pickPages(pages, [])).toEqual(pages);
    expect(() => pickPages(pages, ['/courses'])).toThrow(/no page \/courses in this site/);
  });
});
