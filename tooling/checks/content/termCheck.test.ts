import { describe, expect, it } from 'vitest';
import { templateStringFiles } from '../../owner/strings';
import { checkTerms } from './termCheck';

describe('the term check', () => {
  it('finds no word set aside in the site’s translations', () => {
    expect(checkTerms(templateStringFiles())).toEqual([]);
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
      `src/locales/en/x.json: key "a" says "'read'."; write the typographic apostrophe ’ (a straight one belongs only in keys, placeholders and markup)`,
    ]);
  });

  it('fails a straight apostrophe in the displayed text of any language, not in placeholders or markup', () => {
    const apostrophe =
      'write the typographic apostrophe ’ (a straight one belongs only in keys, placeholders and markup)';
    const italian = {
      path: 'src/locales/it/legal.json',
      language: 'it',
      content: {
        "key's": 'la presa visione dell’avviso',
        p1: "Leggi l'<strong>informativa</strong>",
        p2: "Vedi {{owner's}} <privacy's>privacy policy</privacy's>",
      },
    };
    const english = {
      path: 'src/locales/en/testimonials.json',
      language: 'en',
      content: { profile_link: "View {{name}}'s profile", alt: 'View {{name}}’s profile' },
    };
    expect(checkTerms([italian, english])).toEqual([
      `src/locales/it/legal.json: key "p1" says "l'informativa"; ${apostrophe}`,
      `src/locales/en/testimonials.json: key "profile_link" says "'s"; ${apostrophe}`,
    ]);
  });

  it('keeps one name per thing', () => {
    const italian = {
      path: 'src/locales/it/x.json',
      language: 'it',
      content: {
        intro: 'un avviso sui cookie (il banner in fondo alla pagina)',
        again: 'e il banner non viene più mostrato',
        reader: 'Il lettore sfogliabile era lento',
        checker: 'Il verificatore di copertura',
      },
    };
    const english = {
      path: 'src/locales/en/x.json',
      language: 'en',
      content: {
        intro: 'a cookie notice (the banner at the bottom of the page)',
        choice: 'You can change your choice',
        role: 'Customer Care Operations Manager at Fastweb',
        text: 'calls to customer care halved',
      },
    };
    expect(checkTerms([italian, english]).map((message) => message.split(';')[0])).toEqual([
      'src/locales/it/x.json: key "again" says "banner"',
      'src/locales/it/x.json: key "reader" says "lettore sfogliabile"',
      'src/locales/it/x.json: key "checker" says "verificatore di copertura"',
      'src/locales/en/x.json: key "choice" says "your choice"',
      'src/locales/en/x.json: key "text" says "customer care"',
    ]);
  });
});
