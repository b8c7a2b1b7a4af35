import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  languageQuery,
  normalizeLanguage,
  pickLanguage,
  type LanguageSources,
} from './language';

/** A site's languages, as an owner may order them: the first is the fallback. */
const SITE = ['en', 'it'];
const ITALIAN_FIRST = ['it', 'en', 'de'];

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
    expect(normalizeLanguage(input, SITE)).toBe(expected);
  });

  it.each(['xx', 'xx-YY', 'fr-FR', '', '<b>it</b>', 'italian', 'e', null, undefined])(
    'rejects %s',
    (input) => {
      expect(normalizeLanguage(input, SITE)).toBeNull();
    },
  );

  it('handles a very long value without throwing', () => {
    expect(normalizeLanguage('x'.repeat(10_000), SITE)).toBeNull();
  });
});

describe('pickLanguage', () => {
  it("takes the first of the site's languages in detection order", () => {
    expect(pickLanguage(['xx', 'it-IT', 'en'], SITE)).toBe('it');
    expect(pickLanguage(['fr', 'de-AT', 'en'], ITALIAN_FIRST)).toBe('de');
  });

  it("falls back to the site's first language when none is the site's", () => {
    expect(pickLanguage(['de', 'fr-FR', null], SITE)).toBe('en');
    expect(pickLanguage([], SITE)).toBe('en');
    expect(pickLanguage(['fr'], ITALIAN_FIRST)).toBe('it');
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
    expect(detectLanguage(all, SITE)).toBe('it');
    expect(detectLanguage({ ...all, query: null, cookie: 'it-IT' }, SITE)).toBe('it');
    expect(detectLanguage({ ...nothing, localStorage: 'it', sessionStorage: 'en' }, SITE)).toBe(
      'it',
    );
    expect(detectLanguage({ ...nothing, sessionStorage: 'it', navigator: ['en'] }, SITE)).toBe(
      'it',
    );
    expect(detectLanguage({ ...nothing, navigator: ['de', 'it-CH'], htmlTag: 'en' }, SITE)).toBe(
      'it',
    );
    expect(detectLanguage({ ...nothing, htmlTag: 'it' }, SITE)).toBe('it');
  });

  it("skips other languages and garbled values, and ends in the site's first", () => {
    expect(
      detectLanguage({ ...nothing, query: '<b>', cookie: 'xx', localStorage: 'it' }, SITE),
    ).toBe('it');
    expect(detectLanguage(nothing, SITE)).toBe('en');
    expect(detectLanguage(nothing, ITALIAN_FIRST)).toBe('it');
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
