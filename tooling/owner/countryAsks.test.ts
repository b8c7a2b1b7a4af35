import { afterEach, describe, expect, it } from 'vitest';
import { TEMPLATE_LANGUAGES } from '../../src/lib/language';
import {
  everyCombination,
  keyShown,
  keyWrittenFor,
  LEGAL_CONDITIONS,
} from '../../src/lib/legalConditions';
import { REGIMES } from '../../src/lib/policyLaw';
import { flattenKeys } from '../lib/translationKeys';
import { keysCitingTheGdpr, missingForCountry } from './countryAsks';
import { readOwner } from './load';
import type { Owner } from './files/index';
import { templateStrings } from './strings';
import { ownerCopy } from './testing/ownerCopy';

let remove = () => {};
afterEach(() => remove());

type Json = Record<string, unknown>;

/** The sample moved to a country, with legal.json edited; what owner:check asks of it. */
function ownerIn(country: string, legal: (file: Json) => Json = (file) => file) {
  const folder = ownerCopy({
    profile: (profile) => ({
      ...profile,
      location: { city: { en: 'Somewhere' }, countryCode: country },
    }),
    legal,
  });
  remove = folder.remove;
  const { owner, problems } = readOwner(folder, 2026);
  expect(problems).toEqual([]);
  if (!owner) throw new Error('the folder must load');
  return { owner, folder, asks: (changed: Owner = owner) => missingForCountry(changed, folder, templateStrings()) };
}

const BAVARIA = { name: 'Bayerisches Landesamt für Datenschutzaufsicht', url: 'https://www.lda.bayern.de/' };

describe("what owner:check asks of the owner's country", () => {
  it('asks nothing of an owner in a country whose rules the template knows whole', () => {
    for (const country of ['IT', 'FR', 'GB']) expect(ownerIn(country).asks()).toEqual([]);
  });

  it("asks a German owner for their Land's authority and the legal notice's facts", () => {
    expect(ownerIn('DE').asks()).toEqual([
      'owner/legal.json: field "supervisoryAuthority": the data-protection authority you answer to, which the policies name and link for complaints; in Germany each Land supervises the businesses and professionals established there (the federal BfDI does not). Give its official name and homepage, e.g. { "name": "Bayerisches Landesamt für Datenschutzaufsicht", "url": "https://www.lda.bayern.de/" } (docs/owner-content.md, "The policies")',
      'owner/legal.json: field "legalNotice": a professional\'s website in DE owes a legal notice (§ 5 DDG); the site shows one with your name, postal address and email. Add what else it needs: { "phone": "…" }, and, where they apply to you, "vatId", "register", "licensingAuthority" and "profession" (docs/owner-content.md, "The legal notice")',
    ]);
    const given = ownerIn('DE', (legal) => ({
      ...legal,
      supervisoryAuthority: BAVARIA,
      legalNotice: { phone: '+49 89 123456' },
    }));
    expect(given.asks()).toEqual([]);
  });

  it("asks an Austrian owner for the phone and the business's activity the notice names", () => {
    expect(ownerIn('AT', (legal) => ({ ...legal, legalNotice: {} })).asks()).toEqual([
      'owner/legal.json: field "legalNotice.phone": a telephone number: the legal notice (§ 5 ECG, § 25 MedienG) needs a fast, direct way to reach you besides email (docs/owner-content.md, "The legal notice")',
      'owner/legal.json: field "legalNotice.activity": what your business does, in each language of the site (the Offenlegung\'s Unternehmensgegenstand, § 25 MedienG) (docs/owner-content.md, "The legal notice")',
    ]);
  });

  it('asks for the cookie rule where the template has no verified citation', () => {
    expect(ownerIn('NO').asks()).toEqual([
      'owner/legal.json: field "cookieRule": NO\'s rule on cookies and storage on the visitor\'s device (where it transposes art. 5(3) of the ePrivacy Directive), cited as the law names it, e.g. "§ 25 TDDDG"; the policies cite it where they say the site\'s storage needs no consent. The template has no verified citation for NO (docs/owner-content.md, "The policies")',
    ]);
  });

  it('asks an owner in a country the template does not know for every rule, until given', () => {
    expect(ownerIn('US').asks()).toEqual([
      'owner/legal.json: field(s) "supervisoryAuthority", "nationalLaw", "cookieRule": profile.json says US, whose rules the template does not know (it knows the EU and EEA states, the United Kingdom and Switzerland). The policies are written under the GDPR: if it applies to you, give the data-protection authority you answer to ("supervisoryAuthority": { "name": "…", "url": "https://…" }), your national data-protection law ("nationalLaw") and your rule on cookies and storage on the visitor\'s device ("cookieRule"), each as the law names itself, and have a lawyer read the policies (docs/owner-content.md, "The policies")',
    ]);
    const given = ownerIn('US', (legal) => ({
      ...legal,
      supervisoryAuthority: { name: 'Someone', url: 'https://authority.example.org/' },
      nationalLaw: 'A Law',
      cookieRule: '§ 1 A Law',
    }));
    expect(given.asks()).toEqual([]);
  });

  it('asks a Swiss owner to write the strings that still cite the GDPR, in each language', () => {
    const swiss = ownerIn('CH');
    const asks = swiss.asks();
    expect(asks).toHaveLength(2);
    expect(asks[0]).toMatch(
      /^owner\/locales\/en\/legal\.json: \d+ policy string\(s\) your site shows still speak the GDPR .*: privacy\.sections\.introduction\.p1, /,
    );
    expect(asks[1]).toMatch(/^owner\/locales\/it\/legal\.json: /);
    // What the template writes for Switzerland is not asked: the rights, the complaint.
    expect(asks[0]).not.toMatch(/rights\.list1|rights\.p3|cookie\.sections\.rights\.p2|types\.list1/);
    // Once every such string is the owner's, nothing is asked.
    const english = templateStrings().en?.legal ?? {};
    const rewritten = { ...swiss.owner, strings: { en: { legal: english }, it: { legal: english } } };
    expect(swiss.asks(rewritten)).toEqual([]);
  });

  it('asks a Swiss owner for what their site shows: the processor’s article once the host is theirs', () => {
    const asked = (processorAgreement: boolean) =>
      ownerIn('CH', (legal) => ({
        ...legal,
        hosting: { ...(legal.hosting as object), processorAgreement },
      })).asks()[0];
    expect(asked(false)).not.toContain('transfer.p2@processorAgreement');
    expect(asked(true)).toContain('privacy.sections.transfer.p2@processorAgreement');
  });
});

/**
 * Read apart from the check's own marks: a word for “article” before a number, the
 * GDPR's names, and where nouns have a gender the regime's placeholder, whose
 * grammar is the GDPR's ("der {{gdpr}}", "le {{gdpr}}").
 */
const CITES_THE_GDPR = [
  /\b(?:art|artt|articles?|artikel|art[ií]culos?|articol[oi])\b\.?\s*(?:da\s+)?\d/iu,
  /GDPR|DSGVO|RGPD|2016\/679/,
];
const NAMES_THE_REGIME = /\{\{gdpr(?:Name)?\}\}/;
/** What no text written for Switzerland may name: the EU's and the UK's instruments. */
const NOT_SWISS = /GDPR|DSGVO|RGPD|2016\/679|2023\/1795|\((?:EU|UE)\)|UK/;

describe('the Swiss ask, against every policy string of every language', () => {
  it('asks for each string that can reach a Swiss page citing the GDPR; the Swiss variants cite only the FADP', () => {
    const template = templateStrings();
    const regimes: readonly string[] = REGIMES;
    const failures: string[] = [];
    for (const { code: language } of TEMPLATE_LANGUAGES) {
      const texts = [...flattenKeys(template[language]?.legal)].filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !entry[0].startsWith('regimes.'),
      );
      // Every site the texts tell apart: each combination of the conditions their keys use.
      const used = LEGAL_CONDITIONS.filter(
        (condition) =>
          !regimes.includes(condition) &&
          texts.some(([key]) => new RegExp(`[@|]!?${condition}(?![\\w-])`).test(key)),
      );
      const citing = texts.filter(
        ([, text]) =>
          CITES_THE_GDPR.some((mark) => mark.test(text)) ||
          (language !== 'en' && NAMES_THE_REGIME.test(text)),
      );
      expect(citing.length, language).toBeGreaterThan(20);
      for (const holding of everyCombination(used)) {
        const conditions = [...holding, 'ch'];
        const asked = new Set(keysCitingTheGdpr(template, language, conditions));
        for (const [key, text] of citing) {
          if (!keyShown(key, conditions)) continue;
          const swiss = keyWrittenFor(key, 'ch');
          if (swiss ? NOT_SWISS.test(text) : !asked.has(key)) {
            failures.push(
              `${language}: ${key} (${swiss ? 'written for Switzerland, names another regime' : 'not asked'}) on a Swiss site where ${conditions.join(', ')} hold`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
