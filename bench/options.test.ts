import { describe, expect, it } from 'vitest';
import { templateSite } from '../tooling/build/testing/templateSite';
import { parseArguments, throttledVisits, routeUrl } from './options';

describe('the bench command line', () => {
  it('slows the CPU 4× unless told otherwise', () => {
    expect(parseArguments([]).cpuSlowdown).toBe(4);
    expect(parseArguments(['--cpu', '6']).cpuSlowdown).toBe(6);
  });

  it('refuses a slowdown that is not a positive integer, and unknown flags', () => {
    expect(() => parseArguments(['--cpu', '0'])).toThrow(/--cpu needs a positive integer/);
    expect(() => parseArguments(['--cpus', '6'])).toThrow();
  });

  it('measures one half alone', () => {
    const lighthouseOnly = parseArguments(['--only', 'lighthouse']);
    expect([lighthouseOnly.lighthouse, lighthouseOnly.realThrottling]).toEqual([true, false]);
  });

  it('addresses a page in each mode', () => {
    const site = templateSite(['en', 'it']);
    expect(routeUrl('http://127.0.0.1:4330/', '/courses', 'it', 'hash', site)).toBe(
      'http://127.0.0.1:4330/?lng=it#/courses',
    );
    expect(routeUrl('http://127.0.0.1:4330', '/courses', 'it', 'path', site)).toBe(
      'http://127.0.0.1:4330/it/courses/',
    );
    expect(routeUrl('http://127.0.0.1:4330', '/courses', 'en', 'hash', site)).toBe(
      'http://127.0.0.1:4330/#/courses',
    );
  });

  it("visits the site's pages in its languages: a site of one language, without trading", () => {
    expect(throttledVisits(templateSite(['en', 'it']))).toEqual([
      { route: '/', language: 'en' },
      { route: '/courses', language: 'en' },
      { route: '/trading', language: 'en' },
      { route: '/experience', language: 'it' },
    ]);
    const small = { ...templateSite(['de']), routes: templateSite(['de']).routes.slice(0, 2) };
    expect(throttledVisits(small)).toEqual([
      { route: '/', language: 'de' },
      { route: '/experience', language: 'de' },
    ]);
  });
});
