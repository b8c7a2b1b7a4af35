import { describe, expect, it } from 'vitest';
import { LOOK_NAMES, parseLooksOptions } from './screenshotOptions.ts';

describe('npm run template:screenshots options', () => {
  it('default to every look and page, first screens only', () => {
    expect(parseLooksOptions([])).toEqual({ looks: [...LOOK_NAMES], pages: [], full: false });
  });

  it('pick looks and pages', () => {
    expect(
      parseLooksOptions(['--looks', 'sample,grotesk', '--pages=/,/experience', '--full']),
    ).toEqual({ looks: ['sample', 'grotesk'], pages: ['/', '/experience'], full: true });
  });

  it('refuse an unknown look, a page that is not a path and an unknown flag', () => {
    expect(() => parseLooksOptions(['--looks', 'sample,gothic'])).toThrow(/no look gothic/);
    expect(() => parseLooksOptions(['--pages', 'experience'])).toThrow(/takes paths: experience/);
    expect(() => parseLooksOptions(['--width', '320'])).toThrow();
  });
});
