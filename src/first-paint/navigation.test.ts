// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteShape } from '../lib/siteModel';
import { clearMemoryStore } from '../lib/storage';
import { followHashChanges, withoutLanguageQuery, type HashSite } from './navigation';
import type { ShownPage } from './pageShown';

const site: HashSite = {
  shape: siteShape(['en', 'it'], ['courses']),
  mode: 'hash',
  base: '/',
  memory: 'picked',
  fragments: {
    home: { en: '/f/en/home.html', it: '/f/it/home.html' },
    courses: { en: '/f/en/courses.html', it: '/f/it/courses.html' },
    notfound: { en: '/f/en/notfound.html', it: '/f/it/notfound.html' },
  },
};

/** A fragment as the build writes it: its head, then the shell around the page. */
function fragment(language: string, page: string): string {
  const head = JSON.stringify({
    title: `${page} (${language})`,
    tags: [['meta[name="description"]', 'content', `${page} in ${language}`]],
  });
  return [
    `<script type="application/json" data-page-head>${head}</script>`,
    '<div class="shell">',
    `<header><button popovertarget="menu">${language} menu</button>`,
    `<div id="menu" popover><a href="#/courses" class="${page === 'courses' ? 'current' : ''}">${language} courses</a></div></header>`,
    `<main id="main-content" tabindex="-1"><h1 tabindex="-1">${page} ${language}</h1><a href="#/">home</a></main>`,
    `<footer>${language} footer</footer>`,
    '</div>',
  ].join('');
}

const FRAGMENTS: Record<string, string> = {
  '/f/en/home.html': fragment('en', 'home'),
  '/f/it/home.html': fragment('it', 'home'),
  '/f/en/courses.html': fragment('en', 'courses'),
  '/f/it/courses.html': fragment('it', 'courses'),
  '/f/en/notfound.html': fragment('en', 'notfound'),
};

const fetchFragment = vi.fn(async (url: string) => {
  const html = FRAGMENTS[url];
  return html ? new Response(html) : new Response('', { status: 404 });
});

const main = () => document.querySelector('main');
const header = () => document.querySelector('header');

/** The home page in English, as the first paint shows it. */
function showHome(): ShownPage {
  document.head.innerHTML =
    '<title>home (en)</title><meta name="description" content="home in en" />';
  document.body.innerHTML = `<div id="root" data-route="home" data-lang="en">${fragment('en', 'home').replace(/^<script.*?<\/script>/, '')}</div>`;
  document.documentElement.lang = 'en';
  return { routeKey: 'home', language: 'en', path: '/' };
}

/** Follows a link (the address's hash changes) and waits for the page it shows. */
async function follow(hash: string, shown: () => boolean): Promise<void> {
  window.location.hash = hash;
  await vi.waitFor(() => expect(shown()).toBe(true));
}

let stop: () => void = () => undefined;

describe('followHashChanges', () => {
  beforeEach(() => {
    localStorage.clear();
    clearMemoryStore();
    window.history.replaceState(null, '', '/#/');
    vi.stubGlobal('fetch', fetchFragment);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stop = followHashChanges(site, Promise.resolve(showHome()));
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchFragment.mockClear();
  });

  it('swaps in another page: its <main> anew, the rest kept, its head, at the top, its heading focused', async () => {
    const shownHeader = header();
    const shownMain = main();
    document.querySelector<HTMLElement>('a[href="#/courses"]')?.focus();
    await follow('#/courses', () => main()?.textContent?.startsWith('courses en') ?? false);
    expect(fetchFragment).toHaveBeenCalledWith('/f/en/courses.html');
    expect(main()).not.toBe(shownMain);
    expect(header()).toBe(shownHeader);
    // The rest takes the new page's attributes: the current link.
    expect(document.querySelector('a[href="#/courses"]')).toHaveClass('current');
    const root = document.getElementById('root');
    expect(root).toHaveAttribute('data-route', 'courses');
    expect(root).toHaveAttribute('data-lang', 'en');
    expect(document.documentElement).toHaveAttribute('data-shown', 'courses');
    expect(document.title).toBe('courses (en)');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'courses in en',
    );
    expect(root?.querySelector('script')).toBeNull();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(document.activeElement).toBe(document.querySelector('main h1'));
  });

  it('leaves focus where the visitor moved it while the page came', async () => {
    let release: () => void = () => undefined;
    fetchFragment.mockImplementationOnce(async (url) => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Response(FRAGMENTS[url]);
    });
    window.location.hash = '#/courses';
    await vi.waitFor(() => expect(fetchFragment).toHaveBeenCalled());
    const menuButton = document.querySelector('button');
    menuButton?.focus();
    release();
    await vi.waitFor(() => expect(main()?.textContent).toMatch(/^courses en/));
    expect(document.activeElement).toBe(menuButton);
  });

  it('switches the language by `?lng=`: the page kept, its words and head the new language’s, the pick kept', async () => {
    const shownMain = main();
    const button = document.querySelector('button');
    button?.focus();
    await follow('#/?lng=it', () => document.documentElement.lang === 'it');
    expect(fetchFragment).toHaveBeenCalledWith('/f/it/home.html');
    expect(main()).toBe(shownMain);
    expect(main()?.textContent).toMatch(/^home it/);
    expect(header()?.textContent).toContain('it menu');
    expect(document.activeElement).toBe(button);
    expect(document.title).toBe('home (it)');
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(localStorage.getItem('i18nextLng')).toBe('it');
    expect(window.location.hash).toBe('#/');
    // The next page comes in the language shown.
    await follow('#/courses', () => main()?.textContent?.startsWith('courses it') ?? false);
  });

  it('shows the address’s page at once when it changed before it began (a link tapped at the first paint)', async () => {
    stop();
    const home = showHome();
    window.history.replaceState(null, '', '/#/courses');
    stop = followHashChanges(site, Promise.resolve(home));
    await vi.waitFor(() => expect(main()?.textContent).toMatch(/^courses en/));
    expect(document.documentElement).toHaveAttribute('data-shown', 'courses');
  });

  it('shows the not-found page for a path no route has', async () => {
    await follow('#/nowhere', () => main()?.textContent?.startsWith('notfound en') ?? false);
    expect(document.documentElement).toHaveAttribute('data-shown', 'notfound');
  });

  it('going back, puts the page where the visitor left it', async () => {
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    const homeEntry = window.history.state as object;
    await follow('#/courses', () => main()?.textContent?.startsWith('courses en') ?? false);
    // Back: the home page's entry, as the browser brings it back.
    window.history.replaceState(homeEntry, '', '/#/');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.waitFor(() => expect(main()?.textContent).toMatch(/^home en/));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 640);
    Reflect.deleteProperty(window, 'scrollY');
  });
});

describe('withoutLanguageQuery', () => {
  it('drops `lng` from the query and the hash’s query, and nothing else', () => {
    expect(withoutLanguageQuery('https://a.example/?lng=it#/courses?lng=en')).toBe(
      'https://a.example/#/courses',
    );
    expect(withoutLanguageQuery('https://a.example/p/?x=1#/courses?lng=it&y=2')).toBe(
      'https://a.example/p/?x=1#/courses?y=2',
    );
    expect(withoutLanguageQuery('https://a.example/#/')).toBe('https://a.example/#/');
  });
});
