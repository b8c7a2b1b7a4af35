import { describe, expect, it } from 'vitest';
import { clampPage, itemsForPage, pageCount, shownItems } from './pagination';

const range = (length: number) => Array.from({ length }, (_, index) => index + 1);

describe('pageCount', () => {
  it('fills pages of 3: 12 courses in 4 pages, 24 testimonials in 8', () => {
    expect(pageCount(12, 3)).toBe(4);
    expect(pageCount(24, 3)).toBe(8);
    expect(pageCount(13, 3)).toBe(5);
    expect(pageCount(3, 3)).toBe(1);
  });

  it('fills pages of 2 for projects', () => {
    expect(pageCount(1, 2)).toBe(1);
    expect(pageCount(2, 2)).toBe(1);
    expect(pageCount(3, 2)).toBe(2);
    expect(pageCount(5, 2)).toBe(3);
  });

  it('gives an empty list one page', () => {
    expect(pageCount(0, 2)).toBe(1);
    expect(pageCount(0, 3)).toBe(1);
    expect(pageCount(-4, 3)).toBe(1);
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(10, -2)).toThrow(RangeError);
    expect(() => pageCount(10, 1.5)).toThrow(RangeError);
  });
});

describe('clampPage', () => {
  it('keeps pages between 1 and the last', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(-3, 4)).toBe(1);
    expect(clampPage(1, 4)).toBe(1);
    expect(clampPage(4, 4)).toBe(4);
    expect(clampPage(5, 4)).toBe(4);
    expect(clampPage(99, 8)).toBe(8);
  });

  it('handles a single page, fractions and NaN', () => {
    expect(clampPage(2, 1)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(2.7, 4)).toBe(2);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 4)).toBe(4);
  });
});

describe('itemsForPage', () => {
  it('slices pages of 3', () => {
    const courses = range(12);
    expect(itemsForPage(courses, 1, 3)).toEqual([1, 2, 3]);
    expect(itemsForPage(courses, 2, 3)).toEqual([4, 5, 6]);
    expect(itemsForPage(courses, 4, 3)).toEqual([10, 11, 12]);
  });

  it('slices pages of 2 with a short last page', () => {
    const projects = range(5);
    expect(itemsForPage(projects, 1, 2)).toEqual([1, 2]);
    expect(itemsForPage(projects, 3, 2)).toEqual([5]);
  });

  it('clamps pages out of range', () => {
    const items = range(7);
    expect(itemsForPage(items, 0, 3)).toEqual([1, 2, 3]);
    expect(itemsForPage(items, 10, 3)).toEqual([7]);
  });

  it('returns nothing for an empty list', () => {
    expect(itemsForPage([], 1, 3)).toEqual([]);
    expect(itemsForPage([], 5, 2)).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const items = Object.freeze(range(6));
    expect(itemsForPage(items, 2, 3)).toEqual([4, 5, 6]);
    expect(items).toEqual(range(6));
  });
});

describe('shownItems', () => {
  it('shows the matching items of the page, counting among the matching ones', () => {
    const matches = [true, false, true, true, false, true];
    expect(shownItems(matches, 1, 2)).toEqual([true, false, true, false, false, false]);
    expect(shownItems(matches, 2, 2)).toEqual([false, false, false, true, false, true]);
  });

  it('clamps the page, and shows every match without a page size', () => {
    expect(shownItems([true, true, true], 9, 2)).toEqual([false, false, true]);
    expect(shownItems([true, false, true], 1)).toEqual([true, false, true]);
    expect(shownItems([], 1, 3)).toEqual([]);
  });
});
