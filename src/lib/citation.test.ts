import { describe, expect, it } from 'vitest';
import { templateLegalTranslate } from '../../tooling/owner/law/templateCitation';
import { citationsText, citationText } from './citation';
import type { Citation, Statute } from './citation';

const cite = (rule: Citation | string, language: string) =>
  citationText(rule, language, templateLegalTranslate(language)).replaceAll('\u00a0', ' ');

const LAW: Statute = { name: 'Testgesetz', gender: 'feminine' };
const DECREE: Statute = { name: 'd.lgs. 1/2000', gender: 'masculine', numbered: true };

describe('citationText', () => {
  it('words an article in the language, with the connecting words its statute’s gender takes', () => {
    const article: Citation = { unit: 'article', number: '10', statute: LAW };
    expect(['en', 'de', 'it', 'fr', 'es'].map((language) => cite(article, language))).toEqual([
      'Article 10 of the Testgesetz',
      'Art. 10 Testgesetz',
      'art. 10 della Testgesetz',
      'article 10 de la Testgesetz',
      'art. 10 de la Testgesetz',
    ]);
    const decree: Citation = { unit: 'article', number: '7', statute: DECREE };
    expect(['en', 'it', 'fr', 'es'].map((language) => cite(decree, language))).toEqual([
      // Named by its number: English sets no article before it.
      'Article 7 of d.lgs. 1/2000',
      'art. 7 del d.lgs. 1/2000',
      'article 7 du d.lgs. 1/2000',
      'art. 7 del d.lgs. 1/2000',
    ]);
  });

  it('elides before a name that opens on a vowel, where French and Italian do', () => {
    const ecg: Citation = {
      unit: 'section',
      number: '5',
      statute: { name: 'ECG', gender: 'feminine' },
    };
    expect(cite(ecg, 'fr')).toBe('§ 5 de l’ECG');
    expect(cite(ecg, 'it')).toBe('§ 5 dell’ECG');
    expect(cite(ecg, 'es')).toBe('§ 5 de la ECG');
  });

  it('narrows a provision by paragraph, sentence, numbered or lettered point, and chapter', () => {
    const pinned: Citation = {
      unit: 'section',
      number: '25',
      paragraph: '2',
      point: '2',
      statute: { name: 'TDDDG', gender: 'feminine' },
    };
    expect(cite(pinned, 'de')).toBe('§ 25 Abs. 2 Nr. 2 TDDDG');
    expect(cite(pinned, 'en')).toBe('Section 25(2) no. 2 of the TDDDG');
    expect(cite(pinned, 'fr')).toBe('§ 25, paragraphe 2, 2°, de la TDDDG');
    const lettered: Citation = {
      unit: 'article',
      number: '4',
      paragraph: '3',
      point: 'e',
      statute: LAW,
    };
    expect(cite(lettered, 'es')).toBe('art. 4.3.e) de la Testgesetz');
    expect(cite(lettered, 'it')).toBe('art. 4, comma 3, lett. e), della Testgesetz');
    const sentence: Citation = {
      unit: 'section',
      number: '1',
      paragraph: '3',
      sentence: '3',
      statute: LAW,
    };
    expect(cite(sentence, 'en')).toBe('Section 1(3), sentence 3, of the Testgesetz');
    expect(cite(sentence, 'it')).toBe('§ 1, comma 3, terzo periodo, della Testgesetz');
    // Past the sentences with a word of their own, the number.
    expect(cite({ ...sentence, sentence: '7' }, 'it')).toBe(
      '§ 1, comma 3, periodo 7, della Testgesetz',
    );
    expect(cite({ ...sentence, sentence: '7' }, 'fr')).toBe(
      '§ 1, paragraphe 3, phrase 7, de la Testgesetz',
    );
    const chapter: Citation = { unit: 'section', number: '28', chapter: '9', statute: LAW };
    expect(cite(chapter, 'en')).toBe('Chapter 9, Section 28 of the Testgesetz');
    expect(cite(chapter, 'es')).toBe('capítulo 9, § 28, de la Testgesetz');
  });

  it('names the statute as it names itself in the language where it has an official name there', () => {
    const swiss: Citation = {
      unit: 'article',
      number: '45c',
      statute: { name: 'FMG / LTC', names: { fr: 'LTC' }, gender: 'feminine' },
    };
    expect(cite(swiss, 'fr')).toBe('article 45c de la LTC');
    expect(cite(swiss, 'es')).toBe('art. 45c de la FMG / LTC');
  });

  it('cites the owner’s own rule as written, and several provisions one after another', () => {
    expect(cite('§ 25 Beispielgesetz', 'fr')).toBe('§ 25 Beispielgesetz');
    const rules: Citation[] = [
      { unit: 'section', number: '5', statute: { name: 'ECG', gender: 'feminine' } },
      { unit: 'section', number: '25', statute: { name: 'MedienG', gender: 'feminine' } },
    ];
    expect(citationsText(rules, 'de', templateLegalTranslate('de'))).toBe(
      '§\u00a05 ECG, §\u00a025 MedienG',
    );
  });
});
