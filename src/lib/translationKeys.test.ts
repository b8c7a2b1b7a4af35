import { describe, expect, it } from 'vitest';
import { compareLocaleFiles, flattenKeys } from './translationKeys';

describe('flattenKeys', () => {
  it('flattens nested keys to dotted paths', () => {
    const keys = flattenKeys({ a: 'x', b: { c: 'y', d: { e: 'z' } } });
    expect([...keys.keys()]).toEqual(['a', 'b.c', 'b.d.e']);
  });

  it('keeps arrays as leaves', () => {
    expect(flattenKeys({ list: ['a', 'b'] }).get('list')).toEqual(['a', 'b']);
  });
});

describe('compareLocaleFiles', () => {
  const en = { path: 'src/locales/en/common.json', language: 'en' };
  const it_ = { path: 'src/locales/it/common.json', language: 'it' };

  it('passes when both languages have the same non-empty keys', () => {
    expect(
      compareLocaleFiles([
        { ...en, content: { a: 'Hello', b: { c: 'World' } } },
        { ...it_, content: { a: 'Ciao', b: { c: 'Mondo' } } },
      ]),
    ).toEqual([]);
  });

  it('names the file and key of a missing translation', () => {
    expect(
      compareLocaleFiles([
        { ...en, content: { a: 'Hello', b: { c: 'World' } } },
        { ...it_, content: { a: 'Ciao' } },
      ]),
    ).toEqual(['src/locales/it/common.json: key "b.c" is missing (present in en)']);
  });

  it('names empty and non-string values', () => {
    expect(
      compareLocaleFiles([
        { ...en, content: { a: '  ', n: 3 } },
        { ...it_, content: { a: 'Ciao', n: 'tre' } },
      ]),
    ).toEqual([
      'src/locales/en/common.json: key "a" is empty',
      'src/locales/en/common.json: key "n" must be a string',
    ]);
  });
});
