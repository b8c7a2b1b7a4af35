import { describe, expect, it } from 'vitest';
import { COUNTRY_RULES, countryRules, isoCountry } from './countryRules';
import { hasLegalNotice, LAW_STAND_IN, legalNoticeRule, policyLaw } from './lawForCountry';
import { authorityName } from './policyLaw';

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
    expect(COUNTRY_RULES.IT?.cookieRule).toBe('art. 122 d.lgs. 196/2003');
    expect(COUNTRY_RULES.DE?.cookieRule).toBe('§ 25 TDDDG');
  });

  it('make a legal notice a duty in Germany and Austria only', () => {
    const duties = Object.entries(COUNTRY_RULES).filter(([, rules]) => rules.legalNoticeRule);
    expect(duties.map(([code]) => code).sort()).toEqual(['AT', 'DE']);
    expect(legalNoticeRule('DE')).toBe('§ 5 DDG');
    expect(hasLegalNotice('AT', false)).toBe(true);
    expect(hasLegalNotice('IT', false)).toBe(false);
    expect(hasLegalNotice('IT', true)).toBe(true);
    expect(hasLegalNotice('US', true)).toBe(true);
  });

  it('read the codes people write besides the ISO ones', () => {
    expect(isoCountry('UK')).toBe('GB');
    expect(isoCountry('EL')).toBe('GR');
    expect(countryRules('UK')).toBe(COUNTRY_RULES.GB);
    expect(countryRules('US')).toBeUndefined();
  });
});

describe('policyLaw', () => {
  it("is the country's where the owner gives nothing", () => {
    expect(policyLaw('FR')).toEqual({
      regime: 'eu',
      authority: COUNTRY_RULES.FR?.authority,
      nationalLaw: 'loi n° 78-17 du 6 janvier 1978 (Informatique et Libertés)',
      cookieRule: 'article 82 de la loi n° 78-17 du 6 janvier 1978',
      cookieExemption: 'article 82 de la loi n° 78-17 du 6 janvier 1978',
    });
  });

  it('pin-cites the exemption for what is strictly necessary where the template knows it', () => {
    const exemption = (code: string) => policyLaw(code).cookieExemption.replaceAll('\u00a0', ' ');
    expect(exemption('DE')).toBe('§ 25 Abs. 2 Nr. 2 TDDDG');
    expect(exemption('AT')).toBe('§ 165 Abs. 3 Satz 3 TKG 2021');
    expect(exemption('IE')).toBe('Regulation 5(5), S.I. No. 336 of 2011');
    expect(exemption('GB')).toBe(
      'regulation 6(4)(b), Privacy and Electronic Communications Regulations 2003 (PECR)',
    );
    // Elsewhere the rule, whole.
    expect(exemption('IT')).toBe('art. 122 d.lgs. 196/2003');
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

  it("names an authority in the visitor's language where it has an official name in it", () => {
    const swiss = COUNTRY_RULES.CH?.authority;
    if (!swiss) throw new Error('Switzerland has an authority');
    expect(authorityName(swiss, 'fr')).toMatch(/^Préposé fédéral/);
    expect(authorityName(swiss, 'de')).toMatch(/^Eidgenössischer/);
    expect(authorityName(swiss, 'en')).toMatch(/^Eidgenössischer/);
  });
});
