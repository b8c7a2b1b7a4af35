import { afterEach, describe, expect, it } from 'vitest';
import type { FirstPaintData } from './contract';
import { fetchAppCode } from './pageResources';

const data: FirstPaintData = {
  mode: 'hash',
  base: '/',
  entry: '/assets/main.js',
  entryImports: ['/assets/react.js'],
  pages: {},
};

describe('fetchAppCode', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads the entry's imports, the page's code and its strings, then adds the entry, all at low priority", () => {
    fetchAppCode(
      data,
      {
        fragments: {},
        modules: ['/assets/courses.js'],
        strings: { it: ['/assets/courses-it.js'] },
      },
      'it',
    );
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/react.js',
      '/assets/courses.js',
      '/assets/courses-it.js',
    ]);
    expect(preloads.every((link) => link.getAttribute('fetchpriority') === 'low')).toBe(true);
    const entry = document.head.querySelector('script[type="module"]');
    expect(entry?.getAttribute('src')).toBe('/assets/main.js');
    expect(entry?.getAttribute('fetchpriority')).toBe('low');
  });

  it('asks only for the strings of the language shown', () => {
    fetchAppCode(
      data,
      { fragments: {}, modules: [], strings: { it: ['/assets/common-it.js'] } },
      'en',
    );
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });
});
