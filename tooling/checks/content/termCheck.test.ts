import { describe, expect, it } from 'vitest';
import { loadLocaleFiles } from './checks';
import { checkTerms } from './termCheck';

describe('the term check', () => {
  it('finds no word set aside in the site’s translations', () => {
    expect(checkTerms(loadLocaleFiles())).toEqual([]);
  });

  it('names the file, the key, the word and what to write instead', () => {
    const italian = {
      path: 'src/locales/it/common.json',
      language: 'it',
      content: { about: { intro: 'Sono un architetto front-end' }, topics: ['Team', 'La squadra'] },
    };
    expect(checkTerms([italian])).toEqual([
      'src/locales/it/common.json: key "about.intro" says "architetto"; write the English job title ("Senior Software Engineer / Technical Architect FE"): "architetto" is a protected title in Italy',
      'src/locales/it/common.json: key "topics.2" says "squadra"; write "team"',
    ]);
  });

  it('applies each rule to its own language only', () => {
    const english = {
      path: 'src/locales/en/common.json',
      language: 'en',
      content: { a: 'squadra' },
    };
    expect(checkTerms([english])).toEqual([]);
    const quote = {
      path: 'src/locales/en/x.json',
      language: 'en',
      content: { a: "what counts as a 'read'." },
    };
    expect(checkTerms([quote])).toEqual([
      `src/locales/en/x.json: key "a" says "'read'"; write the quotation marks “ ”`,
    ]);
  });
});
