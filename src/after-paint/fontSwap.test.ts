// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONTS_ATTRIBUTE, FONTS_SWAPPED_ATTRIBUTE } from '../lib/siteFiles';
import { PART_ELEMENTS, partsOf, swapInFonts, type Part } from './fontSwap';

const items = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `<li id="${prefix}${index}">x</li>`).join('');

const ids = (parts: Part[]) => parts.map((part) => part.roots.map((element) => element.id));

describe('partsOf', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header id="header"><a id="skip">Skip</a></header>
      <main id="main"><h1 id="title">Title</h1><ul id="list">${items(5, 'item')}</ul></main>
      <pre id="code" style="font-family: monospace"><b>1</b><b>2</b><b>3</b><b>4</b><b>5</b></pre>
      <footer id="footer"></footer>`;
  });

  it('splits the page in document order into parts of at most the limit, where it can', () => {
    expect(ids(partsOf(document.body, 4))).toEqual([
      ['header', 'title', 'item0'],
      ['item1', 'item2', 'item3', 'item4'],
      ['code'],
      ['footer'],
    ]);
    // Large enough, whole subtrees.
    expect(ids(partsOf(document.body, 100))).toEqual([['header', 'main', 'code', 'footer']]);
    expect(partsOf(document.body, 4).map((part) => part.elements)).toEqual([4, 4, 6, 1]);
  });

  it('keeps whole a subtree that draws in a face of its own, since a part takes the body face', () => {
    const parts = partsOf(document.body, 2).flatMap((part) => part.roots);
    expect(parts.map((element) => element.id)).toContain('code');
    expect(parts.some((element) => element.parentElement?.id === 'code')).toBe(false);
  });
});

describe('swapInFonts', () => {
  const load = vi.fn<FontFaceSet['load']>(() => Promise.resolve([]));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    // A new body: the observer of an earlier test's swap watches the old one.
    document.body.replaceWith(document.createElement('body'));
    document.body.innerHTML = `<main id="main">${items(2 * PART_ELEMENTS, 'item')}</main><footer id="footer"></footer>`;
  });

  afterEach(() => {
    vi.useRealTimers();
    load.mockClear();
  });

  const marked = () =>
    [...document.querySelectorAll(`[${FONTS_ATTRIBUTE}]`)].map((element) => element.id);

  it('asks for the first screen’s files, then gives the page the web fonts a part a frame, top first', async () => {
    await swapInFonts(
      {
        stylesheet: '/assets/fonts.css',
        preload: [
          { href: '/assets/body.woff2', font: "normal 400 1em 'Body'", text: 'A' },
          { href: '/assets/heading.woff2', font: "normal 600 1em 'Heading'", text: 'A' },
        ],
      },
      document,
    );
    expect(load.mock.calls).toEqual([
      ["normal 400 1em 'Body'", 'A'],
      ["normal 600 1em 'Heading'", 'A'],
    ]);
    expect(marked()).toEqual([]);
    // A part a frame, top first: the main list is split, its first items come first.
    vi.advanceTimersToNextFrame();
    expect(marked()).toEqual(Array.from({ length: PART_ELEMENTS }, (_, index) => `item${index}`));
    vi.advanceTimersToNextFrame();
    expect(marked()).toHaveLength(2 * PART_ELEMENTS);
    expect(document.documentElement.hasAttribute(FONTS_SWAPPED_ATTRIBUTE)).toBe(false);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(marked()).toContain('footer');
    expect(document.documentElement.hasAttribute(FONTS_SWAPPED_ATTRIBUTE)).toBe(true);
    expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(false);

    // What the app adds later where no part covers it takes the fonts as it comes.
    const added = document.createElement('li');
    added.id = 'later';
    document.getElementById('main')?.append(added);
    await Promise.resolve();
    expect(marked()).toContain('later');
  });

  it('leaves what comes inside a part still to come in another face to that part', async () => {
    document.body.innerHTML = `<pre id="code" style="font-family: monospace"></pre>`;
    await swapInFonts({ stylesheet: '/assets/fonts.css', preload: [] }, document);
    const added = document.createElement('b');
    added.id = 'digit';
    document.getElementById('code')?.append(added);
    await Promise.resolve();
    expect(marked()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(marked()).toEqual(['code']);
  });

  it('swaps the files that came when one fails', async () => {
    load.mockRejectedValueOnce(new Error('network'));
    await swapInFonts(
      {
        stylesheet: '/assets/fonts.css',
        preload: [{ href: '/assets/body.woff2', font: "normal 400 1em 'Body'", text: 'A' }],
      },
      document,
    );
    vi.advanceTimersToNextFrame();
    expect(marked()).not.toEqual([]);
  });
});
