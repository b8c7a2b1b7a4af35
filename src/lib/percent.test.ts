import { describe, expect, it } from 'vitest';
import {
  decimalText,
  FIGURE_FORMS,
  formatAxisPercent,
  formatDecimal,
  formatPercent,
  formatProsePercent,
  formatProseReturn,
  formatReturn,
  formatSignedReturn,
  MISSING_RETURN,
  toCents,
} from './percent';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const MINUS = '\u2212';

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
  it('writes the digits with two decimals or the fewest, with the separator given, without a sign', () => {
    expect(decimalText(235, 'two', ',')).toBe('2,35');
    expect(decimalText(300, 'two', '.')).toBe('3.00');
    expect(decimalText(250, 'fewest', ',')).toBe('2,5');
    expect(decimalText(1000, 'fewest', '.')).toBe('10');
    expect(decimalText(-5, 'fewest', ',')).toBe('0,05');
  });
});

/** Each formatter in each template language, for one positive, one negative and zero (or the kind's own cases). */
const EVERY_LANGUAGE = {
  en: {
    card: ['+2,35%', '-1,20%', '0,00%'],
    signed: ['+25,11%', '-1,20%', '+0,00%'],
    share: '61,54%',
    axis: ['10%', '-2,5%', '0%'],
    prose: '81.5%',
    proseReturn: ['+25.11%', '-1.20%'],
    score: '3.5',
  },
  it: {
    card: ['+2,35%', '-1,20%', '0,00%'],
    signed: ['+25,11%', '-1,20%', '+0,00%'],
    share: '61,54%',
    axis: ['10%', '-2,5%', '0%'],
    prose: '81,5%',
    proseReturn: ['+25,11%', '-1,20%'],
    score: '3,5',
  },
  de: {
    card: [`+2,35${NBSP}%`, `${MINUS}1,20${NBSP}%`, `0,00${NBSP}%`],
    signed: [`+25,11${NBSP}%`, `${MINUS}1,20${NBSP}%`, `+0,00${NBSP}%`],
    share: `61,54${NBSP}%`,
    axis: [`10${NBSP}%`, `${MINUS}2,5${NBSP}%`, `0${NBSP}%`],
    prose: `81,5${NBSP}%`,
    proseReturn: [`+25,11${NBSP}%`, `${MINUS}1,20${NBSP}%`],
    score: '3,5',
  },
  fr: {
    card: [`+2,35${NNBSP}%`, `${MINUS}1,20${NNBSP}%`, `0,00${NNBSP}%`],
    signed: [`+25,11${NNBSP}%`, `${MINUS}1,20${NNBSP}%`, `+0,00${NNBSP}%`],
    share: `61,54${NNBSP}%`,
    axis: [`10${NNBSP}%`, `${MINUS}2,5${NNBSP}%`, `0${NNBSP}%`],
    prose: `81,5${NNBSP}%`,
    proseReturn: [`+25,11${NNBSP}%`, `${MINUS}1,20${NNBSP}%`],
    score: '3,5',
  },
  es: {
    card: [`+2,35${NBSP}%`, `${MINUS}1,20${NBSP}%`, `0,00${NBSP}%`],
    signed: [`+25,11${NBSP}%`, `${MINUS}1,20${NBSP}%`, `+0,00${NBSP}%`],
    share: `61,54${NBSP}%`,
    axis: [`10${NBSP}%`, `${MINUS}2,5${NBSP}%`, `0${NBSP}%`],
    prose: `81,5${NBSP}%`,
    proseReturn: [`+25,11${NBSP}%`, `${MINUS}1,20${NBSP}%`],
    score: '3,5',
  },
} as const;

describe.each(Object.entries(EVERY_LANGUAGE))('figures in %s', (language, expected) => {
  it('writes a card’s return: plus when positive, minus when negative, no sign for zero', () => {
    expect([2.35, -1.2, 0].map((value) => formatReturn(value, language))).toEqual(expected.card);
  });

  it('writes a signed return with a plus sign from zero up', () => {
    expect([25.11, -1.2, 0].map((value) => formatSignedReturn(value, language))).toEqual(
      expected.signed,
    );
  });

  it('writes a signed return in a sentence with the sentence’s decimal sign', () => {
    expect([25.11, -1.2].map((value) => formatProseReturn(value, language))).toEqual(
      expected.proseReturn,
    );
  });

  it('writes a share, an axis tick, a figure in a sentence and the risk score', () => {
    expect(formatPercent(61.54, language)).toBe(expected.share);
    expect([10, -2.5, 0].map((value) => formatAxisPercent(value, language))).toEqual(expected.axis);
    expect(formatProsePercent(81.5, language)).toBe(expected.prose);
    expect(formatDecimal(3.5, language)).toBe(expected.score);
  });
});

describe('the table of forms', () => {
  it('has a form for every template language', () => {
    expect(Object.keys(FIGURE_FORMS).sort()).toEqual(Object.keys(EVERY_LANGUAGE).sort());
  });

  it('writes a language it has no entry for the English way', () => {
    expect(formatProsePercent(8.5, 'nl')).toBe('8.5%');
    expect(formatReturn(-1.2, 'nl')).toBe('-1,20%');
    expect(formatDecimal(3.5, 'nl')).toBe('3.5');
  });
});

describe('formatReturn (cards)', () => {
  it('writes two decimals', () => {
    expect(formatReturn(18.51, 'en')).toBe('+18,51%');
    expect(formatReturn(3, 'en')).toBe('+3,00%');
    expect(formatReturn(-10.92, 'en')).toBe('-10,92%');
  });

  it('rounds to two decimals, and values that round to zero lose their sign', () => {
    expect(formatReturn(2.344, 'en')).toBe('+2,34%');
    expect(formatReturn(2.346, 'en')).toBe('+2,35%');
    expect(formatReturn(-0.125, 'en')).toBe('-0,13%');
    expect(formatReturn(0.004, 'en')).toBe('0,00%');
    expect(formatReturn(-0.004, 'de')).toBe(`0,00${NBSP}%`);
    expect(formatReturn(-0, 'fr')).toBe(`0,00${NNBSP}%`);
  });

  it('rounds halves away from zero from the decimal value, not its binary approximation', () => {
    expect(formatReturn(1.005, 'en')).toBe('+1,01%');
    expect(formatReturn(-1.005, 'es')).toBe(`${MINUS}1,01${NBSP}%`);
    expect(formatReturn(0.125, 'it')).toBe('+0,13%');
  });

  it('never groups thousands', () => {
    expect(formatReturn(1234.5, 'en')).toBe('+1234,50%');
    expect(formatReturn(-1234.5, 'de')).toBe(`${MINUS}1234,50${NBSP}%`);
  });

  it('shows an em dash for a missing value, in every language', () => {
    for (const language of Object.keys(EVERY_LANGUAGE)) {
      expect(formatReturn(null, language)).toBe('—');
      expect(formatReturn(Number.NaN, language)).toBe(MISSING_RETURN);
      expect(formatSignedReturn(null, language)).toBe(MISSING_RETURN);
      expect(formatPercent(null, language)).toBe(MISSING_RETURN);
    }
  });
});

describe('formatSignedReturn', () => {
  it('gives every value that rounds to zero or more a plus sign, and keeps a negative’s minus', () => {
    expect(formatSignedReturn(-0, 'en')).toBe('+0,00%');
    expect(formatSignedReturn(-0.001, 'en')).toBe('+0,00%');
    expect(formatSignedReturn(-0.006, 'en')).toBe('-0,01%');
    expect(formatSignedReturn(-0.006, 'fr')).toBe(`${MINUS}0,01${NNBSP}%`);
  });
});

describe('formatAxisPercent and formatProsePercent', () => {
  it('write only the decimals a figure has, up to two', () => {
    expect(formatAxisPercent(0.1 + 0.2, 'en')).toBe('0,3%');
    expect(formatProsePercent(82, 'it')).toBe('82%');
    expect(formatProsePercent(73.456, 'en')).toBe('73.46%');
    expect(formatProsePercent(100, 'en')).toBe('100%');
  });
});

describe('formatDecimal', () => {
  it('writes a whole score without decimals and a fraction with the language’s sign', () => {
    expect(formatDecimal(3, 'fr')).toBe('3');
    expect(formatDecimal(3.25, 'de')).toBe('3,25');
    expect(formatDecimal(7.5, 'en')).toBe('7.5');
  });
});
