import { describe, expect, it } from 'vitest';
import { longestAfter } from './realThrottling';

describe('the longest task after the first paint', () => {
  it('counts only the tasks that started once the page had painted', () => {
    const tasks: [number, number][] = [
      [100, 300],
      [620, 80],
      [900, 120],
    ];
    expect(longestAfter(600, tasks)).toBe(120);
  });

  it('is 0 when no long task followed the paint, unknown without a paint', () => {
    expect(longestAfter(600, [[100, 300]])).toBe(0);
    expect(longestAfter(null, [[700, 90]])).toBeNull();
  });
});
