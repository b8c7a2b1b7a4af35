import { describe, expect, it } from 'vitest';
import { onlyLanguage } from './ownerEdits';

describe('onlyLanguage', () => {
  it('keeps one language of every text and translated list, and every other field', () => {
    const file = {
      $schema: '../x.json',
      location: { city: { en: 'Turin', it: 'Torino' }, countryCode: 'IT' },
      entries: [{ id: 'a', topics: { en: ['Maths'], it: ['Matematica'] }, tech: ['Go'] }],
      photo: { small: 'images/a.webp', large: 'images/b.webp' },
    };
    expect(onlyLanguage(file, 'en')).toEqual({
      $schema: '../x.json',
      location: { city: { en: 'Turin' }, countryCode: 'IT' },
      entries: [{ id: 'a', topics: { en: ['Maths'] }, tech: ['Go'] }],
      photo: { small: 'images/a.webp', large: 'images/b.webp' },
    });
  });
});
