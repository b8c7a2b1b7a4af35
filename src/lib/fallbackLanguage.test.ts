import { describe, expect, it } from 'vitest';
import { languageOf } from './fallbackLanguage';

describe('languageOf', () => {
  const texts = {
    role: 'Data Engineer',
    quote: 'Ottimo lavoro',
    fallbackLanguages: { role: 'en' },
  };

  it('gives a text shown in another language than the page’s that language', () => {
    expect(languageOf(texts, 'role')).toEqual({ lang: 'en' });
  });

  it('gives a text in the page’s language nothing, so its element is drawn as before', () => {
    expect(languageOf(texts, 'quote')).toEqual({});
    const unmarked: { quote: string; fallbackLanguages?: { quote?: string } } = {
      quote: 'Ottimo lavoro',
    };
    expect(languageOf(unmarked, 'quote')).toEqual({});
  });
});
