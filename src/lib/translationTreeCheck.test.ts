import { describe, expect, it } from 'vitest';
import { isKeyGroup, TranslationTreeCheck } from './translationTreeCheck';

describe('isKeyGroup', () => {
  it('is true for JSON objects only', () => {
    expect(isKeyGroup({})).toBe(true);
    expect(isKeyGroup({ a: 'A' })).toBe(true);
    for (const value of [null, undefined, 'text', 3, ['a']]) expect(isKeyGroup(value)).toBe(false);
  });
});

describe('TranslationTreeCheck', () => {
  it('accepts a text and says what else a text key holds', () => {
    const check = new TranslationTreeCheck();
    expect(check.text('Hello', 'a')).toBe(true);
    expect(check.text(undefined, 'b')).toBe(false);
    expect(check.text({ c: 'C' }, 'c')).toBe(false);
    expect(check.text(['d'], 'd')).toBe(false);
    expect(check.problems).toEqual([
      { key: 'b', problem: 'is missing' },
      { key: 'c', problem: 'must be a text, not a group of keys' },
      { key: 'd', problem: 'must be a text' },
    ]);
  });

  it('accepts a group and says what belongs there otherwise', () => {
    const check = new TranslationTreeCheck();
    expect(check.group({}, 'a', 'the items')).toBe(true);
    expect(check.group(undefined, 'b', 'the items')).toBe(false);
    expect(check.group('text', 'c', 'the items')).toBe(false);
    expect(check.problems).toEqual([
      { key: 'b', problem: 'is missing (the items)' },
      { key: 'c', problem: 'must be a group of keys (the items)' },
    ]);
  });

  it('returns the keys that hold texts and reports the others', () => {
    const check = new TranslationTreeCheck();
    expect(check.textKeys({ a: 'A', b: { c: 'C' }, d: 'D' }, 'list')).toEqual(['a', 'd']);
    expect(check.textKeys({}, 'empty')).toEqual([]);
    expect(check.problems).toEqual([
      { key: 'list.b', problem: 'must be a text, not a group of keys' },
      { key: 'empty', problem: 'is empty' },
    ]);
  });

  it('reports each key that is not a known one, listing the known ones', () => {
    const check = new TranslationTreeCheck();
    check.unknownKeys({ title: 'T', subtitle: 'S', body: 'B' }, 'doc', ['title', 'body'], 'a page');
    expect(check.problems).toEqual([
      { key: 'doc.subtitle', problem: 'is not a known part of a page (known: title, body)' },
    ]);
  });
});
