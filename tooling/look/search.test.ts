import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { nearestPassing } from './search';

const WHITE = { l: 1, c: 0, h: 0 };

describe('nearestPassing', () => {
  it('finds the published edge: #767676 is the lightest grey with 4.5:1 on white', () => {
    expect(nearestPassing(WHITE, [{ against: ['#ffffff'], min: 4.5 }])).toBe('#767676');
  });

  it('returns the given colour untouched when it passes', () => {
    expect(nearestPassing(WHITE, [{ against: ['#000000'], min: 4.5 }], '#FEFEFE')).toBe('#FEFEFE');
  });

  it('meets every need at once', () => {
    const needs = [
      { against: ['#ffffff'], min: 3 },
      { against: ['#dddddd'], min: 4.5 },
    ];
    const found = nearestPassing(WHITE, needs);
    expect(wcagContrast(found, '#dddddd')).toBeGreaterThanOrEqual(4.5);
    expect(found).not.toBe(nearestPassing(WHITE, needs.slice(0, 1)));
  });

  it('takes the nearer side of a middle background', () => {
    // On mid grey, a light grey reaches 3:1 sooner toward white than toward black.
    const lightGrey = { l: 0.75, c: 0, h: 0 };
    const found = nearestPassing(lightGrey, [{ against: ['#777777'], min: 3 }]);
    expect(wcagContrast(found, '#ffffff')).toBeLessThan(wcagContrast(found, '#000000'));
  });

  it('says so when no lightness can pass', () => {
    expect(() => nearestPassing(WHITE, [{ against: ['#777777'], min: 7 }])).toThrow(
      'no lightness of #ffffff keeps 7:1 against #777777',
    );
  });
});
