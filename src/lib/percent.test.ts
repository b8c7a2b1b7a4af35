import { describe, expect, it } from 'vitest';
import { decimalText, formatProsePercent, toCents } from './percent';

describe('toCents', () => {
  it('turns a percentage into whole cents', () => {
    expect(toCents(2.35)).toBe(235);
    expect(toCents(-10.92)).toBe(-1092);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-0)).toBe(0);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(toCents(1e-7)).toBe(0);
  });
});

describe('decimalText', () => {
  it('writes two decimals or the fewest, with the separator given', () => {
    expect(decimalText(235, 'two', ',')).toBe('2,35');
    expect(decimalText(300, 'two', '.')).toBe('3.00');
    expect(decimalText(250, 'fewest', ',')).toBe('2,5');
    expect(decimalText(1000, 'fewest', '.')).toBe('10');
    expect(decimalText(-5, 'fewest', ',')).toBe('-0,05');
  });
});

describe('formatProsePercent', () => {
  it('follows the language of the sentence', () => {
    expect(formatProsePercent(74.5, 'en')).toBe('74.5%');
    expect(formatProsePercent(74.5, 'it')).toBe('74,5%');
    expect(formatProsePercent(74.5, 'de')).toBe('74,5\u00a0%');
    expect(formatProsePercent(74.5, 'fr')).toBe('74,5\u202f%');
    expect(formatProsePercent(74.5, 'es')).toBe('74,5\u00a0%');
  });

  it('writes only the decimals the figure has, up to two', () => {
    expect(formatProsePercent(82, 'it')).toBe('82%');
    expect(formatProsePercent(73.456, 'en')).toBe('73.46%');
    expect(formatProsePercent(100, 'en')).toBe('100%');
  });

  it('writes a language it has no entry for the English way', () => {
    expect(formatProsePercent(8.5, 'nl')).toBe('8.5%');
  });
});
