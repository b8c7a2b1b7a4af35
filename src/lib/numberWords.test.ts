import { describe, expect, it } from 'vitest';
import { numberContext } from './numberWords';

const elided = (value: number) => numberContext('it', value) === 'elided';

describe('numberContext', () => {
  it('elides the Italian article before numbers read with a vowel', () => {
    for (const value of [1, 8, 11, 80, 82, 89, 800, 899, 8000, 11000, 80000, 800000, 1e6, 8e6]) {
      expect(elided(value), String(value)).toBe(true);
    }
  });

  it('keeps it before every other number', () => {
    for (const value of [0, 2, 7, 9, 10, 12, 18, 79, 90, 100, 108, 180, 1000, 1800, 2000, 18000]) {
      expect(elided(value), String(value)).toBe(false);
    }
  });

  it('reads the whole part of a decimal, and a negative figure as “meno…”', () => {
    expect(elided(8.5)).toBe(true);
    expect(elided(81.25)).toBe(true);
    expect(elided(0.8)).toBe(false);
    expect(elided(18.5)).toBe(false);
    expect(elided(-8)).toBe(false);
  });

  it('asks no variant in a language without a rule', () => {
    expect(numberContext('en', 8)).toBeUndefined();
    expect(numberContext('de', 82)).toBeUndefined();
  });
});
