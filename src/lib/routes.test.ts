import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_KEY,
  OPTIONAL_SECTIONS,
  pathFromHash,
  routeByKey,
  routeForPath,
  routeKeyForPath,
  routeKeysOf,
  routesFor,
} from './routes';

const ROUTES = routesFor(OPTIONAL_SECTIONS);

describe('routesFor', () => {
  it('leaves out each optional page the owner has no content for, and only those', () => {
    expect(routesFor([]).map((route) => route.key)).toEqual([
      'home',
      'experience',
      'privacy',
      'cookie',
    ]);
    expect(routesFor(['trading', 'nonsense']).map((route) => route.key)).toContain('trading');
    expect(routesFor(['trading']).map((route) => route.key)).not.toContain('courses');
  });

  it('has unique paths and keys, none of them the not-found key', () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.key)).size).toBe(ROUTES.length);
    expect(routeKeysOf(ROUTES).filter((key) => key === NOT_FOUND_KEY)).toHaveLength(1);
  });

  it('finds a route by key, and says so when the site has none', () => {
    expect(routeByKey(ROUTES, 'cookie').path).toBe('/cookie-policy');
    expect(() => routeByKey(routesFor([]), 'courses')).toThrow('No route for page key "courses"');
  });
});

describe('routeForPath', () => {
  it('matches case-insensitively, with or without a trailing slash, ignoring the query', () => {
    expect(routeForPath(ROUTES, '/projects')?.key).toBe('projects');
    expect(routeForPath(ROUTES, '/Projects')?.key).toBe('projects');
    expect(routeForPath(ROUTES, '/trading/')?.key).toBe('trading');
    expect(routeForPath(ROUTES, '/courses?page=2')?.key).toBe('courses');
    expect(routeForPath(ROUTES, '/')?.key).toBe('home');
    expect(routeForPath(ROUTES, '')?.key).toBe('home');
  });

  it('serves nothing for unknown or deeper paths', () => {
    expect(routeForPath(ROUTES, '/nowhere')).toBeUndefined();
    expect(routeForPath(ROUTES, '/experience/extra')).toBeUndefined();
    expect(routeKeyForPath(ROUTES, '/experience/extra')).toBe(NOT_FOUND_KEY);
    expect(routeKeyForPath(ROUTES, '/%E0%A4%A')).toBe(NOT_FOUND_KEY);
  });

  // One rule reads an address, for the pre-paint script, the navigation and the build; these
  // awkward paths resolve as the client router the site once had resolved them.
  it('reads awkward paths as a router does', () => {
    const expected: Record<string, string> = {
      '/': 'home',
      '//': 'home',
      '///courses': NOT_FOUND_KEY,
      '/courses//': 'courses',
      '/COURSES': 'courses',
      '/%63ourses': 'courses',
      '/cookie-policy/': 'cookie',
      '/cookie%2Dpolicy': 'cookie',
      '/experience/2020': NOT_FOUND_KEY,
      '/ trading': NOT_FOUND_KEY,
      '/trading ': NOT_FOUND_KEY,
      '/privacy.html': NOT_FOUND_KEY,
      '/../privacy': NOT_FOUND_KEY,
      '/testimonials?x=1': 'testimonials',
      '/it/experience': NOT_FOUND_KEY,
      '/%2Fprojects': NOT_FOUND_KEY,
    };
    for (const [path, key] of Object.entries(expected)) {
      expect(routeKeyForPath(ROUTES, path), path).toBe(key);
    }
  });
});

describe('pathFromHash', () => {
  it('reads the router location from a hash', () => {
    expect(pathFromHash('#/courses?lng=it')).toBe('/courses?lng=it');
    expect(pathFromHash('#')).toBe('/');
    expect(pathFromHash('')).toBe('/');
    expect(pathFromHash('#projects')).toBe('/projects');
  });
});
