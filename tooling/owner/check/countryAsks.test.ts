import { afterEach, describe, expect, it } from 'vitest';
import { TEMPLATE_LANGUAGES } from '../../../src/lib/language';
import {
  everyCombination,
  keyShown,
  keyWrittenFor,
  LEGAL_CONDITIONS,
} from '../../../src/lib/legalConditions';
import { REGIMES } from '../../../src/lib/policyLaw';
import { flattenKeys } from '../../lib/translationKeys';
import { keysCitingTheGdpr, missingForCountry } from './countryAsks';
import { readOwner } from '../read/load';
import type { Owner } from '../files/index';
import { templateStrings } from '../read/strings';
import { ownerCopy } from '../testing/ownerCopy';

let remove = () => {};
afterEach(() => remove());

type Json = Record<string, unknown>;

/** A full address in each country the tests move the sample to, as post there writes it. */
const ADDRESSES: Readonly<Record<string, string>> = {
  AT: 'Stephansplatz 1, 1010 Wien',
  BE: 'Rue de la Loi 16, 1000 Bruxelles',
  CH: 'Bahnhofstrasse 1, 8001 Zürich',
  DE: 'Karl-Liebknecht-Straße 112, 04275 Leipzig',
  ES: 'Calle Mayor 5, 28013 Madrid',
  FR: '12 rue de la Paix, 75002 Paris',
  GB: '10 Downing Street, London SW1A 2AA',
  IE: '12 Merrion Square, Dublin 2, D02 X285',
  NL: 'Damrak 1, 1012 LG Amsterdam',
  NO: 'Karl Johans gate 1, 0154 Oslo',
  PT: 'Rua Augusta 10, 1100-048 Lisboa',
  US: '1 Main Street, Springfield, IL 62701',
};

/** The sample moved to a country (with an address there), legal.json edited; what owner:check asks of it. */
function ownerIn(
  country: string,
  legal: (file: Json) => Json = (file) => file,
  edits: Record<string, (data: Json) => Json | null> = {},
) {
  const folder = ownerCopy({
    profile: (profile) => ({
      ...profile,
      location: { city: { en: 'Somewhere' }, countryCode: country },
    }),
    legal: (file) => legal({ ...file, postalAddress: ADDRESSES[country] ?? file.postalAddress }),
    ...edits,
  });
  remove = folder.remove;
  const { owner, problems } = readOwner(folder, 2026);
  expect(problems).toEqual([]);
  if (!owner) throw new Error('the folder must load');
  return {
    owner,
    folder,
    asks: (changed: Owner = owner) => missingForCountry(changed, folder, templateStrings()),
  };
}

/** legal.json with these answers about the legal notice. */
const answering =
  (businessActivity: boolean | undefined, legalNotice?: Json) =>
  (legal: Json): Json => ({
    ...legal,
    ...(businessActivity === undefined ? {} : { businessActivity }),
    ...(legalNotice ? { legalNotice } : {}),
  });

const BAVARIA = {
  name: 'Bayerisches Landesamt für Datenschutzaufsicht',
  url: 'https://www.lda.bayern.de/',
};
const WHERE = '(docs/owner-content.md, "The legal notice")';
const WITHOUT_TRADING = { trading: () => null };

describe("what owner:check asks of the owner's country", () => {
  it('asks nothing of an owner in a country whose rules the template knows whole and whose law asks no notice', () => {
    for (const country of ['BE', 'PT']) expect(ownerIn(country).asks()).toEqual([]);
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

  it('asks a Swiss owner whose site asks no other host for no policy string: the template writes the policy under the FADP', () => {
    const ownHosts = { site: (site: Json): Json => ({ ...site, imageServices: undefined }) };
    expect(ownerIn('CH', (legal) => legal, ownHosts).asks()).toEqual([]);
    const withProcessor = ownerIn(
      'CH',
      (legal) => ({
        ...legal,
        hosting: { ...(legal.hosting as object), processorAgreement: true },
      }),
      ownHosts,
    );
    expect(withProcessor.asks()).toEqual([]);
  });

  it('asks a Swiss owner who chose outside image services for their paragraph, in each language, until written', () => {
    const swiss = ownerIn('CH');
    const asks = swiss.asks();
    expect(asks).toEqual([
      expect.stringMatching(
        /^owner\/locales\/en\/legal\.json: 1 policy string\(s\) your site shows still speak the GDPR .*: privacy\.sections\.recipients\.p2@flagService@avatarService$/,
      ),
      expect.stringMatching(/^owner\/locales\/it\/legal\.json: 1 policy string/),
    ]);
    // Once that string is the owner's, nothing is asked.
    const english = templateStrings().en?.legal ?? {};
    const rewritten = {
      ...swiss.owner,
      strings: { en: { legal: english }, it: { legal: english } },
    };
    expect(swiss.asks(rewritten)).toEqual([]);
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

describe('what owner:check asks of the legal notice', () => {
  it('asks an owner in Italy whether the site is part of an economic activity, and then nothing without one', () => {
    expect(ownerIn('IT', answering(undefined), WITHOUT_TRADING).asks()).toEqual([
      `owner/legal.json: field "businessActivity": whether you run this site as part of an economic activity, true or false: it is one if it presents services you offer (a freelancer's or a business's showcase) or earns you money (a rewarded link). In IT the law asks such a site for a legal notice (Article\u00a07 of d.lgs.\u00a070/2003), and the site then has one; any other, none ${WHERE}`,
    ]);
    expect(ownerIn('IT', answering(false), WITHOUT_TRADING).asks()).toEqual([]);
  });

  it('counts a rewarded link as an economic activity', () => {
    expect(ownerIn('IT', answering(false)).asks()).toEqual([
      `owner/legal.json: field "businessActivity": false, but trading.json's sign-up link is a referral ("referral": true) that earns you money through the site, which makes the site part of an economic activity: set "businessActivity" to true (in IT the legal notice then follows Article\u00a07 of d.lgs.\u00a070/2003), or make the link an ordinary one ${WHERE}`,
    ]);
  });

  it('asks an Italian business for its partita IVA, which every page then shows, and its REA entry, or that it has none', () => {
    expect(ownerIn('IT', answering(true)).asks()).toEqual([
      `owner/legal.json: field "legalNotice.register": your numero REA o di iscrizione al registro delle imprese, which the legal notice (Article\u00a07 of d.lgs.\u00a070/2003) names, e.g. "REA TO-1234567"; false if you are in no register ${WHERE}`,
      `owner/legal.json: field "legalNotice.vatId": your partita IVA, which the legal notice (Article\u00a07 of d.lgs.\u00a070/2003) names, e.g. "01234567890"; false if you have none; every page then shows it at its foot, as Article\u00a035 of d.P.R.\u00a0633/1972 asks of the home page ${WHERE}`,
    ]);
    const answered = answering(true, { vatId: '01234567890', register: false });
    expect(ownerIn('IT', answered).asks()).toEqual([]);
  });

  it('asks a Spanish business for its NIF, not its VAT number, and its register', () => {
    const asks = ownerIn('ES', answering(true)).asks();
    expect(asks).toEqual([
      `owner/legal.json: field "legalNotice.taxId": your NIF (número de identificación fiscal), which the legal notice (Article\u00a010 of the LSSI) asks for, e.g. "12345678Z" (your VAT number, if you have one, goes in "vatId") ${WHERE}`,
      expect.stringMatching(
        /^owner\/legal\.json: field "legalNotice\.register": your inscripción en el Registro Mercantil/,
      ),
    ]);
    expect(ownerIn('ES', answering(true, { taxId: '12345678Z', register: false })).asks()).toEqual(
      [],
    );
  });

  it('asks a Dutch, Irish or British business for its register and VAT number, each by its own name', () => {
    expect(ownerIn('NL', answering(true)).asks()).toEqual([
      `owner/legal.json: field "legalNotice.register": your KvK-nummer (inschrijving in het handelsregister), which the legal notice (Article\u00a03:15d of the Burgerlijk Wetboek) names, e.g. "KvK 12345678"; false if you are in no register ${WHERE}`,
      `owner/legal.json: field "legalNotice.vatId": your btw-identificatienummer, which the legal notice (Article\u00a03:15d of the Burgerlijk Wetboek) names, e.g. "NL123456789B01"; false if you have none ${WHERE}`,
    ]);
    for (const country of ['IE', 'GB']) {
      const asks = ownerIn(country, answering(true)).asks();
      expect(
        asks.map((ask) => ask.split(':')[1]),
        country,
      ).toEqual([' field "legalNotice.register"', ' field "legalNotice.vatId"']);
      expect(ownerIn(country, answering(true, { register: false, vatId: false })).asks()).toEqual(
        [],
      );
    }
  });

  it("asks a German owner for their Land's authority and the activity, then what § 5 DDG names of a business", () => {
    expect(ownerIn('DE', answering(undefined), WITHOUT_TRADING).asks()).toEqual([
      'owner/legal.json: field "supervisoryAuthority": the data-protection authority you answer to, which the policies name and link for complaints; in Germany each Land supervises the businesses and professionals established there (the federal BfDI does not). Give its official name and homepage, e.g. { "name": "Bayerisches Landesamt für Datenschutzaufsicht", "url": "https://www.lda.bayern.de/" } (docs/owner-content.md, "The policies")',
      `owner/legal.json: field "businessActivity": whether you run this site as part of an economic activity, true or false: it is one if it presents services you offer (a freelancer's or a business's showcase) or earns you money (a rewarded link). In DE every site has a legal notice: such a site's follows Section\u00a05 of the DDG, any other's Section\u00a018(1) of the MStV ${WHERE}`,
    ]);
    const inBavaria = (legalNotice?: Json) => (legal: Json) =>
      answering(true, legalNotice)({ ...legal, supervisoryAuthority: BAVARIA });
    expect(ownerIn('DE', inBavaria()).asks()).toEqual([
      `owner/legal.json: field "legalNotice.phone": a telephone number: the legal notice (Section\u00a05 of the DDG) needs a fast, direct way to reach you besides email ${WHERE}`,
      `owner/legal.json: field "legalNotice.vatId" or "legalNotice.businessId": your Umsatzsteuer-Identifikationsnummer (§\u00a027a UStG) or your Wirtschafts-Identifikationsnummer (§\u00a0139c AO), either of which the legal notice (Section\u00a05 of the DDG) names, e.g. "DE123456789" or "DE123456789-00001"; false for a number you do not have ${WHERE}`,
      `owner/legal.json: field "legalNotice.register": your Registergericht und Registernummer (Handels-, Partnerschafts-, Genossenschafts- oder Vereinsregister), which the legal notice (Section\u00a05 of the DDG) names, e.g. "Amtsgericht München, HRB 123456"; false if you are in no register ${WHERE}`,
    ]);
    const phone = '+49 341 2345678';
    // Either number answers; without the one, the other is asked; false says there is none.
    expect(
      ownerIn('DE', inBavaria({ phone, businessId: 'DE123456789-00001', register: false })).asks(),
    ).toEqual([]);
    expect(ownerIn('DE', inBavaria({ phone, vatId: false, register: false })).asks()).toHaveLength(
      1,
    );
    expect(
      ownerIn('DE', inBavaria({ phone, vatId: false, businessId: false, register: false })).asks(),
    ).toEqual([]);
    // Without a business, § 18 Abs. 1 MStV: name and address, which the site has.
    const privately = (legal: Json) =>
      answering(false)({ ...legal, supervisoryAuthority: BAVARIA });
    expect(ownerIn('DE', privately, WITHOUT_TRADING).asks()).toEqual([]);
  });

  it('asks an Austrian business for the phone, its activity, numbers and trade licence', () => {
    const asks = ownerIn('AT', answering(true, {})).asks();
    expect(asks.map((ask) => ask.split(':')[1])).toEqual([
      ' field "legalNotice.phone"',
      ' field "legalNotice.activity"',
      ' field "legalNotice.vatId"',
      ' field "legalNotice.register"',
      ' field "legalNotice.tradeLicence"',
    ]);
    expect(asks[4]).toMatch(
      /Gewerbeberechtigung.*"authority".*Gewerbebehörde.*"chamber".*Fachgruppe.*"title".*Berufsbezeichnung.*false if you hold none/,
    );
    const answered = answering(true, {
      phone: '+43 1 234567',
      activity: { en: 'Software development' },
      vatId: 'ATU12345678',
      register: false,
      tradeLicence: false,
    });
    expect(ownerIn('AT', answered).asks()).toEqual([]);
  });

  it("asks a French owner for the telephone and the host's address and telephone, then a business's numbers", () => {
    const withoutHost = (legal: Json) => ({
      ...legal,
      hosting: { ...(legal.hosting as Json), address: undefined, phone: undefined },
    });
    const asks = ownerIn('FR', withoutHost, WITHOUT_TRADING).asks();
    expect(asks).toHaveLength(3);
    expect(asks[0]).toMatch(
      /^owner\/legal\.json: field "businessActivity": .* In FR every site has a legal notice \(Article\u00a01-1 of loi n°\u00a02004-575 du 21\u00a0juin\u00a02004 pour la confiance dans l’économie numérique\); such a site's also names "legalNotice": "register", "vatId" /,
    );
    expect(asks[1]).toMatch(/^owner\/legal\.json: field "legalNotice\.phone": a telephone number/);
    expect(asks[2]).toBe(
      `owner/legal.json: field(s) "hosting.address", "hosting.phone": the postal address and telephone number of GitHub, which the legal notice (Article\u00a01-1 of loi n°\u00a02004-575 du 21\u00a0juin\u00a02004 pour la confiance dans l’économie numérique) prints as your host's; for GitHub Pages, "address": "88 Colin P. Kelly Jr. Street, San Francisco, CA 94107", "countryCode": "US", "phone": "+1 877 448 4820" (GitHub, Inc.; the notice names the country in each page's language); another host gives them in its terms or its own legal notice ${WHERE}`,
    );
    // The sample's host is GitHub Pages, with its address and telephone.
    const business = ownerIn('FR', answering(true, { phone: '+33 4 12 34 56 78' })).asks();
    expect(business.map((ask) => ask.split(':')[1])).toEqual([
      ' field "legalNotice.register"',
      ' field "legalNotice.vatId"',
    ]);
  });
});

describe('what owner:check asks of the postal address', () => {
  it('asks for a full one wherever the policies print it', () => {
    const cityOnly = (legal: Json) => ({ ...legal, postalAddress: 'Torino' });
    expect(ownerIn('IT', cityOnly, WITHOUT_TRADING).asks()).toEqual([
      'owner/legal.json: field "postalAddress": "Torino" is not a full postal address: it has no street and house number, no postcode of IT\'s form (e.g. 00184). Write it as post reaches you: street and house number, postcode and city, parts apart by commas; the privacy policy prints it as the controller\'s address (docs/owner-content.md, "The policies")',
      expect.stringMatching(/^owner\/legal\.json: field "businessActivity": /),
    ]);
  });

  it('names the legal notice that prints it, and refuses a PO box there', () => {
    const cityOnly = (legal: Json) =>
      answering(false)({ ...legal, postalAddress: 'Leipzig', supervisoryAuthority: BAVARIA });
    expect(ownerIn('DE', cityOnly, WITHOUT_TRADING).asks()).toEqual([
      'owner/legal.json: field "postalAddress": "Leipzig" is not a full postal address: it has no street and house number, no postcode of DE\'s form (e.g. 10115). Write it as post reaches you: street and house number, postcode and city, parts apart by commas; the privacy policy prints it as the controller\'s address, and the legal notice (Section\u00a018(1) of the MStV) as yours (docs/owner-content.md, "The policies")',
    ]);
    const poBox = (legal: Json) =>
      answering(false)({
        ...legal,
        postalAddress: 'Postfach 10 02 03, 04002 Leipzig',
        supervisoryAuthority: BAVARIA,
      });
    expect(ownerIn('DE', poBox, WITHOUT_TRADING).asks()).toEqual([
      `owner/legal.json: field "postalAddress": "Postfach 10 02 03, 04002 Leipzig" is a PO box: the legal notice (Section\u00a018(1) of the MStV) needs an address where you can be reached and served in person (in France your domicile): give a street address ${WHERE}`,
    ]);
    // Where no notice prints it, a PO box serves the privacy policy.
    const italianBox = (legal: Json) =>
      answering(false)({ ...legal, postalAddress: 'Casella postale 12, 10122 Torino' });
    expect(ownerIn('IT', italianBox, WITHOUT_TRADING).asks()).toEqual([]);
  });
});
