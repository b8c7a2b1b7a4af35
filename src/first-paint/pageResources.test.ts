// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirstPaintData } from './documentContract';
import {
  fetchAppCode,
  keepOrRequestFragment,
  PRELOADS_PER_TASK,
  requestFragment,
} from './pageResources';

const data: FirstPaintData = {
  mode: 'hash',
  base: '/',
  languages: ['en', 'it'],
  sections: ['courses'],
  entry: '/assets/main.js',
  entryImports: ['/assets/react.js'],
  pages: {},
  fonts: null,
};

describe('fetchAppCode', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  it("preloads the entry's imports, the page's code and its strings, then adds the entry, all at low priority", () => {
    vi.useFakeTimers();
    fetchAppCode(
      data,
      {
        fragments: {},
        modules: ['/assets/courses.js'],
        strings: { it: ['/assets/courses-it.js'] },
      },
      'it',
    );
    vi.runAllTimers();
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

  it('adds a few preloads per task, and the entry after the last of them', () => {
    vi.useFakeTimers();
    const modules = Array.from(
      { length: PRELOADS_PER_TASK * 2 },
      (_, index) => `/assets/m${index}.js`,
    );
    fetchAppCode(data, { fragments: {}, modules, strings: {} }, 'en');
    const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    expect(preloads()).toBe(PRELOADS_PER_TASK);
    expect(document.head.querySelector('script')).toBeNull();
    vi.runAllTimers();
    expect(preloads()).toBe(1 + modules.length);
    expect(document.head.lastElementChild?.getAttribute('src')).toBe('/assets/main.js');
  });

  it('asks only for the strings of the language shown', () => {
    vi.useFakeTimers();
    fetchAppCode(
      data,
      { fragments: {}, modules: [], strings: { it: ['/assets/common-it.js'] } },
      'en',
    );
    vi.runAllTimers();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });
});

describe('fragment requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolve to the answer, or null when the HTML cannot come', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) => new Response('<main></main>', { status: url === '/a' ? 200 : 404 }),
      ),
    );
    expect(await (await requestFragment('/a').response)?.text()).toBe('<main></main>');
    expect(await requestFragment('/b').response).toBeNull();
  });

  it('keep an early request for the same page, and drop one for another', () => {
    const fetch = vi.fn(async () => new Response(''));
    vi.stubGlobal('fetch', fetch);
    const early = requestFragment('/en/home.html');
    expect(keepOrRequestFragment('/en/home.html', early)).toBe(early);
    const cancel = vi.spyOn(early, 'cancel');
    expect(keepOrRequestFragment('/it/home.html', early)?.url).toBe('/it/home.html');
    expect(cancel).toHaveBeenCalled();
    expect(keepOrRequestFragment(undefined, null)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
