import { describe, expect, it } from 'vitest';
import { COUNTRY_RULES, countryRules, isoCountry } from './countryRules';
import {
  hasLegalNotice,
  LAW_STAND_IN,
  legalNoticeLaw,
  noticeRule,
  policyLaw,
} from './lawForCountry';
import { authorityName, citationsIn, type OwnerLaw } from '../../../src/lib/policyLaw';

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
      if (rules.cookieRule !== null) expect(rules.cookieRule, code).toMatch(/\d/);
    }
    expect(COUNTRY_RULES.IT?.cookieRule).toBe('art.\u00a0122 d.lgs.\u00a0196/2003');
    expect(COUNTRY_RULES.DE?.cookieRule).toBe('§\u00a025 TDDDG');
    // As the AEPD cites it, with no parentheses to nest in a sentence's own (copy review 5, SP-1).
    expect(COUNTRY_RULES.ES?.cookieRule).toBe('art.\u00a022.2 de la LSSI');
  });

  it('cite the German-speaking countries’ law with no-break spaces, and name authorities and rules without parentheses the policies would nest', () => {
    const german = ['DE', 'AT', 'CH', 'LI'].flatMap((code) => {
      const rules = COUNTRY_RULES[code];
      return [rules, rules?.citationsIn?.de];
    });
    const cited = german.flatMap((rules) =>
      [rules?.nationalLaw, rules?.cookieRule, rules?.cookieExemption].flatMap((each) =>
        each ? [each] : [],
      ),
    );
    // „§“ or „Art.“ at the end of a line, its number on the next (copy review 5, DT-2).
    for (const citation of cited) {
      expect(citation).not.toMatch(/(?:§|\b(?:Art|Abs|Nr|LGBl)\.|\bSatz|\bSR|\bTKG) \d/);
    }
    // The policies put the authority and the cookie rule in parentheses (DP-3).
    const bracketed = [
      ...german.flatMap((rules) => [rules?.cookieRule, rules?.cookieExemption]),
      ...['DE', 'AT', 'CH', 'LI', 'LU'].map((code) => {
        const authority = COUNTRY_RULES[code]?.authority;
        return authority && authorityName(authority, 'de');
      }),
    ];
    for (const value of bracketed) expect(value ?? '').not.toMatch(/[()]/);
    expect(COUNTRY_RULES.CH?.cookieRule).toBe('Art.\u00a045c FMG / LTC, SR\u00a0784.10');
  });

  it("cite each legal notice's rule with no-break spaces, and without parentheses of its own", () => {
    const rules = Object.values(COUNTRY_RULES).flatMap(({ legalNotice }) =>
      legalNotice ? [legalNotice.business, legalNotice.nonBusiness] : [],
    );
    for (const rule of rules.flatMap((each) => (each ? [each.rule] : []))) {
      // The notice's intro puts the rule in parentheses: none may nest.
      expect(rule).not.toMatch(/[()]/);
      expect(rule, rule).not.toMatch(
        /(?:§|\bart\.|\bartikel|\barticle|\bregulation|\bSI|n°|Abs\.|No\.|d\.lgs\.) \d/i,
      );
    }
    expect(legalNoticeLaw('DE')?.business.rule).toBe('§\u00a05 DDG');
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
    expect(noticeRule('DE', true)?.rule).toBe('§\u00a05 DDG');
    expect(noticeRule('DE', false)?.rule).toBe('§\u00a018 Abs.\u00a01 MStV');
    expect(noticeRule('DE', undefined)?.rule).toBe('§\u00a05 DDG');
    expect(noticeRule('AT', false)?.rule).toBe('§\u00a025 MedienG');
    expect(noticeRule('FR', false)?.rule).toMatch(/^article\u00a01-1 de la loi n°\u00a02004-575 /);
    expect(noticeRule('IT', true)?.rule).toBe('art.\u00a07 d.lgs.\u00a070/2003');
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
    expect(legalNoticeLaw('IT')?.vatIdOnHomePage).toBe('art.\u00a035 DPR\u00a0633/1972');
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
      cookieRule: 'article\u00a082 de la loi n°\u00a078-17 du 6\u00a0janvier\u00a01978',
      cookieExemption: 'article\u00a082 de la loi n°\u00a078-17 du 6\u00a0janvier\u00a01978',
    });
  });

  it('pin-cites the exemption for what is strictly necessary where the template knows it', () => {
    const exemption = (code: string) => policyLaw(code).cookieExemption.replaceAll('\u00a0', ' ');
    expect(exemption('DE')).toBe('§ 25 Abs. 2 Nr. 2 TDDDG');
    expect(exemption('AT')).toBe('§ 165 Abs. 3 Satz 3 TKG 2021');
    expect(exemption('IE')).toBe('Regulation 5(5), S.I. No. 336 of 2011');
    expect(exemption('GB')).toBe(
      'regulation 6(4)(b), Privacy and Electronic Communications Regulations 2003, PECR',
    );
    expect(exemption('IT')).toBe('art. 122, comma 1, d.lgs. 196/2003');
    // Elsewhere the rule, whole.
    expect(exemption('NL')).toBe('artikel 11.7a Telecommunicatiewet');
    // A pin-cite keeps its number beside its word.
    expect(policyLaw('DE').cookieExemption).toMatch(/^§\u00a025 Abs\.\u00a02 Nr\.\u00a02 /);
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
      );
      return [nationalLaw, cookieRule, cookieExemption].map(plain);
    };
    // Belgium's bilingual citation: in French, the French alone, with « de la ».
    expect(cited('BE', 'fr')).toEqual([
      'loi du 30 juillet 2018 relative à la protection des personnes physiques à l’égard des traitements de données à caractère personnel',
      'article 10/2 de la loi du 30 juillet 2018',
      'article 10/2 de la loi du 30 juillet 2018',
    ]);
    expect(cited('BE', 'en')[1]).toBe('art. 10/2 loi du 30 juillet 2018 / wet van 30 juli 2018');
    // Switzerland in French and Italian: the LTC and the RS, not the FMG and the SR.
    expect(cited('CH', 'it')).toEqual(cited('CH', 'fr'));
    expect(cited('CH', 'fr')).toEqual([
      'LPD (RS 235.1)',
      'art. 45c LTC, RS 784.10',
      'art. 45c LTC, RS 784.10',
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
      'Article 45c TCA, SR 784.10',
      'Article 45c TCA, SR 784.10',
    ]);
    // An act with an English name takes its article in an English sentence, and only there.
    for (const code of ['GB', 'IE']) {
      expect(cited(code, 'en')[0]).toBe('the Data Protection Act 2018');
      expect(cited(code, 'it')[0]).toBe('Data Protection Act 2018');
      expect(cited(code, 'en').slice(1)).toEqual(cited(code, 'it').slice(1));
    }
    expect(cited('MT', 'en')[0]).toBe('the Data Protection Act (Cap. 586)');
    // A language without forms, and a country without any, read the country's.
    expect(cited('FR', 'fr')).toEqual(cited('FR', 'en'));
    expect(policyLaw('FR').citationsIn).toBeUndefined();
    // The owner's own citation stands for every language.
    expect(cited('BE', 'fr', { cookieRule: 'art. 10/2 WGB' }).slice(1)).toEqual([
      'art. 10/2 WGB',
      'art. 10/2 WGB',
    ]);
  });

  it('writes each French citation as French typography sets it', () => {
    const french = [
      ...['FR', 'LU'].flatMap((code) => {
        const rules = COUNTRY_RULES[code];
        return [
          rules?.nationalLaw,
          rules?.cookieRule,
          rules?.cookieExemption,
          rules?.legalNotice?.business.rule,
        ];
      }),
      ...Object.values(COUNTRY_RULES).flatMap(({ citationsIn: forms }) =>
        Object.values(forms?.fr ?? {}),
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
      const rule = rules.citationsIn?.fr?.cookieRule;
      if (rule) expect(rule).not.toMatch(/\(/);
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
