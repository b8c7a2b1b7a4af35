import { describe, expect, it } from 'vitest';
import {
  hashAddress,
  homeAddress,
  languageOfPageAddress,
  languageSwitchPath,
  pagePath,
  pathBelowBase,
  pathModeRedirect,
  readPagePath,
  routeKeyOf,
  type Address,
} from './siteUrls';
import { OPTIONAL_SECTIONS } from './routes';
import { siteShape } from './siteModel';

/** A site in English (the first) and Italian, with every page. */
const SHAPE = siteShape(['en', 'it'], OPTIONAL_SECTIONS);

const at = (href: string): Address => {
  const url = new URL(href, 'https://site.example');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('pagePath', () => {
  it('gives the default language no prefix and the others their code, with a trailing slash', () => {
    expect(pagePath(SHAPE, '/', 'en')).toBe('/');
    expect(pagePath(SHAPE, '/cookie-policy', 'en')).toBe('/cookie-policy/');
    expect(pagePath(SHAPE, '/', 'it')).toBe('/it/');
    expect(pagePath(SHAPE, '/courses', 'it')).toBe('/it/courses/');
  });
});

describe('homeAddress', () => {
  it('is the base path in hash mode and for the default language, else the language’s home', () => {
    expect(homeAddress(SHAPE, 'it', 'hash', '/portfolio/')).toBe('/portfolio/');
    expect(homeAddress(SHAPE, 'en', 'path', '/portfolio/')).toBe('/portfolio/');
    expect(homeAddress(SHAPE, 'it', 'path', '/portfolio/')).toBe('/portfolio/it/');
    expect(homeAddress(SHAPE, 'it', 'path', '/')).toBe('/it/');
  });
});

describe('reading an address', () => {
  it('finds the path below the base', () => {
    expect(pathBelowBase('/portfolio/it/courses/', '/portfolio/')).toBe('/it/courses/');
    expect(pathBelowBase('/portfolio', '/portfolio/')).toBe('/');
    expect(pathBelowBase('/elsewhere/', '/portfolio/')).toBeNull();
    expect(pathBelowBase('/courses/', '/')).toBe('/courses/');
  });

  it('reads the language prefix, and only for a language other than the default', () => {
    expect(readPagePath(SHAPE, '/it/courses/')).toEqual({
      language: 'it',
      routerPath: '/courses/',
    });
    expect(readPagePath(SHAPE, '/it')).toEqual({ language: 'it', routerPath: '/' });
    expect(readPagePath(SHAPE, '/courses/')).toEqual({ language: null, routerPath: '/courses/' });
    expect(readPagePath(SHAPE, '/en/courses/')).toEqual({
      language: null,
      routerPath: '/en/courses/',
    });
  });

  it('finds the page in either mode', () => {
    expect(routeKeyOf(SHAPE, at('/#/Courses?lng=it'), 'hash', '/')).toBe('courses');
    expect(routeKeyOf(SHAPE, at('/portfolio/it/courses/'), 'path', '/portfolio/')).toBe('courses');
    expect(routeKeyOf(SHAPE, at('/portfolio/it/'), 'path', '/portfolio/')).toBe('home');
    expect(routeKeyOf(SHAPE, at('/portfolio/'), 'path', '/portfolio/')).toBe('home');
    expect(routeKeyOf(SHAPE, at('/portfolio/en/courses/'), 'path', '/portfolio/')).toBe('notfound');
    expect(routeKeyOf(SHAPE, at('/portfolio/it/nowhere/'), 'path', '/portfolio/')).toBe('notfound');
  });

  it('names a page or the not-found page for any hash, however awkward', () => {
    const pieces = ['experience', 'projects', '..', '.', '', '%20', '%', 'ä', '✓', 'x'.repeat(40)];
    pieces.push('COURSES', '%ZZ', '&', '=', ';', '@', '<script>', '%E0%A4%A', '?', '#');
    // A seeded generator: the same paths on every run, so a failure can be replayed.
    let seed = 20251122;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pages = new Set<string>([...SHAPE.routes.map(({ key }) => key), 'notfound']);
    for (let made = 0; made < 200; made++) {
      const segments = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        const piece = pieces[Math.floor(random() * pieces.length)] ?? '';
        return random() < 0.3 ? piece + Math.floor(random() * 1000).toString(36) : piece;
      });
      const address = at(`/#/${segments.join('/')}${random() < 0.2 ? '/' : ''}`);
      expect(pages, address.hash).toContain(routeKeyOf(SHAPE, address, 'hash', '/'));
    }
  });

  it("takes a path-mode page's language from its address; the visitor decides elsewhere", () => {
    expect(languageOfPageAddress(SHAPE, at('/it/trading/'), 'path', '/')).toBe('it');
    expect(languageOfPageAddress(SHAPE, at('/trading/'), 'path', '/')).toBe('en');
    expect(languageOfPageAddress(SHAPE, at('/it/nowhere/'), 'path', '/')).toBe('it');
    expect(languageOfPageAddress(SHAPE, at('/nowhere/'), 'path', '/')).toBeNull();
    expect(languageOfPageAddress(SHAPE, at('/#/trading'), 'hash', '/')).toBeNull();
  });
});

describe('pathModeRedirect', () => {
  it('moves an old hash link to its page, in the language it asks for', () => {
    expect(pathModeRedirect(SHAPE, at('/#/projects'), '/', 'en')).toBe('/projects/');
    expect(pathModeRedirect(SHAPE, at('/#/projects?lng=it'), '/', 'it')).toBe('/it/projects/');
    // The default language has no prefix: named, it stays named, as a language kept may differ.
    expect(pathModeRedirect(SHAPE, at('/#/projects?lng=en'), '/', 'en')).toBe('/projects/?lng=en');
    expect(pathModeRedirect(SHAPE, at('/portfolio/#/'), '/portfolio/', 'it')).toBe(
      '/portfolio/it/',
    );
  });

  it('sends an old link to no page where the not-found page answers', () => {
    expect(pathModeRedirect(SHAPE, at('/#/no-such-page'), '/', 'en')).toBe('/no-such-page');
    // An old link can never lead out of the site's folder.
    for (const hash of ['#/../..', '#/%2e%2e/%2e%2e', '#/..%2F..', '#/..\\..\\x', '#/./../a']) {
      const target = pathModeRedirect(SHAPE, at(`/portfolio/${hash}`), '/portfolio/', 'en') ?? '';
      expect(new URL(target, 'https://owner.example').pathname, hash).toMatch(/^\/portfolio\//);
    }
  });

  it("moves a page without prefix to the visitor's language, keeping the rest of the address", () => {
    expect(pathModeRedirect(SHAPE, at('/courses/?lng=it&page=2#top'), '/', 'it')).toBe(
      '/it/courses/?page=2#top',
    );
    expect(pathModeRedirect(SHAPE, at('/'), '/', 'it')).toBe('/it/');
  });

  it('stays where the address already says the language, or the visitor reads the default', () => {
    expect(pathModeRedirect(SHAPE, at('/it/courses/'), '/', 'en')).toBeNull();
    expect(pathModeRedirect(SHAPE, at('/courses/'), '/', 'en')).toBeNull();
    expect(pathModeRedirect(SHAPE, at('/nowhere/'), '/', 'it')).toBeNull();
    expect(pathModeRedirect(SHAPE, at('/elsewhere/'), '/portfolio/', 'it')).toBeNull();
  });
});

describe('languageSwitchPath', () => {
  it('writes hash addresses with the language named before the hash', () => {
    expect(hashAddress('/courses')).toBe('/#/courses');
    expect(hashAddress('/courses', 'it', '/portfolio/')).toBe('/portfolio/?lng=it#/courses');
  });

  it("hash mode: the same page with the language's ?lng=", () => {
    expect(languageSwitchPath(SHAPE, '/courses', 'it', 'hash')).toBe('/courses?lng=it');
    expect(languageSwitchPath(SHAPE, '/', 'en', 'hash')).toBe('/?lng=en');
  });

  it("path mode: the page's address in that language; an unknown path keeps its path", () => {
    expect(languageSwitchPath(SHAPE, '/courses/', 'it', 'path')).toBe('/it/courses/');
    expect(languageSwitchPath(SHAPE, '/courses', 'en', 'path')).toBe('/courses/');
    expect(languageSwitchPath(SHAPE, '/', 'it', 'path')).toBe('/it/');
    expect(languageSwitchPath(SHAPE, '/nowhere', 'it', 'path')).toBe('/it/nowhere');
  });
});
