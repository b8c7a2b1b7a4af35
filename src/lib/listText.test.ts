import { describe, expect, it } from 'vitest';
import { listText } from './listText';

describe('listText', () => {
  it('joins the last two items with the conjunction and the others with commas', () => {
    expect(listText(['en', 'it'], 'or', 'en')).toBe('en or it');
    expect(listText(['en', 'it', 'de'], 'o', 'it')).toBe('en, it o de');
  });

  it('writes one item alone, and nothing for none', () => {
    expect(listText(['en'], 'or', 'en')).toBe('en');
    expect(listText([], 'or', 'en')).toBe('');
  });

  it('writes Spanish «u» for «o» before a word read with /o/, and «o» elsewhere', () => {
    expect(listText(['es', 'oc'], 'o', 'es')).toBe('es u oc');
    expect(listText(['en', 'es', 'Oslo'], 'o', 'es')).toBe('en, es u Oslo');
    expect(listText(['belga', 'holandés'], 'o', 'es')).toBe('belga u holandés');
    expect(listText(['oc', 'es'], 'o', 'es')).toBe('oc o es');
    expect(listText(['es', 'hu'], 'o', 'es')).toBe('es o hu');
    // Italian keeps its «o» («en o oc»), as any language without such a rule does.
    expect(listText(['en', 'oc'], 'o', 'it')).toBe('en o oc');
  });

  it('takes the form of the conjunction the next word asks for in the sentence’s language', () => {
    expect(listText(['es', 'oc'], 'o', 'es')).toBe('es u oc');
    expect(listText(['es', 'it'], 'o', 'es')).toBe('es o it');
    expect(listText(['padres', 'hijos'], 'y', 'es')).toBe('padres e hijos');
    expect(listText(['agua', 'hielo'], 'y', 'es')).toBe('agua y hielo');
    expect(listText(['es', 'oc'], 'o', 'it')).toBe('es o oc');
  });

  it('hears the word past the quotation mark it opens with', () => {
    expect(listText(['«es»', '«oc»'], 'o', 'es')).toBe('«es» u «oc»');
    expect(listText(['«en»', '«es»'], 'o', 'es')).toBe('«en» o «es»');
  });
});
