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

  it('takes the form of the conjunction the next word asks for in the sentence’s language', () => {
    expect(listText(['es', 'oc'], 'o', 'es')).toBe('es u oc');
    expect(listText(['es', 'it'], 'o', 'es')).toBe('es o it');
    expect(listText(['padres', 'hijos'], 'y', 'es')).toBe('padres e hijos');
    expect(listText(['agua', 'hielo'], 'y', 'es')).toBe('agua y hielo');
    expect(listText(['es', 'oc'], 'o', 'it')).toBe('es o oc');
  });
});
