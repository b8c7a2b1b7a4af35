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
      'src/locales/en/common.json: key "n" must be text or a list of texts',
    ]);
  });

  it('accepts lists of texts with as many items in every language', () => {
    expect(
      compareLocaleFiles([
        { ...en, content: { topics: ['Commits', 'Merge and rebase'] } },
        { ...it_, content: { topics: ['Commit', 'Merge e rebase'] } },
      ]),
    ).toEqual([]);
  });

  it('names an empty list, an empty item, a list of another length and text for a list', () => {
    expect(
      compareLocaleFiles([
        { ...en, content: { a: ['One', 'Two'], b: ['One'], c: [], d: ['One'] } },
        { ...it_, content: { a: ['Uno'], b: ['Uno', ' '], c: ['Uno'], d: 'Uno' } },
      ]),
    ).toEqual([
      'src/locales/en/common.json: key "c" is an empty list',
      'src/locales/it/common.json: key "a" has 1 item, en has 2 items: translate each item once',
      'src/locales/it/common.json: key "b" item 2 is empty or not text',
      'src/locales/it/common.json: key "d" must be a list, as in en',
    ]);
  });

  it('leaves a variant that only one language’s number rule asks for to that language', () => {
    const files = (english: object) => [
      { ...en, content: english },
      { ...it_, content: { share: 'il {{share}}', share_elided: 'l’{{share}}' } },
    ];
    expect(compareLocaleFiles(files({ share: '{{share}}' }))).toEqual([]);
    expect(compareLocaleFiles(files({ share: '{{share}}', share_other: 'x' }))).toEqual([
      'src/locales/it/common.json: key "share_other" is missing (present in en)',
    ]);
  });
});
