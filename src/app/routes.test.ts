import { describe, expect, it } from 'vitest';
import { PORTFOLIO_ROUTES, ROUTES, routeByKey, routeForHash, routeForPath } from './routes';

describe('route table', () => {
  it('has the spec routes with their page keys', () => {
    expect(ROUTES.map((route) => [route.path, route.pageKey])).toEqual([
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

  it('finds routes by path and key', () => {
    expect(routeForPath('/courses')?.pageKey).toBe('courses');
    expect(routeForPath('/nope')).toBeUndefined();
    expect(routeByKey('cookie').path).toBe('/cookie-policy');
  });

  it('has unique paths and keys', () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.pageKey)).size).toBe(ROUTES.length);
  });
});

describe('routeForHash', () => {
  it('matches the hash path as the router does', () => {
    expect(routeForHash('#/projects')?.pageKey).toBe('projects');
    expect(routeForHash('#/Projects')?.pageKey).toBe('projects');
    expect(routeForHash('#/trading/')?.pageKey).toBe('trading');
    expect(routeForHash('#/courses?page=2')?.pageKey).toBe('courses');
    expect(routeForHash('')?.pageKey).toBe('home');
    expect(routeForHash('#')?.pageKey).toBe('home');
    expect(routeForHash('#/nowhere')).toBeUndefined();
    expect(routeForHash('#/experience/extra')).toBeUndefined();
  });
});
