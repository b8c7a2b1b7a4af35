// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemoryStore } from '../lib/storage';
import { FIRST_PAINT_DATA_ID, type FirstPaintData } from './documentContract';
import { startWhenPainted } from './appStart';
import { startFirstPaint } from './firstPaint';

// When the app starts is appStart.test.ts's; here its 2.5 s deadline would outlive the test file.
vi.mock('./appStart', () => ({ startWhenPainted: vi.fn() }));

const data: FirstPaintData = {
  mode: 'hash',
  base: '/',
  languages: ['en', 'it'],
  sections: ['courses'],
  entry: '/assets/main.js',
  entryImports: ['/assets/shared.js'],
  pages: {
    home: { fragments: { en: '/f/en/home.html', it: '/f/it/home.html' }, modules: [], strings: {} },
    courses: {
      fragments: { en: '/f/en/courses.html', it: '/f/it/courses.html' },
      modules: ['/assets/courses.js'],
      strings: { it: ['/assets/courses-it.js'] },
    },
    notfound: { fragments: { en: '/f/en/notfound.html' }, modules: [], strings: {} },
  },
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

describe('startFirstPaint', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearMemoryStore();
    document.documentElement.className = '';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it("shows the page's fragment for the route and language, marked for the app", async () => {
    const fetch = answer('<main><h1>I miei corsi online</h1></main>');
    vi.stubGlobal('fetch', fetch);
    documentWith(JSON.stringify(data));
    window.history.replaceState(null, '', '/#/Courses/?lng=it');
    const firstPaint = startFirstPaint();
    expect(firstPaint.routeKey).toBe('courses');
    expect(fetch).toHaveBeenCalledWith(
      '/f/it/courses.html',
      expect.objectContaining({ priority: 'high' }),
    );
    expect(await firstPaint.pageShown).toBe(true);
    expect(await firstPaint.language).toBe('it');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe('it');
    const root = document.getElementById('root');
    expect(root?.innerHTML).toBe('<main><h1>I miei corsi online</h1></main>');
    expect(root).toHaveAttribute('data-route', 'courses');
    expect(root).toHaveAttribute('data-lang', 'it');
  });

  it('asks for the page at once, reads the stored language in the next task, and asks again when it differs', async () => {
    const fetch = vi.fn(async (url: string) => new Response(`<main>${url}</main>`));
    vi.stubGlobal('fetch', fetch);
    documentWith(JSON.stringify(data));
    window.history.replaceState(null, '', '/#/courses');
    localStorage.setItem('i18nextLng', 'it');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const firstPaint = startFirstPaint();
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
    expect(await firstPaint.pageShown).toBe(true);
    expect(document.getElementById('root')?.innerHTML).toBe('<main>/f/it/courses.html</main>');
  });

  it('hash mode: until the app is live, a link followed loads its page afresh', async () => {
    vi.stubGlobal('fetch', answer('<main></main>'));
    documentWith(JSON.stringify(data));
    window.history.replaceState(null, '', '/#/');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const firstPaint = startFirstPaint();
    // Earlier tests' pages never went live and still listen: count this page's share.
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    const whileLoading = reload.mock.calls.length;
    expect(whileLoading).toBeGreaterThan(0);
    firstPaint.appLive();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(reload.mock.calls.length - whileLoading).toBe(whileLoading - 1);
    await firstPaint.pageShown;
  });

  it('puts the stored theme and consent on <html>, ignoring garbage', async () => {
    vi.stubGlobal('fetch', answer(''));
    documentWith(JSON.stringify(data));
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('cookieConsent', 'true');
    const shown = startFirstPaint().pageShown;
    expect(document.documentElement).toHaveClass('dark', 'cookies-accepted');
    document.documentElement.className = '';
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('cookieConsent', 'yes');
    const shownAgain = startFirstPaint().pageShown;
    expect(document.documentElement.className).toBe('');
    await Promise.all([shown, shownAgain]);
  });

  it('serves an unknown path the not-found page', async () => {
    const fetch = answer('<main>404</main>');
    vi.stubGlobal('fetch', fetch);
    documentWith(JSON.stringify(data));
    window.history.replaceState(null, '', '/#/nowhere');
    const firstPaint = startFirstPaint();
    expect(firstPaint.routeKey).toBe('notfound');
    expect(fetch).toHaveBeenCalledWith(
      '/f/en/notfound.html',
      expect.objectContaining({ priority: 'high' }),
    );
    expect(await firstPaint.pageShown).toBe(true);
  });

  it('leaves the page to the app when the fragment cannot come', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    documentWith(JSON.stringify(data));
    expect(await startFirstPaint().pageShown).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await startFirstPaint().pageShown).toBe(false);
    expect(document.getElementById('root')?.innerHTML).toBe('');
  });

  it("asks for the page's code once it has painted, and never for the look's fonts", async () => {
    vi.stubGlobal('fetch', answer('<main></main>'));
    documentWith(JSON.stringify(data));
    window.history.replaceState(null, '', '/#/courses');
    const firstPaint = startFirstPaint();
    const links = () =>
      [...document.head.querySelectorAll('link')].map((link) => [
        link.rel,
        link.getAttribute('href'),
      ]);
    vi.mocked(startWhenPainted).mock.lastCall?.[2]();
    await firstPaint.language;
    await vi.waitFor(() => expect(links()).toContainEqual(['modulepreload', '/assets/courses.js']));
    firstPaint.appLive();
    // The fonts are the app's (src/app/fontSwap.ts), never a stylesheet: it would lay out every text.
    expect(links().flat()).not.toContain('/assets/fonts.css');
  });

  it('survives a missing or broken data block and blocked storage', async () => {
    vi.stubGlobal('fetch', answer(''));
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    documentWith('{not json');
    expect(await startFirstPaint().pageShown).toBe(false);
    documentWith(null);
    expect(await startFirstPaint().pageShown).toBe(false);
  });
});

describe('startFirstPaint on path mode’s not-found document', () => {
  const pathData: FirstPaintData = {
    ...data,
    mode: 'path',
    pages: {
      notfound: {
        fragments: { en: '/f/en/notfound.html', it: '/f/it/notfound.html' },
        titles: { en: 'Page not found', it: 'Pagina non trovata' },
        modules: [],
        strings: {},
      },
    },
  };

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
    const fetch = answer('<main>Non trovata</main>');
    vi.stubGlobal('fetch', fetch);
    notFoundDocument();
    window.history.replaceState(null, '', '/it/da-nessuna-parte/');
    const firstPaint = startFirstPaint();
    expect(fetch).toHaveBeenCalledWith(
      '/f/it/notfound.html',
      expect.objectContaining({ priority: 'high' }),
    );
    // The document's English page never paints.
    expect(document.documentElement.style.visibility).toBe('hidden');
    expect(document.documentElement.lang).toBe('en');
    expect(await firstPaint.pageShown).toBe(true);
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
    expect(await startFirstPaint().pageShown).toBe(true);
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
    expect(await startFirstPaint().pageShown).toBe(false);
    expect(document.documentElement.style.visibility).toBe('');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Page not found');
    expect(document.getElementById('root')?.innerHTML).toBe('<main>Not found</main>');
  });
});
