// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlSlices, keepOrRequestFragment, loadModule, requestFragment } from './pageResources';

describe('loadModule', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds the module at low priority, what it imports fetched beside it', () => {
    loadModule(['/assets/after-paint.js', '/assets/shared.js']);
    const preload = document.head.querySelector('link[rel="modulepreload"]');
    expect(preload?.getAttribute('href')).toBe('/assets/shared.js');
    expect(preload?.getAttribute('fetchpriority')).toBe('low');
    const script = document.head.querySelector('script');
    expect(script?.type).toBe('module');
    expect(script?.getAttribute('src')).toBe('/assets/after-paint.js');
    expect(script?.getAttribute('fetchpriority')).toBe('low');
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

describe('htmlSlices', () => {
  it('cuts after the last tag end within the limit, and keeps every character', () => {
    const html = '<p>one</p><p>two</p><p>three</p>';
    expect(htmlSlices(html, 12)).toEqual(['<p>one</p>', '<p>two</p>', '<p>three</p>']);
    expect(htmlSlices(html, 100)).toEqual([html]);
    expect(htmlSlices('', 10)).toEqual([]);
    expect(htmlSlices('<p>a <b>b</b> c', 13)).toEqual(['<p>a <b>b</b>', ' c']);
  });

  it('cuts a text without tags at the limit, never inside a surrogate pair', () => {
    expect(htmlSlices('abcdef', 4)).toEqual(['abcd', 'ef']);
    expect(htmlSlices('abc😀def', 4)).toEqual(['abc', '😀de', 'f']);
  });
});
