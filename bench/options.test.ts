import { describe, expect, it } from 'vitest';
import { templateSite } from '../tooling/build/testing/templateSite';
import { contextFor } from '../tooling/build/buildContext';
import { SAMPLE_FOLDER } from '../tooling/owner/testing/ownerCopy';
import { parseArguments as parseFor, throttledVisits, routeUrl, UNKNOWN_ROUTE } from './options';

/** The sample's site, named here: the bench's own comes from its entry's environment. */
const context = contextFor(SAMPLE_FOLDER, { root: process.cwd() });
const parseArguments = (argv: readonly string[]) => parseFor(argv, context);

describe('the bench command line', () => {
  it('measures every route of the site it is given, and the unknown one, unless told', () => {
    expect(parseArguments([]).routes).toEqual([
      ...context.model.routes.map((route) => route.path),
      UNKNOWN_ROUTE,
    ]);
    expect(parseArguments(['--routes', 'courses,/']).routes).toEqual(['/courses', '/']);
  });

  it('slows the CPU 4× unless told otherwise, and runs at each slowdown listed', () => {
    expect(parseArguments([]).cpuSlowdowns).toEqual([4]);
    expect(parseArguments(['--cpu', '6']).cpuSlowdowns).toEqual([6]);
    expect(parseArguments(['--cpu', '4,6']).cpuSlowdowns).toEqual([4, 6]);
  });

  it('takes a baseline build per mode measured, in the order of --modes', () => {
    expect(parseArguments([]).baseline).toBeNull();
    expect(parseArguments(['--baseline', '/tmp/h,/tmp/p']).baseline).toEqual({
      hash: '/tmp/h',
      path: '/tmp/p',
    });
    expect(parseArguments(['--modes', 'path', '--baseline', '/tmp/p']).baseline).toEqual({
      path: '/tmp/p',
    });
    expect(() => parseArguments(['--baseline', '/tmp/h'])).toThrow(/one build folder per mode/);
  });

  it('refuses a slowdown that is not a positive integer, and unknown flags', () => {
    expect(() => parseArguments(['--cpu', '0'])).toThrow(/--cpu needs a positive integer/);
    expect(() => parseArguments(['--cpus', '6'])).toThrow();
  });

  it('measures one half alone, only the control taps or the first paints, or only draws the waterfall', () => {
    const halves = (argv: string[]) => {
      const { lighthouse, realThrottling, controlTaps, firstPaint, waterfall } =
        parseArguments(argv);
      return [lighthouse, realThrottling, controlTaps, firstPaint, waterfall];
    };
    expect(halves([])).toEqual([true, true, true, false, false]);
    expect(halves(['--only', 'lighthouse'])).toEqual([true, false, false, false, false]);
    expect(halves(['--only', 'real-throttling'])).toEqual([false, true, true, false, false]);
    expect(halves(['--only', 'control-taps'])).toEqual([false, false, true, false, false]);
    expect(halves(['--only', 'first-paint'])).toEqual([false, false, false, true, false]);
    expect(halves(['--only', 'waterfall'])).toEqual([false, false, false, false, true]);
    expect(() => parseArguments(['--only', 'taps'])).toThrow(/--only takes/);
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
