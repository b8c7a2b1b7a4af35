import { describe, expect, it } from 'vitest';
import {
  hashAddress,
  languageOfPageAddress,
  languageSwitchPath,
  pagePath,
  pathBelowBase,
  pathModeRedirect,
  readPagePath,
  routeKeyOf,
  type Address,
} from './siteUrls';

const at = (href: string): Address => {
  const url = new URL(href, 'https://site.example');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('pagePath', () => {
  it('gives the default language no prefix and the others their code, with a trailing slash', () => {
    expect(pagePath('/', 'en')).toBe('/');
    expect(pagePath('/cookie-policy', 'en')).toBe('/cookie-policy/');
    expect(pagePath('/', 'it')).toBe('/it/');
    expect(pagePath('/courses', 'it')).toBe('/it/courses/');
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
    expect(readPagePath('/it/courses/')).toEqual({ language: 'it', routerPath: '/courses/' });
    expect(readPagePath('/it')).toEqual({ language: 'it', routerPath: '/' });
    expect(readPagePath('/courses/')).toEqual({ language: null, routerPath: '/courses/' });
    expect(readPagePath('/en/courses/')).toEqual({ language: null, routerPath: '/en/courses/' });
  });

  it('finds the page in either mode', () => {
    expect(routeKeyOf(at('/#/Courses?lng=it'), 'hash', '/')).toBe('courses');
    expect(routeKeyOf(at('/portfolio/it/courses/'), 'path', '/portfolio/')).toBe('courses');
    expect(routeKeyOf(at('/portfolio/it/'), 'path', '/portfolio/')).toBe('home');
    expect(routeKeyOf(at('/portfolio/'), 'path', '/portfolio/')).toBe('home');
    expect(routeKeyOf(at('/portfolio/en/courses/'), 'path', '/portfolio/')).toBe('notfound');
    expect(routeKeyOf(at('/portfolio/it/nowhere/'), 'path', '/portfolio/')).toBe('notfound');
  });

  it("takes a path-mode page's language from its address; the visitor decides elsewhere", () => {
    expect(languageOfPageAddress(at('/it/trading/'), 'path', '/')).toBe('it');
    expect(languageOfPageAddress(at('/trading/'), 'path', '/')).toBe('en');
    expect(languageOfPageAddress(at('/it/nowhere/'), 'path', '/')).toBe('it');
    expect(languageOfPageAddress(at('/nowhere/'), 'path', '/')).toBeNull();
    expect(languageOfPageAddress(at('/#/trading'), 'hash', '/')).toBeNull();
  });
});

describe('pathModeRedirect', () => {
  it('moves an old hash link to its page, in the language it asks for', () => {
    expect(pathModeRedirect(at('/#/projects'), '/', 'en')).toBe('/projects/');
    expect(pathModeRedirect(at('/#/projects?lng=it'), '/', 'it')).toBe('/it/projects/');
    expect(pathModeRedirect(at('/portfolio/#/'), '/portfolio/', 'it')).toBe('/portfolio/it/');
  });

  it('sends an old link to no page where the not-found page answers', () => {
    expect(pathModeRedirect(at('/#/no-such-page'), '/', 'en')).toBe('/no-such-page');
    // An old link can never lead out of the site's folder.
    for (const hash of ['#/../..', '#/%2e%2e/%2e%2e', '#/..%2F..', '#/..\\..\\x', '#/./../a']) {
      const target = pathModeRedirect(at(`/portfolio/${hash}`), '/portfolio/', 'en') ?? '';
      expect(new URL(target, 'https://owner.example').pathname, hash).toMatch(/^\/portfolio\//);
    }
  });

  it("moves a page without prefix to the visitor's language, keeping the rest of the address", () => {
    expect(pathModeRedirect(at('/courses/?lng=it&page=2#top'), '/', 'it')).toBe(
      '/it/courses/?page=2#top',
    );
    expect(pathModeRedirect(at('/'), '/', 'it')).toBe('/it/');
  });

  it('stays where the address already says the language, or the visitor reads the default', () => {
    expect(pathModeRedirect(at('/it/courses/'), '/', 'en')).toBeNull();
    expect(pathModeRedirect(at('/courses/'), '/', 'en')).toBeNull();
    expect(pathModeRedirect(at('/nowhere/'), '/', 'it')).toBeNull();
    expect(pathModeRedirect(at('/elsewhere/'), '/portfolio/', 'it')).toBeNull();
  });
});

describe('languageSwitchPath', () => {
  it('writes hash addresses with the language named before the hash', () => {
    expect(hashAddress('/courses')).toBe('/#/courses');
    expect(hashAddress('/courses', 'it', '/portfolio/')).toBe('/portfolio/?lng=it#/courses');
  });

  it("hash mode: the same page with the language's ?lng=", () => {
    expect(languageSwitchPath('/courses', 'it', 'hash')).toBe('/courses?lng=it');
    expect(languageSwitchPath('/', 'en', 'hash')).toBe('/?lng=en');
  });

  it("path mode: the page's address in that language; an unknown path keeps its path", () => {
    expect(languageSwitchPath('/courses/', 'it', 'path')).toBe('/it/courses/');
    expect(languageSwitchPath('/courses', 'en', 'path')).toBe('/courses/');
    expect(languageSwitchPath('/', 'it', 'path')).toBe('/it/');
    expect(languageSwitchPath('/nowhere', 'it', 'path')).toBe('/it/nowhere');
  });
});
