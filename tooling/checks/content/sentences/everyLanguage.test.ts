import { describe, expect, it } from 'vitest';
import { brokenRules } from './testing/brokenRules';

const rule = (words: string) => [expect.stringContaining(words)];

describe('what every language’s filled sentences keep', () => {
  it('one space between words, a no-break one included', () => {
    expect(brokenRules('en', 'Portfolio of  Anne Dupont.')).toEqual(rule('one space'));
    expect(brokenRules('fr', 'Mentions légales\u00a0 · Anne')).toEqual(rule('one space'));
    expect(brokenRules('fr', 'Pourquoi\u202f? Parce que.')).toEqual([]);
  });

  it('one mark of punctuation where a value brings its own full stop; an abbreviation before a comma stays', () => {
    expect(brokenRules('en', 'The site is hosted by Aruba S.p.A..')).toEqual(
      rule('one mark of punctuation'),
    );
    expect(brokenRules('en', 'Your data stay with the host, GitHub, Inc., for a time.')).toEqual(
      [],
    );
    expect(brokenRules('it', 'Il sito, ospitato da Aruba S.p.A., conserva i log.')).toEqual([]);
  });

  it('no empty brackets and no space before a comma: a placeholder filled with nothing', () => {
    expect(brokenRules('en', 'The rules on cookies () apply.')).toEqual(rule('no empty brackets'));
    expect(brokenRules('en', 'Projects by , by company.')).toEqual(rule('no empty brackets'));
  });

  it('every placeholder filled and every tag rendered', () => {
    expect(brokenRules('de', 'Porträt von {{name}}')).toEqual(rule('every placeholder'));
    expect(brokenRules('en', 'See the <privacyLink>policy</privacyLink>.')).toEqual(
      rule('every placeholder'),
    );
  });

  it('§ held to its number by a no-break space, on either side', () => {
    const sign = rule('§ and its number');
    expect(brokenRules('en', 'The rules on cookies (§ 25 TDDDG) apply.')).toEqual(sign);
    expect(
      brokenRules('es', 'Las normas (9 kap. 28 § lagen om elektronisk kommunikation).'),
    ).toEqual(sign);
    expect(brokenRules('de', 'Die Vorschriften (§\u00a025 TDDDG, 28\u00a0§ lagen).')).toEqual([]);
  });

  it('a figure in the decimal sign of the sentence’s language, the law’s numbering aside', () => {
    const sign = rule('decimal sign');
    expect(brokenRules('fr', '3.5 sur 10', { figures: ['3.5'] })).toEqual(sign);
    expect(brokenRules('fr', '3,5 sur 10', { figures: ['3,5'] })).toEqual([]);
    expect(
      brokenRules('en', 'Cumulative return at the end: +25,10%.', { figures: ['+25,10%'] }),
    ).toEqual(sign);
    expect(brokenRules('it', 'Il 74.5% dei conti perde denaro.')).toEqual(sign);
    expect(
      brokenRules('es', 'Las normas sobre cookies (art. 22.2 de la LSSI) se aplican.'),
    ).toEqual([]);
  });
});
