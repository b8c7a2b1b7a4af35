import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_START_DEADLINE_MS,
  PAGE_END_KEY,
  prerenderedPageBlock,
  prerenderedPageScript,
  routePathForPageModule,
  routePreloadScript,
} from './routePreload';

describe('routePathForPageModule', () => {
  it('maps page folders to route paths', () => {
    expect(routePathForPageModule('/repo/src/pages/home/HomePage.tsx')).toBe('/');
    expect(routePathForPageModule('/repo/src/pages/experience/ExperiencePage.tsx')).toBe(
      '/experience',
    );
    expect(routePathForPageModule('/repo/src/pages/cookie/CookiePolicyPage.tsx')).toBe(
      '/cookie-policy',
    );
    expect(routePathForPageModule('C:\\repo\\src\\pages\\notfound\\NotFoundPage.tsx')).toBe('*');
  });

  it('ignores modules that are not pages', () => {
    expect(routePathForPageModule('/repo/src/pages/home/ProfileCard.tsx')).toBeNull();
    expect(routePathForPageModule('/repo/src/components/Pagination.tsx')).toBeNull();
  });
});

describe('routePreloadScript', () => {
  const files = {
    '/': ['assets/HomePage-a.js'],
    '/projects': ['assets/ProjectsPage-b.js', 'assets/Pagination-c.js'],
    '*': ['assets/NotFoundPage-d.js'],
  };

  const strings = {
    '/projects': {
      en: ['assets/projects-en.js'],
      it: ['assets/projects-it.js', 'assets/common-it.js'],
    },
    '/': { it: ['assets/common-it.js'] },
  };

  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  function preloaded(hash: string, search = ''): string[] {
    window.history.replaceState(null, '', `/${search}${hash}`);
    new Function(routePreloadScript(files, strings, '/base/'))();
    return (window as unknown as { __firstPage: [string, string, string[]] }).__firstPage[2];
  }

  it('lists the files and English strings of the route in the hash, fetching nothing yet', () => {
    expect(preloaded('#/projects')).toEqual([
      '/base/assets/ProjectsPage-b.js',
      '/base/assets/Pagination-c.js',
      '/base/assets/projects-en.js',
    ]);
  });

  it('matches like the router: case, trailing slash and query do not matter', () => {
    expect(preloaded('#/Projects/?page=2')).toHaveLength(3);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it('preloads Italian strings for ?lng=it or a stored Italian choice', () => {
    expect(preloaded('#/projects', '?lng=it')).toContain('/base/assets/projects-it.js');
    localStorage.setItem('i18nextLng', 'it');
    expect(preloaded('#/')).toEqual(['/base/assets/HomePage-a.js', '/base/assets/common-it.js']);
  });

  it('connects early to the origins a route loads images from', () => {
    window.history.replaceState(null, '', '/#/testimonials');
    new Function(
      routePreloadScript({ '/testimonials': [] }, {}, '/', {
        '/testimonials': ['https://avatars.example'],
      }),
    )();
    const preconnect = document.head.querySelector('link[rel="preconnect"]');
    expect(preconnect?.getAttribute('href')).toBe('https://avatars.example');
    preconnect?.remove();
  });

  it("guesses the language in the detector's order: cookie, then session storage, then the browser", () => {
    const guessed = () => (window as unknown as { __firstPage: string[] }).__firstPage[1];
    document.cookie = 'i18next=it-IT';
    preloaded('#/');
    expect(guessed()).toBe('it');
    document.cookie = 'i18next=; max-age=0';
    sessionStorage.setItem('i18nextLng', 'it');
    preloaded('#/');
    expect(guessed()).toBe('it');
    sessionStorage.clear();
    preloaded('#/', '?lng=<b>');
    expect(guessed()).toBe('en');
  });

  it('records the route and language for the prerendered page', () => {
    localStorage.setItem('i18nextLng', 'it');
    preloaded('#/Projects/');
    expect((window as unknown as { __firstPage: string[] }).__firstPage.slice(0, 2)).toEqual([
      '/projects',
      'it',
    ]);
    preloaded('#/nowhere');
    expect((window as unknown as { __firstPage: string[] }).__firstPage.slice(0, 2)).toEqual([
      '*',
      'it',
    ]);
  });

  it('preloads the home page for an empty hash and the 404 page for unknown paths', () => {
    expect(preloaded('')).toEqual(['/base/assets/HomePage-a.js']);
    expect(preloaded('#/nowhere')).toEqual(['/base/assets/NotFoundPage-d.js']);
  });
});

describe('prerenderedPageScript', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.lang = 'en';
  });

  function showFirstPage(page: string, language: string) {
    (window as unknown as { __firstPage: string[] }).__firstPage = [page, language];
    document.body.innerHTML = `<div id="root"></div>${prerenderedPageBlock('/', 'en', '<h1>Home</h1>')}${prerenderedPageBlock('/', 'it', '<h1>Inizio</h1>')}${prerenderedPageBlock('*', 'it', '<h1>404</h1>')}${prerenderedPageBlock(PAGE_END_KEY, 'it', '<footer>Fine</footer>')}`;
    new Function(prerenderedPageScript)();
    return document.getElementById('root');
  }

  it('shows the page for the route and language, marks the root and drops the rest', () => {
    const root = showFirstPage('/', 'it');
    expect(root?.innerHTML).toBe('<h1>Inizio</h1><footer>Fine</footer>');
    expect(root?.getAttribute('data-page')).toBe('/');
    expect(root?.getAttribute('data-lang')).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('leaves the root empty when no page was prerendered for the route', () => {
    const root = showFirstPage('/projects', 'en');
    expect(root?.childNodes).toHaveLength(0);
    expect(root?.hasAttribute('data-page')).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('refuses markup that would end or nest a script element', () => {
    expect(() => prerenderedPageBlock('/', 'en', '<p>a</SCRIPT>b</p>')).toThrow(/script tag/);
  });
});

describe('prerenderedPageScript: fetching the app', () => {
  const ENTRY = '/assets/index-a.js';
  let paintCallbacks: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[];

  /** A PerformanceObserver that reports the given entry types; the test fires paints. */
  function stubPerformanceObserver(supportedEntryTypes: string[]) {
    paintCallbacks = [];
    function PerformanceObserver(callback: (typeof paintCallbacks)[number]) {
      return { observe: () => paintCallbacks.push(callback) };
    }
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(PerformanceObserver, { supportedEntryTypes }),
    );
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
    stubPerformanceObserver(['paint']);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.querySelectorAll('script, link').forEach((element) => element.remove());
    document.body.replaceChildren();
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  });

  /** Runs the body script over a page with an image; the script's own element names the entry. */
  function start(mainImage: Promise<void> | null) {
    (window as unknown as { __firstPage: unknown[] }).__firstPage = [
      '/',
      'en',
      ['/assets/HomePage-b.js'],
    ];
    const image = mainImage ? '<img src="/me.webp" fetchpriority="high" alt="">' : '';
    document.body.innerHTML = `<div id="root"></div>${prerenderedPageBlock('/', 'en', `<h1>Home</h1>${image}<img src="/flag.png" fetchpriority="low" alt="">`)}`;
    // jsdom decodes no images: the main image settles when the test says so.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        return this.getAttribute('fetchpriority') === 'high' && mainImage
          ? mainImage
          : Promise.resolve();
      },
    });
    const self = document.createElement('script');
    self.setAttribute('data-entry', ENTRY);
    self.setAttribute('data-preload', '/assets/jsx-runtime-c.js');
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(self);
    new Function(prerenderedPageScript)();
  }

  const entryScript = () => document.head.querySelector(`script[type="module"][src="${ENTRY}"]`);
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  const firstContentfulPaint = () =>
    paintCallbacks.forEach((callback) =>
      callback({
        getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []),
      }),
    );

  it('waits for the first contentful paint and the main image before fetching anything', async () => {
    let imageDecoded = () => {};
    start(new Promise<void>((resolve) => (imageDecoded = resolve)));
    await vi.advanceTimersByTimeAsync(500);
    expect(entryScript()).toBeNull();

    firstContentfulPaint();
    await vi.advanceTimersByTimeAsync(500);
    expect(entryScript()).toBeNull();

    imageDecoded();
    await vi.advanceTimersByTimeAsync(50);
    expect(entryScript()).not.toBeNull();
    expect(preloads()).toEqual(['/assets/jsx-runtime-c.js', '/assets/HomePage-b.js']);
  });

  it('fetches the app once, however many signals arrive', async () => {
    start(Promise.resolve());
    firstContentfulPaint();
    firstContentfulPaint();
    await vi.advanceTimersByTimeAsync(APP_START_DEADLINE_MS + 100);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('does not wait for a main image that fails to load', async () => {
    const broken = Promise.reject(new Error('broken image'));
    broken.catch(() => {});
    start(broken);
    firstContentfulPaint();
    await vi.advanceTimersByTimeAsync(1);
    expect(entryScript()).not.toBeNull();
  });

  it('waits a frame where the browser does not report paints', async () => {
    stubPerformanceObserver([]);
    start(null);
    expect(entryScript()).toBeNull();
    await vi.advanceTimersByTimeAsync(20);
    expect(entryScript()).not.toBeNull();
  });

  it('starts the app by the deadline when nothing paints (a background tab)', async () => {
    start(new Promise<void>(() => {}));
    await vi.advanceTimersByTimeAsync(APP_START_DEADLINE_MS - 1);
    expect(entryScript()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(entryScript()).not.toBeNull();
  });
});
