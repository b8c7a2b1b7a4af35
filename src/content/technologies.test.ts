import { describe, expect, it } from 'vitest';
import { isTechnologyName, TECHNOLOGY_NAMES } from './technologies';

describe('technology names', () => {
  it('are listed once each', () => {
    expect(new Set(TECHNOLOGY_NAMES).size).toBe(TECHNOLOGY_NAMES.length);
    expect(isTechnologyName('TypeScript')).toBe(true);
    expect(isTechnologyName('Distributed systems')).toBe(false);
  });
});
