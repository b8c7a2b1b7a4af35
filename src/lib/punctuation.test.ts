import { describe, expect, it } from 'vitest';
import { labelColon } from './punctuation';

describe('labelColon', () => {
  it('puts a narrow no-break space before a French colon, in France and elsewhere', () => {
    expect(labelColon('fr')).toBe('\u202F:');
    expect(labelColon('fr-CH')).toBe('\u202F:');
  });

  it('sets the colon close in every other language', () => {
    for (const language of ['en', 'it', 'de', 'es', 'fy']) expect(labelColon(language)).toBe(':');
  });
});
