import { describe, expect, it } from 'vitest';
import {
  formatAxisPercent,
  formatPercent,
  formatReturn,
  formatSignedReturn,
  MISSING_RETURN,
} from './returns';

describe('formatReturn (cards)', () => {
  it('writes a positive return with a plus sign, two decimals and a comma', () => {
    expect(formatReturn(2.35)).toBe('+2,35%');
    expect(formatReturn(18.51)).toBe('+18,51%');
    expect(formatReturn(3)).toBe('+3,00%');
  });

  it('writes a negative return with a minus sign', () => {
    expect(formatReturn(-1.2)).toBe('-1,20%');
    expect(formatReturn(-10.92)).toBe('-10,92%');
  });

  it('writes zero without a sign', () => {
    expect(formatReturn(0)).toBe('0,00%');
    expect(formatReturn(-0)).toBe('0,00%');
  });

  it('rounds to two decimals, and values that round to zero lose their sign', () => {
    expect(formatReturn(2.344)).toBe('+2,34%');
    expect(formatReturn(2.346)).toBe('+2,35%');
    expect(formatReturn(-0.125)).toBe('-0,13%');
    expect(formatReturn(0.004)).toBe('0,00%');
    expect(formatReturn(-0.004)).toBe('0,00%');
  });

  it('rounds halves away from zero from the decimal value, not its binary approximation', () => {
    expect(formatReturn(1.005)).toBe('+1,01%');
    expect(formatReturn(-1.005)).toBe('-1,01%');
    expect(formatReturn(0.125)).toBe('+0,13%');
  });

  it('never groups thousands', () => {
    expect(formatReturn(1234.5)).toBe('+1234,50%');
  });

  it('shows an em dash for a missing value', () => {
    expect(formatReturn(null)).toBe('—');
    expect(formatReturn(Number.NaN)).toBe(MISSING_RETURN);
  });
});

describe('formatSignedReturn (tooltip)', () => {
  it('gives every non-negative value an explicit plus sign', () => {
    expect(formatSignedReturn(0)).toBe('+0,00%');
    expect(formatSignedReturn(-0)).toBe('+0,00%');
    expect(formatSignedReturn(-0.001)).toBe('+0,00%');
    expect(formatSignedReturn(2.35)).toBe('+2,35%');
    expect(formatSignedReturn(25.11)).toBe('+25,11%');
  });

  it('keeps the minus sign of negative values', () => {
    expect(formatSignedReturn(-1.2)).toBe('-1,20%');
    expect(formatSignedReturn(-0.006)).toBe('-0,01%');
  });

  it('shows an em dash for a missing value', () => {
    expect(formatSignedReturn(null)).toBe('—');
  });
});

describe('formatPercent', () => {
  it('writes a share without a sign', () => {
    expect(formatPercent(61.54)).toBe('61,54%');
    expect(formatPercent(0)).toBe('0,00%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatAxisPercent', () => {
  it('uses only the decimals it needs, a comma and a percent sign', () => {
    expect(formatAxisPercent(10)).toBe('10%');
    expect(formatAxisPercent(-2.5)).toBe('-2,5%');
    expect(formatAxisPercent(0)).toBe('0%');
    expect(formatAxisPercent(0.1 + 0.2)).toBe('0,3%');
  });
});
