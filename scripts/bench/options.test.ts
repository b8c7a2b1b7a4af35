import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/lib/routes';
import { parseArguments, routeUrl, UNKNOWN_ROUTE } from './options';

describe('parseArguments', () => {
  it('defaults to three runs of every route and the unknown one, both measurements, not strict', () => {
    expect(parseArguments([])).toEqual({
      routes: [...ROUTES.map((route) => route.path), UNKNOWN_ROUTE],
      runs: 3,
      port: 4330,
      strict: false,
      lighthouse: true,
      realThrottling: true,
      modes: ['hash', 'path'],
    });
  });

  it('reads routes, runs, port, strict and skips, in both spellings', () => {
    expect(
      parseArguments([
        '--routes',
        '/,trading',
        '--runs=1',
        '--port',
        '4331',
        '--strict',
        '--no-lighthouse',
        '--modes',
        'path',
      ]),
    ).toEqual({
      routes: ['/', '/trading'],
      runs: 1,
      port: 4331,
      strict: true,
      lighthouse: false,
      realThrottling: true,
      modes: ['path'],
    });
  });

  it('rejects unknown options and bad numbers', () => {
    expect(() => parseArguments(['--route', '/'])).toThrow(/unknown option --route/);
    expect(() => parseArguments(['--runs', '0'])).toThrow(/positive integer/);
    expect(() => parseArguments(['--runs'])).toThrow(/needs a value/);
    expect(() => parseArguments(['--routes', ','])).toThrow(/at least one path/);
    expect(() => parseArguments(['--modes', 'hash,paths'])).toThrow(/--modes takes/);
  });
});

describe('routeUrl', () => {
  it("gives a page's own address in path mode, and the 404 document for no page", () => {
    expect(routeUrl('http://127.0.0.1:4332', '/experience', 'it', 'path')).toBe(
      'http://127.0.0.1:4332/it/experience/',
    );
    expect(routeUrl('http://127.0.0.1:4332/', '/', 'en', 'path')).toBe('http://127.0.0.1:4332/');
    expect(routeUrl('http://127.0.0.1:4332', UNKNOWN_ROUTE, 'en', 'path')).toBe(
      'http://127.0.0.1:4332/404.html',
    );
  });

  it('builds hash URLs, with ?lng= for a language other than English', () => {
    expect(routeUrl('http://127.0.0.1:4330/', '/experience')).toBe(
      'http://127.0.0.1:4330/#/experience',
    );
    expect(routeUrl('http://127.0.0.1:4330', '/')).toBe('http://127.0.0.1:4330/#/');
    expect(routeUrl('http://127.0.0.1:4330', '/experience', 'it')).toBe(
      'http://127.0.0.1:4330/#/experience?lng=it',
    );
  });
});
