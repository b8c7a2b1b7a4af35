import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  isSupportedLanguage,
  languageQuery,
  normalizeLanguage,
  pickLanguage,
  type LanguageSources,
} from './language';

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

describe('detectLanguage', () => {
  const nothing: LanguageSources = {
    query: null,
    cookie: null,
    localStorage: null,
    sessionStorage: null,
    navigator: [],
    htmlTag: null,
  };

  it('follows the spec order: query, cookie, local, session, browser, <html lang>', () => {
    const all: LanguageSources = {
      query: 'it',
      cookie: 'en',
      localStorage: 'en',
      sessionStorage: 'en',
      navigator: ['en'],
      htmlTag: 'en',
    };
    expect(detectLanguage(all)).toBe('it');
    expect(detectLanguage({ ...all, query: null, cookie: 'it-IT' })).toBe('it');
    expect(detectLanguage({ ...nothing, localStorage: 'it', sessionStorage: 'en' })).toBe('it');
    expect(detectLanguage({ ...nothing, sessionStorage: 'it', navigator: ['en'] })).toBe('it');
    expect(detectLanguage({ ...nothing, navigator: ['de', 'it-CH'], htmlTag: 'en' })).toBe('it');
    expect(detectLanguage({ ...nothing, htmlTag: 'it' })).toBe('it');
  });

  it('skips unsupported or garbled values and ends in English', () => {
    expect(detectLanguage({ ...nothing, query: '<b>', cookie: 'xx', localStorage: 'it' })).toBe(
      'it',
    );
    expect(detectLanguage(nothing)).toBe('en');
  });
});

describe('languageQuery', () => {
  it("reads lng from the hash's query (the picker's latest choice), then from the query string", () => {
    expect(languageQuery('?lng=it', '#/')).toBe('it');
    expect(languageQuery('', '#/experience?lng=it')).toBe('it');
    expect(languageQuery('?lng=en', '#/x?lng=it')).toBe('it');
    expect(languageQuery('?page=2', '#/courses')).toBeNull();
    expect(languageQuery('', '')).toBeNull();
  });
});
