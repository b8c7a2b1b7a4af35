import { describe, expect, it } from 'vitest';
import { interleaved, medianUncertainty, pairedRatio, pairedRatios, quartiles } from './interleave';

describe('interleaved', () => {
  it('runs every target once per run, in reverse order every other run', async () => {
    const order: string[] = [];
    const runs = await interleaved(['hash', 'path'], 3, (target, run) => {
      order.push(`${target}${run}`);
      return Promise.resolve(`${target}:${run}`);
    });
    expect(order).toEqual(['hash1', 'path1', 'path2', 'hash2', 'hash3', 'path3']);
    expect(runs).toEqual([
      ['hash:1', 'hash:2', 'hash:3'],
      ['path:1', 'path:2', 'path:3'],
    ]);
  });
});

describe('pairedRatio', () => {
  it('takes the median of the run-by-run ratios, skipping runs without both figures', () => {
    expect(pairedRatio([110, 300, 90], [100, 200, 100])).toBeCloseTo(1.1);
    expect(pairedRatio([110, null, 120], [100, 100, null])).toBeCloseTo(1.1);
    expect(pairedRatio([null], [100])).toBeNull();
  });
});

describe('pairedRatios and quartiles', () => {
  it('keeps the ratio of every run that has both figures', () => {
    expect(pairedRatios([110, null, 120], [100, 100, null])).toEqual([1.1]);
  });

  it('gives the quartiles between the sorted values, none without values', () => {
    expect(quartiles([1, 2, 3, 4, 5])).toEqual([2, 4]);
    expect(quartiles([4, 1, 3, 2])).toEqual([1.75, 3.25]);
    expect(quartiles([1.02])).toEqual([1.02, 1.02]);
    expect(quartiles([])).toBeNull();
  });
});

describe('medianUncertainty', () => {
  it('narrows as 1/√n for the same spread, and is none without values', () => {
    const four = [0.9, 1.0, 1.1, 1.2];
    const sixteen = [...four, ...four, ...four, ...four];
    expect(medianUncertainty(four)).toBeCloseTo((1.57 * (1.125 - 0.975)) / 2);
    expect(medianUncertainty(sixteen)).toBeCloseTo((1.57 * (1.125 - 0.975)) / 4);
    expect(medianUncertainty([])).toBeNull();
  });
});
