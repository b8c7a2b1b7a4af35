import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import { assertionsFor, LIGHTHOUSE_HEADER, lighthouseRow, type LighthouseRc } from './lighthouseCi';

const rc = JSON.parse(
  readFileSync(new URL('./lighthouserc.json', import.meta.url), 'utf8'),
) as LighthouseRc;

describe('assertionsFor', () => {
  it('applies the SEO budget to every page but the not-found one, in both modes', () => {
    for (const page of ['http://127.0.0.1:4330/#/', 'http://127.0.0.1:4330/courses/']) {
      expect(assertionsFor(page, rc)).toHaveProperty(['categories:seo']);
    }
    for (const missing of [
      'http://127.0.0.1:4330/#/this-page-does-not-exist',
      'http://127.0.0.1:4330/this-page-does-not-exist/',
    ]) {
      const assertions = assertionsFor(missing, rc);
      expect(assertions).not.toHaveProperty(['categories:seo']);
      expect(assertions).toHaveProperty(['total-blocking-time']);
    }
  });

  it('takes plain assertions when there is no matrix', () => {
    const plain: LighthouseRc = {
      ci: { assert: { assertions: { 'total-blocking-time': 'error' } } },
    };
    expect(assertionsFor('http://host/#/x', plain)).toEqual({ 'total-blocking-time': 'error' });
  });
});

describe('lighthouseRow', () => {
  const run = (tbt: number) =>
    ({
      audits: { 'total-blocking-time': { numericValue: tbt } },
      categories: {},
    }) as unknown as Result;

  it("puts every run's TBT beside the median run's", () => {
    const median = run(12);
    const runs = [run(0), run(61.4), median];
    const row = lighthouseRow('/courses', { url: 'http://host/courses/', median, runs });
    const cell = (name: string) => row[LIGHTHOUSE_HEADER.indexOf(name)];
    expect(row).toHaveLength(LIGHTHOUSE_HEADER.length);
    expect(cell('TBT')).toBe('12 ms');
    expect(cell('TBT, each run')).toBe('0 · 61 · 12');
  });
});
