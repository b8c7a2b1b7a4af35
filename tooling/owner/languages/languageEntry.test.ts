import { describe, expect, it } from 'vitest';
import { languageCode, languageEntry } from './languageEntry.ts';

describe('a language for site.json', () => {
  it('is its code alone when the template speaks it', () => {
    expect(languageEntry('it')).toBe('it');
  });

  it('is written out for any other, named in itself, in the owner’s country where it is spoken there', () => {
    expect(languageEntry('pt', 'PT')).toEqual({
      code: 'pt',
      name: 'Português',
      locale: 'pt_PT',
      flagCountry: 'pt',
    });
    expect(languageEntry('pl', 'IT')).toEqual({
      code: 'pl',
      name: 'Polski',
      locale: 'pl_PL',
      flagCountry: 'pl',
    });
  });

  it('accepts only codes a person can use', () => {
    expect(languageCode(' PT ')).toBe('pt');
    expect(languageCode('english')).toBeNull();
    expect(languageCode('zz')).toBeNull();
  });
});
