import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_KEY,
  PORTFOLIO_ROUTES,
  ROUTES,
  pathFromHash,
  routeByKey,
  routeForPath,
  routeKeyForPath,
} from './routes';

describe('route table', () => {
  it('has the spec routes with their page keys', () => {
    expect(ROUTES.map((route) => [route.path, route.key])).toEqual([
      ['/', 'home'],
      ['/experience', 'experience'],
      ['/projects', 'projects'],
      ['/courses', 'courses'],
      ['/testimonials', 'testimonials'],
      ['/trading', 'trading'],
      ['/privacy', 'privacy'],
      ['/cookie-policy', 'cookie'],
    ]);
  });

  it('puts the spec links in the Portfolio menu, in order', () => {
    expect(PORTFOLIO_ROUTES.map((route) => route.path)).toEqual([
      '/experience',
      '/projects',
      '/courses',
      '/testimonials',
      '/trading',
    ]);
  });

  it('has unique paths and keys, none of them the not-found key', () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.key)).size).toBe(ROUTES.length);
    expect(ROUTES.map((route) => route.key)).not.toContain(NOT_FOUND_KEY);
  });

  it('finds a route by key', () => {
    expect(routeByKey('cookie').path).toBe('/cookie-policy');
  });
});

describe('routeForPath', () => {
  it('matches case-insensitively, with or without a trailing slash, ignoring the query', () => {
    expect(routeForPath('/projects')?.key).toBe('projects');
    expect(routeForPath('/Projects')?.key).toBe('projects');
    expect(routeForPath('/trading/')?.key).toBe('trading');
    expect(routeForPath('/courses?page=2')?.key).toBe('courses');
    expect(routeForPath('/')?.key).toBe('home');
    expect(routeForPath('')?.key).toBe('home');
  });

  it('serves nothing for unknown or deeper paths', () => {
    expect(routeForPath('/nowhere')).toBeUndefined();
    expect(routeForPath('/experience/extra')).toBeUndefined();
    expect(routeKeyForPath('/experience/extra')).toBe(NOT_FOUND_KEY);
    expect(routeKeyForPath('/%E0%A4%A')).toBe(NOT_FOUND_KEY);
  });

  // The router decides what renders; the pre-paint code and the build must agree with it.
  it('agrees with the router on awkward paths', () => {
    const routerRoutes = ROUTES.map((route) => ({ path: route.path, id: route.key }));
    const awkward = [
      '/',
      '//',
      '///courses',
      '/courses//',
      '/COURSES',
      '/%63ourses',
      '/cookie-policy/',
      '/cookie%2Dpolicy',
      '/experience/2020',
      '/ trading',
      '/trading ',
      '/privacy.html',
      '/../privacy',
      '/testimonials?x=1',
      '/it/experience',
      '/%2Fprojects',
    ];
    for (const path of awkward) {
      const pathname = path.split('?')[0] ?? '';
      const matched = matchRoutes(routerRoutes, pathname)?.[0]?.route.id ?? NOT_FOUND_KEY;
      expect(routeKeyForPath(path), path).toBe(matched);
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
