import { describe, expect, it } from 'vitest';
import { brokenRules } from './testing/brokenRules';

const rule = (words: string) => [expect.stringContaining(words)];
const GDPR_NAME = 'Regulation (EU) 2016/679, the General Data Protection Regulation (“GDPR”)';

describe('English sentences once filled', () => {
  it('have one article where the value brings its own', () => {
    expect(
      brokenRules('en', 'Article 13 of the the UK General Data Protection Regulation'),
    ).toEqual(rule('one article'));
  });

  it('take "an" before a vowel sound and "a" before a consonant sound, as the word is read', () => {
    const article = rule('"an" before a vowel sound');
    expect(brokenRules('en', 'This is a entry in 2025.')).toEqual(article);
    expect(brokenRules('en', 'This is an project.')).toEqual(article);
    expect(brokenRules('en', 'A rise of a 8% share.')).toEqual(article);
    for (const right of [
      'a European framework',
      'a UX designer',
      'a user agent',
      'a one-off',
      'an hour',
      'an SI number',
      'an 8% share',
      'an 11-month series',
      'section 17A of the Data Protection Act 2018',
    ]) {
      expect(brokenRules('en', right), right).toEqual([]);
    }
  });

  it('close the apposition a value ends with before the sentence goes on', () => {
    const placed = { gdprName: GDPR_NAME };
    expect(
      brokenRules(
        'en',
        `It is provided under Article 13 of ${GDPR_NAME} and under the national law.`,
        {
          placed,
        },
      ),
    ).toEqual(rule('apposition'));
    expect(
      brokenRules(
        'en',
        `It is provided under Article 13 of ${GDPR_NAME}, and under the national law.`,
        {
          placed,
        },
      ),
    ).toEqual([]);
  });
});
