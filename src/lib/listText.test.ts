import { describe, expect, it } from 'vitest';
import { listText } from './listText';

describe('listText', () => {
  it('joins the last two items with the conjunction and the others with commas', () => {
    expect(listText(['en', 'it'], 'or')).toBe('en or it');
    expect(listText(['en', 'it', 'de'], 'o')).toBe('en, it o de');
  });

  it('writes one item alone, and nothing for none', () => {
    expect(listText(['en'], 'or')).toBe('en');
    expect(listText([], 'or')).toBe('');
  });
});
