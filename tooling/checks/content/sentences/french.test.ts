import { describe, expect, it } from 'vitest';
import { brokenRules } from './testing/brokenRules';

const rule = (words: string) => [expect.stringContaining(words)];
const NNBSP = '\u202f';

describe('French sentences once filled', () => {
  it('elide before a vowel, a mute h and a y read as a vowel (FP-1), not before an aspirated h', () => {
    const elision = rule('elision');
    for (const wrong of [
      'Les investissements de Anne Dupont',
      'Les projets de Hélène Martin',
      'Les cours de Yves Keller',
      'la politique de confidentialité de OVH SAS',
      'le avis',
    ]) {
      expect(brokenRules('fr', wrong), wrong).toEqual(elision);
    }
    for (const right of [
      'Les investissements réalisés par Anne Dupont',
      'Les cours de Yannick Le Goff',
      'en haut de la page',
      'le hasard',
      'de onze',
      'les droits que vous confère le UK GDPR',
    ]) {
      expect(brokenRules('fr', right), right).toEqual([]);
    }
  });

  it('read only the sentence’s own words: a value may elide as its own language does', () => {
    const law = 'wet van de Autoriteit';
    expect(
      brokenRules('fr', `Le droit national : ${law}.`, { placed: { nationalLaw: law } }),
    ).toEqual([]);
  });

  it('write « s’il » and the contracted articles', () => {
    expect(brokenRules('fr', 'si il le faut')).toEqual(rule('« s’il »'));
    expect(brokenRules('fr', 'conformément à le RGPD')).toEqual(rule('contracted article'));
    expect(brokenRules('fr', 'au sens du la LPD')).toEqual(rule('contracted article'));
    expect(brokenRules('fr', 'avant de le faire')).toEqual([]);
  });

  it('set % apart with a narrow no-break space', () => {
    expect(brokenRules('fr', '81,5 % des comptes')).toEqual(rule('U+202F'));
    expect(brokenRules('fr', '81,5\u00a0% des comptes')).toEqual(rule('U+202F'));
    expect(brokenRules('fr', `81,5${NNBSP}% des comptes`)).toEqual([]);
  });

  it('set no round bracket inside another; an enumeration’s letter closes none', () => {
    expect(
      brokenRules(
        'fr',
        'compétente (Commission nationale de l’informatique et des libertés (CNIL))',
      ),
    ).toEqual(rule('no round bracket'));
    expect(
      brokenRules('fr', 'intérêt légitime (article 6, paragraphe 1, point f), du RGPD)'),
    ).toEqual([]);
  });

  it('give a law the article of its gender: « du RGPD », « de la LPD »', () => {
    expect(brokenRules('fr', 'en violation du LPD', { placed: { gdpr: 'LPD' } })).toEqual(
      rule('law’s gender'),
    );
    expect(brokenRules('fr', 'en violation de la LPD', { placed: { gdpr: 'LPD' } })).toEqual([]);
    expect(brokenRules('fr', 'en violation du RGPD', { placed: { gdpr: 'RGPD' } })).toEqual([]);
  });
});
