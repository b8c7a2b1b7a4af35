import { describe, expect, it } from 'vitest';
import { citedIn } from '../../../owner/law/templateCitation';
import { COUNTRY_RULES } from '../../../owner/law/countryRules';
import { authorityName } from '../../../../src/lib/policyLaw';
import { contextFor } from '../../../build/buildContext';
import { siteStrings } from '../../../owner/read/siteStrings';
import { templateStrings } from '../../../owner/read/strings';
import { SAMPLE_FOLDER } from '../../../owner/testing/ownerCopy';
import { COUNTS, PEOPLE } from './awkwardValues';
import { fillStrings } from './filling';
import { checkOwnerSentences, sentenceFaults } from './sentenceRules';

const template = templateStrings();
const pathOf = (language: string) => (namespace: string) =>
  `src/locales/${language}/${namespace}.json`;

// Every template sentence of every language read by these rules, filled with awkward values:
// check:content (checks.ts runs checkTemplateSentences over the template), a stage of npm test.
describe('the awkward values the template sentences are filled with', () => {
  it('is filled with every country’s law, names of either gender and every count', () => {
    for (const language of ['en']) {
      const filled = fillStrings({
        language,
        namespaces: template[language] ?? {},
        pathOf: pathOf(language),
      });
      const read = filled.map(({ text }) => text).join('\n');
      for (const [code, rules] of Object.entries(COUNTRY_RULES)) {
        const { authority, regime } = rules;
        // A country's citations in the language's words, its law in the language's form.
        const nationalLaw = rules.nationalLawIn?.[language] ?? rules.nationalLaw;
        if (authority) expect(read, code).toContain(authorityName(authority, language));
        if (rules.cookieRule) expect(read, code).toContain(citedIn(rules.cookieRule, language));
        // The sentence citing the national law cites the GDPR too: a Swiss owner writes it.
        if (regime !== 'ch') expect(read, code).toContain(nationalLaw);
      }
      const placed = filled.flatMap(({ placed: values }) => Object.values(values));
      for (const { name } of PEOPLE) expect(placed).toContain(name);
      for (const count of COUNTS) expect(placed).toContain(String(count));
    }
  });
});

describe('what the sentence check reports', () => {
  it('quotes the first filling that breaks a rule, once per key and rule, with what it holds', () => {
    const filled = fillStrings({
      language: 'fr',
      namespaces: { common: { description: 'Les investissements de {{name}}' } },
      pathOf: pathOf('fr'),
    });
    expect(sentenceFaults(filled)).toEqual([
      'src/locales/fr/common.json: key "description" reads “Les investissements de Anne Dupont” (filled with name “Anne Dupont”); write elision before a vowel or a mute h: « d’Anne », « l’UE » (or a sentence that puts no « de » before a name: « par {{name}} »)',
    ]);
  });

  it('finds a sentence that reads alike for a count of one and of two', () => {
    const filled = fillStrings({
      language: 'de',
      namespaces: {
        common: { results_one: '{{count}} Einträge', results_other: '{{count}} Einträge' },
      },
      pathOf: pathOf('de'),
    });
    expect(sentenceFaults(filled)).toEqual([
      'src/locales/de/common.json: key "results" reads “{{count}} Einträge” for a count of 1 and of 2 alike; write the language’s plural forms (_one, _other)',
    ]);
  });
});

describe('an owner’s rewritten sentences', () => {
  const { owner, strings, modules } = contextFor(SAMPLE_FOLDER, { root: process.cwd() });
  const legalTexts = modules.legal.texts;

  it('are read with the owner’s own name and law, and only those the owner wrote', () => {
    expect(checkOwnerSentences(owner, 'owner', strings, legalTexts)).toEqual([]);
    const rewritten = {
      ...owner,
      strings: {
        ...owner.strings,
        en: { ...owner.strings.en, common: { footer: { copyright: '© {{year}} {{name}}..' } } },
        it: {
          legal: {
            privacy: {
              sections: {
                introduction: {
                  p1: 'È resa ai sensi dell’articolo 13 del {{gdprName}} e della normativa nazionale.',
                },
              },
            },
          },
        },
      },
    };
    expect(
      checkOwnerSentences(rewritten, 'owner', siteStrings(rewritten, template), legalTexts),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^owner/locales/en/common\\.json: key "footer\\.copyright" reads “.*${owner.profile.name}\\.\\.” .*write one mark of punctuation`,
        ),
      ),
      expect.stringMatching(
        /^owner\/locales\/it\/legal\.json: key "privacy\.sections\.introduction\.p1" reads “.*\(“GDPR”\) e della.*write a comma closing the apposition/,
      ),
    ]);
  });

  it('read the template’s sentences the owner’s own law enters, naming legal.json', () => {
    const ownRule = { ...owner, legal: { ...owner.legal, cookieRule: '§ 25 Beispielgesetz' } };
    const advice = checkOwnerSentences(
      ownRule,
      'owner',
      siteStrings(ownRule, template),
      legalTexts,
    );
    expect(advice.length).toBeGreaterThan(0);
    for (const message of advice) {
      expect(message).toMatch(
        /^owner\/legal\.json, in src\/locales\/(?:en|it)\/legal\.json: key ".*" reads “.*§ 25 Beispielgesetz.*write a no-break space \(U\+00A0\) between § and its number$/,
      );
    }
  });
});
