import { describe, expect, it } from 'vitest';
import { COUNTRY_RULES } from '../../../owner/law/countryRules';
import { LAW_STAND_IN } from '../../../owner/law/lawForCountry';
import { citedIn } from '../../../owner/law/templateCitation';
import englishLegal from '../../../../src/locales/en/legal.json';
import { PEOPLE } from './awkwardValues';
import { fillStrings, type FilledSentence, type FillValues } from './filling';

const pathOf = (namespace: string) => `src/locales/x/${namespace}.json`;
const fill = (
  language: string,
  namespaces: Parameters<typeof fillStrings>[0]['namespaces'],
  more: { values?: FillValues; only?: (namespace: string, key: string) => boolean } = {},
) => fillStrings({ language, namespaces, pathOf, ...more });
const texts = (sentences: readonly FilledSentence[]) => sentences.map(({ text }) => text);

/** The legal namespace's shared texts the legal values read. */
const LEGAL_SHARED = {
  list_or: 'or',
  language_code: '{{code}}',
  hosting_log_retention: 'as {{hostingCompany}} says',
  // The words around a cited provision, as the template writes them in English.
  citation: englishLegal.citation,
  regimes: {
    eu: { short: 'GDPR', name: 'the GDPR', outside: 'outside the EEA' },
    uk: { short: 'UK GDPR', name: 'the UK GDPR', outside: 'outside the UK' },
    ch: { short: 'FADP', name: 'the FADP', outside: 'outside Switzerland' },
  },
};
const COMMON = { cookie_banner: { accept: 'OK' } };

describe('filling the template’s strings', () => {
  it('gives a count every plural form the language has, as i18next chooses it', () => {
    const filled = fill('fr', {
      common: { results_one: '{{count}} projet', results_other: '{{count}} projets' },
    });
    expect(texts(filled)).toEqual([
      '0 projet',
      '1 projet',
      '2 projets',
      '5 projets',
      '11 projets',
      '21 projets',
    ]);
    expect(filled[0]?.where).toBe('src/locales/x/common.json: key "results"');
  });

  it('writes each figure with the page’s formatter, and picks the key variant a figure asks for', () => {
    const filled = fill('it', {
      trading: { share: 'Il {{share}} di conti', share_elided: 'L’{{share}} di conti' },
    });
    expect(texts(filled)).toEqual([
      'L’8% di conti',
      'L’11% di conti',
      'Il 18% di conti',
      'Il 74,5% di conti',
      'L’81,5% di conti',
      'Il 100% di conti',
    ]);
    expect(filled[3]?.figures).toEqual(['74,5%']);
  });

  it('names each person with the gender their name takes, and leaves the markup’s tags out', () => {
    const filled = fill('en', { common: { alt: 'Portrait of <strong>{{name}}</strong>' } });
    expect(texts(filled)).toEqual(PEOPLE.map(({ name }) => `Portrait of ${name}`));
    expect(filled.map(({ people }) => people)).toEqual(PEOPLE.map((person) => [person]));
  });

  it('fills a legal text with the law of every country of the regimes it shows under', () => {
    const legal = {
      ...LEGAL_SHARED,
      privacy: { p1: 'Rules: {{cookieRule}}.', 'p2@uk': 'Rules: {{cookieRule}}, {{gdpr}}.' },
    };
    const filled = fill('en', { common: COMMON, legal });
    const where = (key: string) =>
      filled.filter((sentence) => sentence.where.endsWith(`"${key}"`)).map(({ placed }) => placed);
    // Each rule once, in the English form where a country has one: the countries without one
    // share the stand-in.
    const known = Object.values(COUNTRY_RULES).flatMap(({ cookieRule }) =>
      cookieRule ? [citedIn(cookieRule, 'en')] : [],
    );
    expect(
      where('privacy.p1')
        .map(({ cookieRule }) => cookieRule)
        .sort(),
    ).toEqual([...new Set([...known, citedIn(LAW_STAND_IN.cookieRule, 'en')])].sort());
    expect(where('privacy.p2@uk')).toEqual([
      { cookieRule: citedIn(COUNTRY_RULES.GB?.cookieRule ?? [], 'en'), gdpr: 'UK GDPR' },
    ]);
  });

  it('fills the host’s texts with each host’s place in the language, the template’s log retention and a month in words', () => {
    const legal = {
      ...LEGAL_SHARED,
      privacy: {
        p1: '{{hostingCompany}} ({{hostingBasedIn}}): {{hostingLogRetention}}; {{policiesUpdated}}.',
      },
    };
    expect(texts(fill('fr', { common: COMMON, legal }))).toContain(
      'OVH SAS (établie en France): as OVH SAS says; mars 2026.',
    );
  });

  it('places one language where the text shows only without a picker, and several with one', () => {
    const legal = {
      ...LEGAL_SHARED,
      cookie: {
        'p1@languages': 'Codes: {{languageCodes}}.',
        'p1@!languages': 'Code: {{languageCodes}}.',
        // A site keeps a detected language only with a picker.
        'p2@detectedLanguage': 'Kept: {{languageCodes}}.',
      },
    };
    const filled = fill('es', {
      common: COMMON,
      legal: { ...legal, list_or: 'o', language_code: '«{{code}}»' },
    });
    expect(texts(filled.filter(({ where }) => where.includes('"cookie.')))).toEqual([
      'Codes: «it» o «en».',
      'Codes: «de», «fr», «es», «it» o «en».',
      'Codes: «es» u «oc».',
      'Code: «en».',
      'Kept: «it» o «en».',
      'Kept: «de», «fr», «es», «it» o «en».',
      'Kept: «es» u «oc».',
    ]);
  });

  it('leaves Switzerland out of a text a Swiss owner must write under the FADP', () => {
    const legal = { ...LEGAL_SHARED, privacy: { p1: 'Under the {{gdpr}} (Article 6(1)(f)).' } };
    const regimes = fill('en', { common: COMMON, legal }).map(({ placed }) => placed.gdpr);
    expect(regimes).toContain('GDPR');
    expect(regimes).toContain('UK GDPR');
    expect(regimes).not.toContain('FADP');
  });

  it('names a placeholder it has no values for', () => {
    expect(() => fill('en', { common: { x: 'Hello {{nickname}}' } })).toThrow(
      'src/locales/x/common.json: key "x": no awkward values for {{nickname}}',
    );
  });

  it('fills an owner’s own facts in their places, and only the keys asked for', () => {
    const values: FillValues = {
      owners: [{ name: 'Zoë Owner' }],
      countries: ['AT'],
      hosts: [{ service: 'Own Pages', company: 'Own GmbH' }],
      languageLists: [['de', 'en']],
      legalTexts: {
        de: {
          hosting: { basedIn: 'in Wien', logRetention: '30 Tage' },
          policiesUpdated: 'März 2026',
        },
      },
    };
    const legal = {
      ...LEGAL_SHARED,
      privacy: {
        p1: '{{ownerName}}, {{hostingCompany}} ({{hostingBasedIn}}), {{cookieRule}}: {{hostingLogRetention}}, {{policiesUpdated}}',
        p2: 'Not read',
      },
    };
    const filled = fill(
      'de',
      { common: COMMON, legal },
      { values, only: (_, key) => key === 'privacy.p1' },
    );
    expect(texts(filled)).toEqual([
      `Zoë Owner, Own GmbH (in Wien), ${citedIn(COUNTRY_RULES.AT?.cookieRule ?? [], 'en')}: 30 Tage, März 2026`,
    ]);
  });
});
