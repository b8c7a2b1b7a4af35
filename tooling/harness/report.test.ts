import { describe, expect, it } from 'vitest';
import { report } from './report.ts';

describe('a report', () => {
  it('prints each check and the count, and fails if any check failed', () => {
    const lines: string[] = [];
    const checks = report('variants', (line) => lines.push(line));
    checks.check('builds', true);
    checks.check('keeps the budget', false, '2100 bytes');
    expect(checks.end()).toBe(1);
    expect(lines).toEqual([
      'PASS  builds',
      'FAIL  keeps the budget: 2100 bytes',
      'variants: 1 passed, 1 failed',
    ]);
  });

  it('passes when every check passed', () => {
    const checks = report('looks', () => undefined);
    checks.check('every page', true);
    expect(checks.end()).toBe(0);
  });
});
