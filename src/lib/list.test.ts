import { describe, expect, it } from 'vitest';
import { splitList } from './list';

describe('splitList', () => {
  it('splits on middle dots and trims each item', () => {
    expect(splitList('Angular · TypeScript ·RxJS')).toEqual(['Angular', 'TypeScript', 'RxJS']);
  });

  it('keeps items that contain spaces, dots or plus signs', () => {
    expect(splitList('Merge and rebase · Node.js · C++')).toEqual([
      'Merge and rebase',
      'Node.js',
      'C++',
    ]);
  });

  it('accepts bullets and bars, and drops empty pieces', () => {
    expect(splitList(' React • Redux | Jest · · ')).toEqual(['React', 'Redux', 'Jest']);
  });

  it('is empty for empty text', () => {
    expect(splitList('')).toEqual([]);
    expect(splitList(' · ')).toEqual([]);
  });
});
