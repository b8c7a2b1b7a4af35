import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, relativeLuminance } from './contrast';

describe('parseHex', () => {
  it('reads six and three digits, in either case', () => {
    expect(parseHex('#1d5fd6')).toEqual({ r: 29, g: 95, b: 214 });
    expect(parseHex('#FFF')).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('refuses what is not a hex colour', () => {
    expect(() => parseHex('1d5fd6')).toThrow('not a hex colour');
    expect(() => parseHex('#12345')).toThrow('not a hex colour');
    expect(() => parseHex('rgb(0, 0, 0)')).toThrow('not a hex colour');
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance(parseHex('#000'))).toBe(0);
    expect(relativeLuminance(parseHex('#fff'))).toBe(1);
  });

  it('uses the linear segment for very dark channels', () => {
    // 10/255 is below the 0.04045 knee: 0.0392 / 12.92, weighted for a grey.
    expect(relativeLuminance({ r: 10, g: 10, b: 10 })).toBeCloseTo(0.003035, 6);
  });
});

describe('contrastRatio', () => {
  it('runs from 1 for one colour to 21 for black on white, in either order', () => {
    expect(contrastRatio(parseHex('#777'), parseHex('#777'))).toBe(1);
    expect(contrastRatio(parseHex('#000'), parseHex('#fff'))).toBe(21);
    expect(contrastRatio(parseHex('#fff'), parseHex('#000'))).toBe(21);
  });

  it('matches published figures', () => {
    // #767676 on white is the classic lightest grey passing 4.5:1.
    expect(contrastRatio(parseHex('#767676'), parseHex('#fff'))).toBeCloseTo(4.54, 2);
    // Tailwind slate-500 on white, the control borders' colour.
    expect(contrastRatio(parseHex('#64748b'), parseHex('#fff'))).toBeCloseTo(4.76, 2);
  });
});
