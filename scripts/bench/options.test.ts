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
      ]),
    ).toEqual({
      routes: ['/', '/trading'],
      runs: 1,
      port: 4331,
      strict: true,
      lighthouse: false,
      realThrottling: true,
    });
  });

  it('rejects unknown options and bad numbers', () => {
    expect(() => parseArguments(['--route', '/'])).toThrow(/unknown option --route/);
    expect(() => parseArguments(['--runs', '0'])).toThrow(/positive integer/);
    expect(() => parseArguments(['--runs'])).toThrow(/needs a value/);
    expect(() => parseArguments(['--routes', ','])).toThrow(/at least one path/);
  });
});

describe('routeUrl', () => {
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
