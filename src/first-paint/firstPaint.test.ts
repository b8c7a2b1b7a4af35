// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemoryStore } from '../lib/storage';
import { FIRST_PAINT_DATA_ID, PAGE_HEAD_ATTRIBUTE, type FirstPaintData } from './documentContract';
import { startWhenPainted } from './painted';
import { startFirstPaint, type StartedPage } from './firstPaint';
import { startHashPage } from './hashStart';
import { startPathPage } from './pathStart';

// When the after-paint module comes is painted.test.ts's; here its 2.5 s deadline would outlive
// the test file. The page changes that follow are navigation.test.ts's (hashNavigation.ts).
vi.mock('./painted', () => ({ startWhenPainted: vi.fn() }));

const data: FirstPaintData = {
  mode: 'hash',
  base: '/',
  languages: ['en', 'it'],
  sections: ['courses'],
  memory: 'picked',
  fragments: {
    home: { en: '/f/en/home.html', it: '/f/it/home.html' },
    courses: { en: '/f/en/courses.html', it: '/f/it/courses.html' },
    notfound: { en: '/f/en/notfound.html' },
  },
  afterPaint: ['/assets/after-paint.js'],
  navigation: ['/assets/navigation.js', '/assets/shared.js'],
  islands: {},
  fonts: {
    stylesheet: '/assets/fonts.css',
    preload: [{ href: '/assets/body.woff2', font: "normal 400 1em 'Body'", text: 'A' }],
  },
};

function documentWith(json: string | null): void {
  document.head.innerHTML =
    json === null
      ? ''
      : `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${json}</script>`;
  document.body.innerHTML = '<div id="root"></div>';
}

function answer(html: string) {
  return vi.fn(async () => new Response(html, { status: 200 }));
}

/** The page started, where it starts one (this document shows its page). */
function started(): StartedPage {
  const page = startFirstPaint({ hash: startHashPage, path: startPathPage });
  if (!page) throw new Error('the page moved to another address');
  return page;
}

describe('startFirstPaint', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearMemoryStore();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('data-shown');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it("shows the page's fragment for the route and language, and says which page is shown", async () => {
    const fetch = answer(
      '<script type="application/json" data-page-head>{"title":"Corsi","tags":[]}</script><main><h1>I miei corsi online</h1></main>',
    );
    vi.stubGlobal('fetch', fetch);
    documentWith(JSON.stringify(data));
    window.history.replaceState(null, '', '/#/Courses/?lng=it');
    const shownEvents = vi.fn();
    document.addEventListener('site-page-shown', shownEvents);
    const firstPaint = started();
    expect(firstPaint.routeKey).toBe('courses');
    expect(fetch).toHaveBeenCalledWith(
      '/f/it/courses.html',
      expect.objectContaining({ priority: 'high' }),
    );
    expect(await firstPaint.shown).toEqual({
      routeKey: 'courses',
      language: 'it',
      path: '/Courses/',
    });
    expect(await firstPaint.language).toBe('it');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe('it');
    const root = document.getElementById('root');
    expect(root?.innerHTML).toBe('<main><h1>I miei corsi online</h1></main>');
    expect(root).toHaveAttribute('data-route', 'courses');
    expect(root).toHaveAttribute('data-lang', 'it');
    expect(document.title).toBe('Corsi');
    expect(document.documentElement).toHaveAttribute('data-shown', 'courses');
    expect(shownEvents).toHaveBeenCalledTimes(1);
    document.removeEventListener('site-page-shown', shownEvents);
    // `?lng=` has spoken: kept as a pick, and gone from the address.
    expect(localStorage.getItem('i18nextLng')).toBe('it');
    expect(window.location.hash).toBe('#/Courses/');
  });

  it('keeps the language shown where the owner keeps the spec’s caching, and no other', async () => {
    vi.stubGlobal('fetch', answer('<main></main>'));
    documentWith(JSON.stringify({ ...data, memory: 'detected' }));
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT']);
    await started().shown;
    expect(localStorage.getItem('i18nextLng')).toBe('it');
    localStorage.clear();
    clearMemoryStore();
    documentWith(JSON.stringify(data));
    await started().shown;
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  it('asks for the page at once, reads the stored language in the next task, and asks again when it differs', async () => {
    const fetch = vi.fn(async (url: string) => new Response(`<main>${url}</main>`));
    vi.stubGlobal('fetch', fetch);
    documentWith(JSON.stringify(data));
    window.history.replaceState(null, '', '/#/courses');
    localStorage.setItem('i18nextLng', 'it');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const firstPaint = started();
    // While the document is parsed: the page's HTML asked for, only theme and consent read.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/f/en/courses.html']);
    expect(getItem.mock.calls.map(([key]) => key)).toEqual(['theme', 'cookieConsent']);
    expect(await firstPaint.language).toBe('it');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/f/en/courses.html',
      '/f/it/courses.html',
    ]);
    const [, first] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(first.signal?.aborted).toBe(true);
    expect(await firstPaint.shown).not.toBeNull();
    expect(document.getElementById('root')?.innerHTML).toBe('<main>/f/it/courses.html</main>');
  });

  it('hash mode: asks at once for the navigation module, and hands it the first page', async () => {
    vi.stubGlobal('fetch', answer('<main></main>'));
    documentWith(JSON.stringify(data));
    window.history.replaceState(null, '', '/#/');
    const firstPaint = started();
    const script = document.head.querySelector('script[type="module"]');
    expect(script).toHaveAttribute('src', '/assets/navigation.js');
    expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveAttribute(
      'href',
      '/assets/shared.js',
    );
    expect(window.siteFirstPage).toBe(firstPaint.shown);
    await firstPaint.shown;
  });

  it('puts the stored theme and consent on <html>, ignoring garbage', async () => {
    vi.stubGlobal('fetch', answer(''));
    documentWith(JSON.stringify(data));
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('cookieConsent', 'true');
    const shown = started().shown;
    expect(document.documentElement).toHaveClass('dark', 'cookies-accepted');
    document.documentElement.className = '';
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('cookieConsent', 'yes');
    const shownAgain = started().shown;
    expect(document.documentElement.className).toBe('');
    await Promise.all([shown, shownAgain]);
  });

  it('serves an unknown path the not-found page', async () => {
    const fetch = answer('<main>404</main>');
    vi.stubGlobal('fetch', fetch);
    documentWith(JSON.stringify(data));
    window.history.replaceState(null, '', '/#/nowhere');
    const firstPaint = started();
    expect(firstPaint.routeKey).toBe('notfound');
    expect(fetch).toHaveBeenCalledWith(
      '/f/en/notfound.html',
      expect.objectContaining({ priority: 'high' }),
    );
    expect(await firstPaint.shown).toEqual({
      routeKey: 'notfound',
      language: 'en',
      path: '/nowhere',
    });
  });

  it('shows nothing when the fragment cannot come', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    documentWith(JSON.stringify(data));
    expect(await started().shown).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await started().shown).toBeNull();
    expect(document.getElementById('root')?.innerHTML).toBe('');
    expect(document.documentElement).not.toHaveAttribute('data-shown');
  });

  it("loads the after-paint module once the page has painted, and never the look's fonts", async () => {
    vi.stubGlobal('fetch', answer('<main></main>'));
    documentWith(JSON.stringify(data));
    window.history.replaceState(null, '', '/#/courses');
    await started().shown;
    const scripts = () =>
      [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
        script.getAttribute('src'),
      );
    expect(scripts()).toEqual(['/assets/navigation.js']);
    vi.mocked(startWhenPainted).mock.lastCall?.[2]();
    expect(scripts()).toEqual(['/assets/navigation.js', '/assets/after-paint.js']);
    // The fonts are the after-paint module's (fontSwap.ts), never a stylesheet: it would lay out every text.
    expect(document.head.querySelector('link[href="/assets/fonts.css"]')).toBeNull();
  });

  it('survives a missing or broken data block and blocked storage', async () => {
    vi.stubGlobal('fetch', answer(''));
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    documentWith('{not json');
    expect(await started().shown).toBeNull();
    documentWith(null);
    expect(await started().shown).toBeNull();
  });
});

describe('startFirstPaint on path mode’s not-found document', () => {
  const pathData: FirstPaintData = {
    ...data,
    mode: 'path',
    fragments: { notfound: { en: '/f/en/notfound.html', it: '/f/it/notfound.html' } },
  };
  /** The Italian page's fragment as the build writes it: its head first. */
  const italianPage = `<script type="application/json" ${PAGE_HEAD_ATTRIBUTE}>${JSON.stringify({ title: 'Pagina non trovata', tags: [] })}</script><main>Non trovata</main>`;

  /** 404.html as the build writes it: the page in English. */
  function notFoundDocument(): void {
    document.documentElement.lang = 'en';
    document.head.innerHTML = `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${JSON.stringify(pathData)}</script>`;
    document.title = 'Page not found';
    document.body.innerHTML =
      '<div id="root" data-route="notfound" data-lang="en"><main>Not found</main></div>';
  }

  beforeEach(() => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('shows the page in the address’s language, its lang and title with it', async () => {
    const fetch = answer(italianPage);
    vi.stubGlobal('fetch', fetch);
    notFoundDocument();
    window.history.replaceState(null, '', '/it/da-nessuna-parte/');
    const firstPaint = started();
    expect(fetch).toHaveBeenCalledWith(
      '/f/it/notfound.html',
      expect.objectContaining({ priority: 'high' }),
    );
    // The document's English page never paints.
    expect(document.documentElement.style.visibility).toBe('hidden');
    expect(document.documentElement.lang).toBe('en');
    expect(await firstPaint.shown).not.toBeNull();
    expect(document.documentElement.style.visibility).toBe('');
    expect(document.documentElement.lang).toBe('it');
    expect(document.title).toBe('Pagina non trovata');
    const root = document.getElementById('root');
    expect(root?.innerHTML).toBe('<main>Non trovata</main>');
    expect(root).toHaveAttribute('data-lang', 'it');
    expect(await firstPaint.language).toBe('it');
  });

  it('keeps the document’s own page when the address is in its language', async () => {
    const fetch = answer('');
    vi.stubGlobal('fetch', fetch);
    notFoundDocument();
    window.history.replaceState(null, '', '/nowhere/');
    expect(await started().shown).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the document’s own page, in its own language, when the other cannot come', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    notFoundDocument();
    window.history.replaceState(null, '', '/it/da-nessuna-parte/');
    const firstPaint = started();
    expect(await firstPaint.shown).not.toBeNull();
    expect(await firstPaint.language).toBe('en');
    expect(document.documentElement.style.visibility).toBe('');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Page not found');
    expect(document.getElementById('root')?.innerHTML).toBe('<main>Not found</main>');
  });
});
