import { describe, expect, it } from 'vitest';
import { brokenRules } from './testing/brokenRules';

const rule = (words: string) => [expect.stringContaining(words)];

describe('German sentences once filled', () => {
  it('close an apposition with a comma (DP-1), or keep the name in brackets', () => {
    const current = 'Verordnung (EU) 2016/679, der Datenschutz-Grundverordnung („DSGVO“)';
    const proposed = 'Verordnung (EU) 2016/679 (Datenschutz-Grundverordnung, „DSGVO“)';
    const sentence = (name: string) =>
      `Die Information erfolgt nach Art. 13 der ${name} und nach dem ergänzenden nationalen Recht.`;
    expect(brokenRules('de', sentence(current), { placed: { gdprName: current } })).toEqual(
      rule('apposition'),
    );
    expect(brokenRules('de', sentence(proposed), { placed: { gdprName: proposed } })).toEqual([]);
  });

  it('set no round bracket inside another, a citation’s subdivision aside', () => {
    expect(
      brokenRules(
        'de',
        'bei der Aufsichtsbehörde (Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB))',
      ),
    ).toEqual(rule('no round bracket'));
    expect(brokenRules('de', 'nach den Vorschriften (Art. 45c FMG / LTC, SR 784.10) und')).toEqual(
      [],
    );
    expect(brokenRules('de', 'keiner Einwilligung (art. 5(3) Directive 2002/58/EC).')).toEqual([]);
    expect(
      brokenRules('de', 'Vorschriften (art. 4 alin. (5) din Legea nr. 506/2004) gelten'),
    ).toEqual([]);
  });

  it('give a law the article of its gender: „der DSGVO“, „des DSG“', () => {
    expect(brokenRules('de', 'im Sinne der DSG', { placed: { gdpr: 'DSG' } })).toEqual(
      rule('law’s gender'),
    );
    expect(brokenRules('de', 'im Sinne des DSG', { placed: { gdpr: 'DSG' } })).toEqual([]);
    expect(brokenRules('de', 'im Sinne der DSGVO', { placed: { gdpr: 'DSGVO' } })).toEqual([]);
  });
});
