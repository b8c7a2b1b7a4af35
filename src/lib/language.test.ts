import { describe, expect, it } from 'vitest';
import { isSupportedLanguage, normalizeLanguage, pickLanguage } from './language';

describe('normalizeLanguage', () => {
  it.each([
    ['en', 'en'],
    ['it', 'it'],
    ['it-IT', 'it'],
    ['en-GB', 'en'],
    ['en_US', 'en'],
    ['IT', 'it'],
    [' it-ch ', 'it'],
  ])('maps %s to %s', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });

  it.each(['xx', 'xx-YY', 'fr-FR', '', '<b>it</b>', 'italian', 'e', null, undefined])(
    'rejects %s',
    (input) => {
      expect(normalizeLanguage(input)).toBeNull();
    },
  );

  it('handles a very long value without throwing', () => {
    expect(normalizeLanguage('x'.repeat(10_000))).toBeNull();
  });
});

describe('pickLanguage', () => {
  it('takes the first supported language in detection order', () => {
    expect(pickLanguage(['xx', 'it-IT', 'en'])).toBe('it');
  });

  it('falls back to English when nothing is supported', () => {
    expect(pickLanguage(['de', 'fr-FR', null])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('isSupportedLanguage', () => {
  it('accepts only the exact base codes', () => {
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('it')).toBe(true);
    expect(isSupportedLanguage('it-IT')).toBe(false);
    expect(isSupportedLanguage(42)).toBe(false);
  });
});
