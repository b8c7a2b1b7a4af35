import { describe, expect, it } from 'vitest';
import { COUNTRY_RULES, countryRules, isoCountry } from './countryRules';
import {
  hasLegalNotice,
  LAW_STAND_IN,
  legalNoticeLaw,
  noticeRule,
  policyLaw,
} from './lawForCountry';
import type { CitedRule } from '../../../src/lib/citation';
import { authorityName, citationsIn, type OwnerLaw } from '../../../src/lib/policyLaw';
import { citedIn, templateLegalTranslate } from './templateCitation';
import { TEMPLATE_LANGUAGES } from '../../../src/lib/language';

const LANGUAGES = TEMPLATE_LANGUAGES.map(({ code }) => code);

/** Every citation of a country's rules: its cookie rule and exemption, its notice's rules. */
function citationsOf(code: string): CitedRule[][] {
  const rules = COUNTRY_RULES[code];
  const notice = rules?.legalNotice;
  return [
    rules?.cookieRule ? [rules.cookieRule] : [],
    rules?.cookieExemption ? [rules.cookieExemption] : [],
    notice ? [...notice.business.rule] : [],
    notice?.nonBusiness ? [...notice.nonBusiness.rule] : [],
    notice?.vatIdOnHomePage ? [notice.vatIdOnHomePage] : [],
  ].filter((each) => each.length > 0);
}

const EU = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]; // prettier-ignore
const EEA_ONLY = ['IS', 'LI', 'NO'];

describe('the country rules', () => {
  it('cover the 27 EU states, the three other EEA states, the United Kingdom and Switzerland', () => {
    expect(EU).toHaveLength(27);
    expect(Object.keys(COUNTRY_RULES).sort()).toEqual([...EU, ...EEA_ONLY, 'GB', 'CH'].sort());
  });

  it('cite the GDPR in the EEA, the UK GDPR in the UK and the FADP in Switzerland', () => {
    for (const code of [...EU, ...EEA_ONLY]) expect(COUNTRY_RULES[code]?.regime).toBe('eu');
    expect(COUNTRY_RULES.GB?.regime).toBe('uk');
    expect(COUNTRY_RULES.CH?.regime).toBe('ch');
  });

  it("name each country's authority by its https homepage, but Germany's, which the owner gives", () => {
    for (const [code, rules] of Object.entries(COUNTRY_RULES)) {
      if (code === 'DE') {
        expect(rules.authority).toBeNull();
        continue;
      }
      expect(rules.authority?.name, code).toMatch(/\S/);
      const url = new URL(rules.authority?.url ?? '');
      expect(url.protocol, code).toBe('https:');
      expect(url.pathname, code).toBe('/');
    }
  });

  it('cite a national law everywhere, and a cookie rule or nothing (the owner gives it)', () => {
    for (const [code, rules] of Object.entries(COUNTRY_RULES)) {
      expect(rules.nationalLaw, code).toMatch(/\S/);
      if (rules.cookieRule !== null) expect(rules.cookieRule.number, code).toMatch(/\d/);
    }
    expect(citedIn(COUNTRY_RULES.IT?.cookieRule ?? [], 'it')).toBe(
      'art.\u00a0122 del d.lgs.\u00a0196/2003',
    );
    expect(citedIn(COUNTRY_RULES.DE?.cookieRule ?? [], 'de')).toBe('§\u00a025 TDDDG');
    // As the AEPD cites it, with no parentheses to nest in a sentence's own (copy review 5, SP-1).
    expect(citedIn(COUNTRY_RULES.ES?.cookieRule ?? [], 'es')).toBe('art.\u00a022.2 de la LSSI');
  });

  it('cite the German-speaking countries’ law with no-break spaces, and name authorities and rules without parentheses the policies would nest', () => {
    const germanSpeaking = ['DE', 'AT', 'CH', 'LI'];
    const cited = germanSpeaking.flatMap((code) => {
      const rules = COUNTRY_RULES[code];
      return [
        rules?.nationalLawIn?.de ?? rules?.nationalLaw ?? '',
        ...citationsOf(code).map((each) => citedIn(each, 'de')),
      ];
    });
    // „§“ or „Art.“ at the end of a line, its number on the next (copy review 5, DT-2).
    for (const citation of cited) {
      expect(citation).not.toMatch(/(?:§|\b(?:Art|Abs|Nr|LGBl)\.|\bSatz|\bSR|\bTKG) \d/);
    }
    // The policies put the authority and the cookie rule in parentheses (DP-3).
    const bracketed = [
      ...germanSpeaking.flatMap((code) => citationsOf(code).map((each) => citedIn(each, 'de'))),
      ...['DE', 'AT', 'CH', 'LI', 'LU'].map((code) => {
        const authority = COUNTRY_RULES[code]?.authority;
        return authority && authorityName(authority, 'de');
      }),
    ];
    for (const value of bracketed) expect(value ?? '').not.toMatch(/[()]/);
    expect(citedIn(COUNTRY_RULES.CH?.cookieRule ?? [], 'de')).toBe(
      'Art.\u00a045c FMG, SR\u00a0784.10',
    );
  });

  it("cite each legal notice's rule with no-break spaces, and without parentheses of its own", () => {
    const rules = Object.values(COUNTRY_RULES).flatMap(({ legalNotice }) =>
      legalNotice ? [legalNotice.business, legalNotice.nonBusiness] : [],
    );
    const cited = rules.flatMap((each) =>
      each ? LANGUAGES.map((language) => citedIn(each.rule, language)) : [],
    );
    for (const rule of cited) {
      // The notice's intro puts the rule in parentheses: none may nest (English numbers a
      // subdivision in brackets, "Section 18(1)", as its Article 6(1)(f) GDPR does).
      expect(rule.replace(/(?<=\d)(?:\(\w{1,3}\))+/g, '')).not.toMatch(/[()]/);
      expect(rule, rule).not.toMatch(
        /(?:§|\bart\.|\bartikel|\barticle|\bregulation|\breg\.|\bsection|\bSI|n°|Abs\.|No\.|d\.lgs\.) \d/i,
      );
    }
    expect(citedIn(legalNoticeLaw('DE')?.business.rule ?? [], 'de')).toBe('§\u00a05 DDG');
  });

  it('read the codes people write besides the ISO ones', () => {
    expect(isoCountry('UK')).toBe('GB');
    expect(isoCountry('EL')).toBe('GR');
    expect(countryRules('UK')).toBe(COUNTRY_RULES.GB);
    expect(countryRules('US')).toBeUndefined();
  });
});

describe('the legal notice', () => {
  const BUSINESS_ONLY = ['ES', 'GB', 'IE', 'IT', 'NL'];
  const EVERY_SITE = ['AT', 'DE', 'FR'];

  it('is a duty for every site in Germany, Austria and France, for a business in five more, and nowhere else', () => {
    const duties = Object.entries(COUNTRY_RULES).filter(([, rules]) => rules.legalNotice);
    expect(duties.map(([code]) => code).sort()).toEqual([...EVERY_SITE, ...BUSINESS_ONLY].sort());
    for (const code of EVERY_SITE) expect(legalNoticeLaw(code)?.nonBusiness, code).not.toBeNull();
    for (const code of BUSINESS_ONLY) expect(legalNoticeLaw(code)?.nonBusiness, code).toBeNull();
    // Switzerland's imprint duty reaches only those who sell online (Art. 3 Abs. 1 lit. s UWG).
    expect(legalNoticeLaw('CH')).toBeNull();
  });

  it('follows the rule for a business or for any other site as the owner says, and until then the fuller one where every site owes it', () => {
    const rule = (code: string, business: boolean | undefined, language = 'de') =>
      citedIn(noticeRule(code, business)?.rule ?? [], language);
    expect(rule('DE', true)).toBe('§\u00a05 DDG');
    expect(rule('DE', false)).toBe('§\u00a018 Abs.\u00a01 MStV');
    expect(rule('DE', undefined)).toBe('§\u00a05 DDG');
    expect(rule('AT', false)).toBe('§\u00a025 MedienG');
    expect(rule('FR', false, 'fr')).toMatch(/^article\u00a01-1 de la loi n°\u00a02004-575 /);
    expect(rule('IT', true, 'it')).toBe('art.\u00a07 del d.lgs.\u00a070/2003');
    expect(noticeRule('IT', false)).toBeNull();
    expect(noticeRule('IT', undefined)).toBeNull();
    expect(noticeRule('US', true)).toBeNull();
  });

  it('is on the site where the law asks for it, or the owner does', () => {
    expect(hasLegalNotice('AT', { requested: false, businessActivity: false })).toBe(true);
    expect(hasLegalNotice('ES', { requested: false, businessActivity: true })).toBe(true);
    expect(hasLegalNotice('IT', { requested: false, businessActivity: undefined })).toBe(false);
    expect(hasLegalNotice('IT', { requested: true, businessActivity: false })).toBe(true);
    expect(hasLegalNotice('US', { requested: true, businessActivity: undefined })).toBe(true);
    expect(hasLegalNotice('CH', { requested: false, businessActivity: true })).toBe(false);
  });

  it('names the facts each law asks for, each number as that law calls it', () => {
    const asks = (code: string) => legalNoticeLaw(code)?.business.asks;
    expect(asks('DE')).toEqual([['phone'], ['vatId', 'businessId'], ['register']]);
    expect(asks('AT')).toEqual([
      ['phone'],
      ['activity'],
      ['vatId'],
      ['register'],
      ['tradeLicence'],
    ]);
    expect(asks('FR')).toEqual([['phone'], ['register'], ['vatId'], ['host']]);
    expect(legalNoticeLaw('FR')?.nonBusiness?.asks).toEqual([['phone'], ['host']]);
    expect(asks('ES')).toEqual([['taxId'], ['register']]);
    for (const code of ['IT', 'NL', 'IE', 'GB'])
      expect(asks(code), code).toEqual([['register'], ['vatId']]);
    expect(legalNoticeLaw('ES')?.names.taxId?.name).toMatch(/^NIF/);
    expect(legalNoticeLaw('NL')?.names.register?.name).toMatch(/^KvK-nummer/);
    expect(legalNoticeLaw('DE')?.names.businessId?.name).toMatch(
      /^Wirtschafts-Identifikationsnummer/,
    );
    expect(legalNoticeLaw('IT')?.names.vatId?.name).toBe('partita IVA');
    // Every number a law asks for has its local name and an example.
    for (const [code, rules] of Object.entries(COUNTRY_RULES)) {
      const numbers = (rules.legalNotice?.business.asks.flat() ?? []).filter((fact) =>
        ['vatId', 'businessId', 'taxId', 'register'].includes(fact),
      );
      for (const fact of numbers)
        expect(rules.legalNotice?.names[fact]?.example, `${code} ${fact}`).toMatch(/\S/);
    }
  });

  it('puts the partita IVA on every page in Italy, and names the publication director in France', () => {
    expect(citedIn(legalNoticeLaw('IT')?.vatIdOnHomePage ?? [], 'it')).toBe(
      'art.\u00a035 del d.P.R.\u00a0633/1972',
    );
    expect(legalNoticeLaw('FR')?.publicationDirector).toBe(true);
    const others = Object.entries(COUNTRY_RULES).filter(
      ([, rules]) => rules.legalNotice?.vatIdOnHomePage || rules.legalNotice?.publicationDirector,
    );
    expect(others.map(([code]) => code).sort()).toEqual(['FR', 'IT']);
  });
});

describe('policyLaw', () => {
  it("is the country's where the owner gives nothing", () => {
    expect(policyLaw('FR')).toEqual({
      regime: 'eu',
      authority: COUNTRY_RULES.FR?.authority,
      nationalLaw: 'loi n°\u00a078-17 du 6\u00a0janvier\u00a01978 (Informatique et Libertés)',
      cookieRule: COUNTRY_RULES.FR?.cookieRule,
      cookieExemption: COUNTRY_RULES.FR?.cookieRule,
    });
  });

  it('pin-cites the exemption for what is strictly necessary where the template knows it', () => {
    const exemption = (code: string, language: string) =>
      citedIn(policyLaw(code).cookieExemption, language).replaceAll('\u00a0', ' ');
    expect(exemption('DE', 'de')).toBe('§ 25 Abs. 2 Nr. 2 TDDDG');
    expect(exemption('AT', 'de')).toBe('§ 165 Abs. 3 Satz 3 TKG 2021');
    expect(exemption('AT', 'en')).toBe('Section 165(3), sentence 3, of the TKG 2021');
    expect(exemption('IE', 'en')).toBe('regulation 5(5) of S.I. No. 336 of 2011');
    // The UK's moved to a Schedule A1 paragraph not yet verified: the rule, whole.
    expect(exemption('GB', 'en')).toBe(
      'regulation 6 of the Privacy and Electronic Communications (EC Directive) Regulations 2003, PECR',
    );
    expect(exemption('IT', 'it')).toBe('art. 122, comma 1, del d.lgs. 196/2003');
    // Elsewhere the rule, whole.
    expect(exemption('NL', 'en')).toBe('Article 11.7a of the Telecommunicatiewet');
    // A pin-cite keeps its number beside its word.
    expect(citedIn(policyLaw('DE').cookieExemption, 'de')).toMatch(
      /^§\u00a025 Abs\.\u00a02 Nr\.\u00a02 /,
    );
  });

  it("takes the owner's authority, law and rule over the country's", () => {
    const own = {
      supervisoryAuthority: {
        name: 'Berliner Beauftragte',
        url: 'https://www.datenschutz-berlin.de/',
      },
      nationalLaw: 'BDSG',
      cookieRule: '§ 25 Abs. 2 TDDDG',
    };
    expect(policyLaw('DE', own)).toEqual({
      regime: 'eu',
      authority: own.supervisoryAuthority,
      nationalLaw: 'BDSG',
      cookieRule: '§ 25 Abs. 2 TDDDG',
      // The owner's rule, whole: the template knows no provision of it.
      cookieExemption: '§ 25 Abs. 2 TDDDG',
    });
  });

  it('stands in for what neither the data nor the owner gives, under the GDPR', () => {
    expect(policyLaw('DE').authority).toBe(LAW_STAND_IN.authority);
    expect(policyLaw('US')).toEqual({ regime: 'eu', ...LAW_STAND_IN });
  });

  it('cites a law in the form a sentence of the language needs, where the country gives one', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    const cited = (code: string, language: string, own?: OwnerLaw) => {
      const { nationalLaw, cookieRule, cookieExemption } = citationsIn(
        policyLaw(code, own),
        language,
        templateLegalTranslate(language),
      );
      return [nationalLaw, cookieRule, cookieExemption].map(plain);
    };
    // Belgium's bilingual citation: in French, the French alone, with « de la ».
    expect(cited('BE', 'fr')).toEqual([
      'loi du 30 juillet 2018 relative à la protection des personnes physiques à l’égard des traitements de données à caractère personnel',
      'article 10/2 de la loi du 30 juillet 2018',
      'article 10/2 de la loi du 30 juillet 2018',
    ]);
    expect(cited('BE', 'en')[1]).toBe(
      'Article 10/2 of loi du 30 juillet 2018 / wet van 30 juli 2018',
    );
    // Switzerland in French and Italian: the LTC and the RS, not the FMG and the SR.
    expect(cited('CH', 'it')).toEqual([
      'LPD (RS 235.1)',
      'art. 45c della LTC, RS 784.10',
      'art. 45c della LTC, RS 784.10',
    ]);
    expect(cited('CH', 'fr')).toEqual([
      'LPD (RS 235.1)',
      'article 45c de la LTC, RS 784.10',
      'article 45c de la LTC, RS 784.10',
    ]);
    // In German, the German abbreviations alone: no French „LTC“ in a German sentence.
    expect(cited('CH', 'de')).toEqual([
      'DSG (SR 235.1)',
      'Art. 45c FMG, SR 784.10',
      'Art. 45c FMG, SR 784.10',
    ]);
    // Switzerland in English: the FADP and the TCA, as Fedlex's English names them.
    expect(cited('CH', 'en')).toEqual([
      'FADP (SR 235.1)',
      'Article 45c of the TCA, SR 784.10',
      'Article 45c of the TCA, SR 784.10',
    ]);
    // An act with an English name takes its article in an English sentence, and only there.
    for (const code of ['GB', 'IE']) {
      expect(cited(code, 'en')[0]).toBe('the Data Protection Act 2018');
      expect(cited(code, 'it')[0]).toBe('Data Protection Act 2018');
    }
    expect(cited('MT', 'en')[0]).toBe('the Data Protection Act (Cap. 586)');
    // A country without forms names its law the same in every language.
    expect(cited('FR', 'fr')[0]).toEqual(cited('FR', 'en')[0]);
    expect(policyLaw('FR').nationalLawIn).toBeUndefined();
    // The owner's own citation stands for every language.
    expect(cited('BE', 'fr', { cookieRule: 'art. 10/2 WGB' }).slice(1)).toEqual([
      'art. 10/2 WGB',
      'art. 10/2 WGB',
    ]);
  });

  it('writes each French citation as French typography sets it', () => {
    const french = [
      ...['FR', 'LU'].map((code) => COUNTRY_RULES[code]?.nationalLaw),
      ...Object.values(COUNTRY_RULES).map(({ nationalLawIn }) => nationalLawIn?.fr),
      ...Object.keys(COUNTRY_RULES).flatMap((code) =>
        citationsOf(code).map((each) => citedIn(each, 'fr')),
      ),
    ].flatMap((citation) => (citation ? [citation] : []));
    expect(french.length).toBeGreaterThan(6);
    const month =
      'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
    for (const citation of french) {
      // No line parts a number from its word, nor a day from its month and year.
      expect(citation, citation).not.toMatch(
        new RegExp(
          `(?:n°|\\barticle|\\bart\\.|\\bparagraphe|\\bpoint|\\bRS) |\\d(?:er)? (?:${month})|(?:${month}) \\d`,
        ),
      );
    }
    // The sentences put a cookie rule in parentheses: none may nest.
    for (const rules of Object.values(COUNTRY_RULES)) {
      if (rules.cookieRule) expect(citedIn(rules.cookieRule, 'fr')).not.toMatch(/\(/);
    }
  });

  it("names an authority in the visitor's language where it has an official name in it", () => {
    const swiss = COUNTRY_RULES.CH?.authority;
    if (!swiss) throw new Error('Switzerland has an authority');
    expect(authorityName(swiss, 'fr')).toMatch(/^Préposé fédéral/);
    expect(authorityName(swiss, 'de')).toMatch(/^Eidgenössischer/);
    expect(authorityName(swiss, 'en')).toMatch(/^Eidgenössischer/);
  });
});

describe('every citation, on a page of each language', () => {
  /** Connecting words that belong to some languages only, and where they may stand. */
  const CONNECTING = [
    { words: / de la | de l’| du /, in: ['fr', 'es'] },
    { words: / del | della | dell’/, in: ['it', 'es'] },
    { words: / of the | of /, in: ['en'] },
  ];
  const UNITS: Readonly<Record<string, RegExp>> = {
    en: /^(?:Article|Section|regulation|Chapter)\u00a0/,
    de: /^(?:Art\.|§|Regulation|Kap\.)\u00a0/,
    // "reg." would read as regolamento, règlement, reglamento: a UK or Irish regulation stays English.
    it: /^(?:art\.|§|regulation|capo)\u00a0/,
    fr: /^(?:article|§|regulation|chapitre)\u00a0/,
    es: /^(?:art\.|§|regulation|capítulo)\u00a0/,
  };
  const every = Object.keys(COUNTRY_RULES).flatMap((code) =>
    citationsOf(code).flatMap((rules) =>
      LANGUAGES.map((language) => ({ code, language, text: citedIn(rules, language) })),
    ),
  );

  it('covers every country with a rule in each of the five languages', () => {
    const countries = new Set(every.map(({ code }) => code));
    const withRules = Object.keys(COUNTRY_RULES).filter((code) => citationsOf(code).length > 0);
    expect([...countries].sort()).toEqual(withRules.sort());
    expect(every.length).toBe(withRules.flatMap(citationsOf).length * LANGUAGES.length);
  });

  it.each(LANGUAGES)('carries no other language’s connecting words in %s', (language) => {
    for (const { code, text } of every.filter((each) => each.language === language)) {
      for (const connecting of CONNECTING) {
        if (connecting.in.includes(language)) continue;
        // A statute's own name keeps its own words (« loi du 30 juillet 2018 »): only the words around it count.
        const around = text.replace(statuteNames(code), '');
        expect(around, `${code} ${language}: ${text}`).not.toMatch(connecting.words);
      }
    }
  });

  it.each(LANGUAGES)('opens on the unit as %s abbreviates it, held to its number', (language) => {
    for (const { code, text } of every.filter((each) => each.language === language)) {
      for (const cited of text.split(/, (?=§|Art|art|Section|regulation|reg)/)) {
        expect(cited, `${code} ${language}`).toMatch(UNITS[language] ?? /^$/);
      }
    }
  });

  it('reads as the brief and each language cite Spain’s, Italy’s and Germany’s rules', () => {
    const notice = (code: string, language: string) =>
      citedIn(legalNoticeLaw(code)?.business.rule ?? [], language).replaceAll('\u00a0', ' ');
    expect(LANGUAGES.map((language) => notice('ES', language))).toEqual([
      'Article 10 of the LSSI',
      'art. 10 della LSSI',
      'Art. 10 LSSI',
      'article 10 de la LSSI',
      'art. 10 de la LSSI',
    ]);
    expect(LANGUAGES.map((language) => notice('IT', language))).toEqual([
      'Article 7 of d.lgs. 70/2003',
      'art. 7 del d.lgs. 70/2003',
      'Art. 7 d.lgs. 70/2003',
      'article 7 du d.lgs. 70/2003',
      'art. 7 del d.lgs. 70/2003',
    ]);
    expect(notice('AT', 'fr')).toBe('§ 5 de l’ECG, § 25 de la MedienG');
  });
});

/**
 * A native lawyer's reading of the citations (items 1–11 of their corrections), each as the page
 * prints it, no-break spaces shown as spaces; where a no-break space must hold, the next table.
 */
describe('the citations as a native lawyer corrected them', () => {
  type Rule = 'cookieRule' | 'cookieExemption' | 'notice' | 'vatId';
  const rule = (code: string, which: Rule): readonly CitedRule[] => {
    if (which === 'notice') return legalNoticeLaw(code)?.business.rule ?? [];
    if (which === 'vatId') return [legalNoticeLaw(code)?.vatIdOnHomePage ?? 'none'];
    return [code === 'STAND-IN' ? LAW_STAND_IN[which] : policyLaw(code)[which]];
  };
  const READINGS: readonly (readonly [string, Rule, string, string])[] = [
    // 1. PECR by its name, plural; its exemption's new paragraph is for a lawyer to give.
    ['GB', 'cookieRule', 'it', 'regulation 6 delle Privacy and Electronic Communications [EC Directive] Regulations 2003, PECR'],
    ['GB', 'cookieRule', 'fr', 'regulation 6 des Privacy and Electronic Communications [EC Directive] Regulations 2003, PECR'],
    ['GB', 'cookieRule', 'es', 'regulation 6 de las Privacy and Electronic Communications (EC Directive) Regulations 2003, PECR'],
    ['GB', 'cookieRule', 'de', 'Regulation 6 der Privacy and Electronic Communications [EC Directive] Regulations 2003, PECR'],
    ['GB', 'cookieExemption', 'fr', 'regulation 6 des Privacy and Electronic Communications [EC Directive] Regulations 2003, PECR'],
    // 2. The EU directive: paragrafi, and German's article.
    ['STAND-IN', 'cookieRule', 'it', 'art. 5, par. 3, della direttiva 2002/58/CE'],
    ['STAND-IN', 'cookieRule', 'de', 'Art. 5 Abs. 3 der Richtlinie 2002/58/EG'],
    // 3. A UK, Irish or Maltese regulation, unabbreviated.
    ['IE', 'cookieRule', 'it', 'regulation 5, comma 3, del S.I. No. 336 of 2011'],
    ['IE', 'cookieExemption', 'fr', 'regulation 5, paragraphe 5, du S.I. No. 336 of 2011'],
    ['MT', 'cookieRule', 'es', 'regulation 5 de la S.L. 586.01'],
    // 4. German sets an article before a title, none before an abbreviation.
    ['FR', 'cookieRule', 'de', 'Art. 82 der loi n° 78-17 du 6 janvier 1978'],
    ['NL', 'notice', 'de', 'Art. 3:15d des Burgerlijk Wetboek'],
    ['BE', 'cookieRule', 'de', 'Art. 10/2 der loi du 30 juillet 2018 / wet van 30 juli 2018'],
    ['ES', 'cookieRule', 'de', 'Art. 22 Abs. 2 LSSI'],
    ['HU', 'cookieRule', 'de', '§ 155 Abs. 4 Eht.'],
    ['HU', 'cookieRule', 'en', 'Section 155(4) of Act C of 2003, Eht.'],
    // 5. Sentences as ordinals; an Absatz is an alinéa.
    ['AT', 'cookieExemption', 'it', '§ 165, comma 3, terzo periodo, del TKG 2021'],
    ['AT', 'cookieExemption', 'fr', '§ 165, alinéa 3, troisième phrase, de la TKG 2021'],
    ['AT', 'cookieExemption', 'es', '§ 165.3, tercera frase, de la TKG 2021'],
    ['DE', 'cookieExemption', 'fr', '§ 25, alinéa 2, 2°, de la TDDDG'],
    // 6. Italian reads a German or Austrian acronym as masculine.
    ['DE', 'cookieRule', 'it', '§ 25 del TDDDG'],
    ['DE', 'notice', 'it', '§ 5 del DDG'],
    ['AT', 'notice', 'it', '§ 5 dell’ECG, § 25 del MedienG'],
    // 7. A numbered point in Spanish.
    ['DE', 'cookieExemption', 'es', '§ 25.2, núm. 2, de la TDDDG'],
    // 8. Greece's law in each language's word.
    ['GR', 'cookieRule', 'en', 'Article 4(5) of Law 3471/2006'],
    ['GR', 'cookieRule', 'de', 'Art. 4 Abs. 5 des Gesetzes 3471/2006'],
    ['GR', 'cookieRule', 'it', 'art. 4, comma 5, della legge 3471/2006'],
    ['GR', 'cookieRule', 'fr', 'article 4, paragraphe 5, de la loi 3471/2006'],
    ['GR', 'cookieRule', 'es', 'art. 4.5 de la Ley 3471/2006'],
    // 10. No article doubled on a name that holds its own.
    ['DK', 'cookieRule', 'en', 'Section 3 of bekendtgørelse nr. 1148 af 9. december 2011'],
    ['SE', 'cookieRule', 'it', 'capo 9, § 28, della lag om elektronisk kommunikation, SFS 2022:482'],
    // 11. Italy's decree as Italian abbreviates it; Switzerland's act in one form in Spanish.
    ['IT', 'vatId', 'en', 'Article 35 of d.P.R. 633/1972'],
    ['CH', 'cookieRule', 'es', 'art. 45c de la LTC, RS 784.10'],
  ]; // prettier-ignore

  it.each(READINGS)('%s %s in %s reads as corrected', (code, which, language, reading) => {
    expect(citedIn(rule(code, which), language).replaceAll('\u00a0', ' ')).toBe(reading);
  });

  // 9. A number or abbreviation held to its word inside a statute's name.
  const HELD: readonly (readonly [string, Rule, string])[] = [
    ['PT', 'cookieRule', 'Lei n.º\u00a041/2004'],
    ['RO', 'cookieRule', 'Legea nr.\u00a0506/2004'],
    ['CZ', 'cookieRule', 'zákon č.\u00a0127/2005\u00a0Sb.'],
    ['SK', 'cookieRule', 'č.\u00a0452/2021 Z.\u00a0z.'],
    ['MT', 'cookieRule', 'S.L.\u00a0586.01'],
    ['HU', 'cookieRule', '2003.\u00a0évi C.\u00a0törvény'],
    ['DK', 'cookieRule', 'nr.\u00a01148 af 9.\u00a0december 2011'],
    ['PL', 'cookieRule', '12\u00a0lipca 2024\u00a0r.'],
    ['SE', 'cookieRule', 'SFS\u00a02022:482'],
    ['BE', 'cookieRule', 'loi du 30\u00a0juillet\u00a02018 / wet van 30\u00a0juli\u00a02018'],
  ];

  it.each(HELD)('%s %s holds its name together', (code, which, held) => {
    expect(citedIn(rule(code, which), 'it')).toContain(held);
  });
});

/** A country's statute names, each as it names itself, to set apart from the words around them. */
function statuteNames(code: string): RegExp {
  const names = citationsOf(code)
    .flat()
    .flatMap((rule) =>
      typeof rule === 'string'
        ? []
        : [rule.statute.name, ...Object.values(rule.statute.names ?? {})],
    );
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('|'), 'g');
}
