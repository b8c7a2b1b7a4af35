/**
 * owner/legal.json: what the policies and the legal notice say that only the
 * owner knows. With profile.json's country it decides the law the policies
 * cite and whether the site has a legal notice page, under which rule and with
 * which facts, and gives the host's and the notice's texts, and the month the
 * policies were last updated in words.
 */
import { z } from 'zod';
import type { Hosting, LegalNoticeFacts } from '../../../src/content/legal.ts';
import { hasLegalNotice, legalNoticeLaw, noticeRule, policyLaw } from '../law/lawForCountry.ts';
import type { NoticeFact } from '../../../src/lib/policyLaw.ts';
import { IMAGE_SERVICE_POLICIES } from '../../../src/lib/imageHosts.ts';
import { countryName } from '../../lib/countryName.ts';
import type { Tree } from '../../lib/textTree.ts';
import * as field from './fields.ts';
import type { ProfileFile } from './profile.ts';
import { noFactLeft } from './facts.ts';
import type { Facts, FileContent, FileFacts, OwnerFile, Say } from './ownerFile.ts';

/** GitHub, Inc. as the host of a GitHub Pages site (its Privacy Statement; docs/decisions/policies-by-country.md). */

/** owner/legal.json as its schema validates it. */
export type LegalFile = FileContent<typeof schema>;

export const GITHUB_PAGES_HOST = {
  address: '88 Colin P. Kelly Jr. Street, San Francisco, CA 94107',
  countryCode: 'US',
  phone: '+1 877 448 4820',
} as const;

function schema(languages: field.SchemaLanguages) {
  const { text } = field.textSchemas(languages);
  const hosting = z
    .strictObject({
      service: field.requiredText.meta({
        description: 'The hosting service, as the privacy policy names it',
        examples: ['GitHub Pages'],
      }),
      company: field.requiredText.meta({
        description: 'The company that runs it, named in the privacy policy',
        examples: ['GitHub'],
      }),
      basedIn: text.meta({
        description: 'Where that company is based, as the privacy policy says it after its name',
        examples: [{ en: 'based in the United States', it: 'con sede negli Stati Uniti' }],
      }),
      logRetention: text
        .optional()
        .describe(
          'How long the host keeps its server logs: the period its privacy statement or hosting documentation states, as it states it; if they state none, say so, e.g. { "en": "GitHub states no fixed period" }. The privacy policy quotes it (npm run owner:check asks for it)',
        ),
      dataPrivacyFramework: z
        .boolean()
        .optional()
        .meta({
          description:
            "Whether the host's company, in the United States, is certified under the Data Privacy Framework of your country's regime: the EU–US one in the EU and EEA, its UK Extension in the United Kingdom, the Swiss–US one in Switzerland (look it up at https://www.dataprivacyframework.gov/list); when true, the privacy policy names that framework and the adequacy finding behind it (npm run owner:check asks for it)",
          examples: [true],
        }),
      address: field.requiredText.optional().meta({
        description:
          'The postal address of the company that runs the host, as its terms or privacy statement give it, without the country (countryCode names it); France’s legal notice prints it (LCEN; npm run owner:check asks for it there)',
        examples: [GITHUB_PAGES_HOST.address],
      }),
      countryCode: field.countryCode.optional().meta({
        description:
          'The country of that address, as its ISO 3166-1 alpha-2 code: the legal notice names it after the address in the language of each page, so leave it out of "address"',
        examples: [GITHUB_PAGES_HOST.countryCode],
      }),
      phone: field.requiredText.optional().meta({
        description:
          'That company’s telephone number, as it publishes it; France’s legal notice prints it (LCEN; npm run owner:check asks for it there)',
        examples: [GITHUB_PAGES_HOST.phone],
      }),
      processorAgreement: z
        .boolean()
        .optional()
        .meta({
          description:
            'Whether you have a data processing agreement with the host (art. 28(3) GDPR), under which it serves the site for you as your processor. GitHub’s Data Protection Agreement is part of the GitHub Customer Agreement of its paid plans, so a free personal account has none: false (docs/owner-content.md, "The policies"). True: the privacy policy says the host processes visitors’ data for you, and names the safeguard of that transfer abroad (the Data Privacy Framework when certified, else the standard contractual clauses of the agreement). False: it says the host answers visitors’ requests as an independent controller (npm run owner:check asks for it)',
          examples: [false],
        }),
    })
    .describe('Who serves the site and keeps its server logs, as the privacy policy names them');

  /** A number the law names where the owner has one: false says they have none (npm run owner:check asks until answered). */
  const numberOrNone = field.requiredText.or(z.literal(false));
  const legalNotice = z
    .strictObject({
      phone: field.requiredText.optional().meta({
        description:
          'A telephone number, shown and linked: the direct contact besides email that § 5 DDG (Germany), § 5 ECG (Austria) and the LCEN (France) ask for',
        examples: ['+49 30 1234567'],
      }),
      vatId: numberOrNone.optional().meta({
        description:
          'Your VAT identification number (Italy: the partita IVA, which every page then shows at its foot; the Netherlands: the btw-identificatienummer; Austria: the UID), or false if you have none',
        examples: ['DE123456789', false],
      }),
      businessId: numberOrNone.optional().meta({
        description:
          'Germany: your Wirtschafts-Identifikationsnummer (§ 139c AO), which § 5 DDG names beside the VAT number, or false if you have none',
        examples: ['DE123456789-00001', false],
      }),
      taxId: field.requiredText.optional().meta({
        description:
          'Spain: your NIF (número de identificación fiscal), which art. 10 of the LSSI asks for; the VAT number, if you have one, goes in vatId',
        examples: ['12345678Z'],
      }),
      register: numberOrNone.optional().meta({
        description:
          'The register you are entered in and your number there (a commercial register, the Italian REA, the Dutch KvK, the French RCS or RNE, Companies House), or false if you are in none',
        examples: ['Amtsgericht München, HRB 123456', 'KvK 12345678', false],
      }),
      licensingAuthority: field.requiredText
        .optional()
        .describe(
          'The authority that supervises your activity, or in France granted its licence, where it needs one (not the data-protection authority)',
        ),
      profession: text
        .optional()
        .describe(
          'For a regulated profession: its title and the country that granted it, your chamber, and the professional rules with where to read them',
        ),
      tradeLicence: z
        .strictObject({
          authority: field.requiredText.describe(
            'The Gewerbebehörde that granted it: the Bezirkshauptmannschaft or Magistrat',
          ),
          chamber: field.requiredText.describe(
            'Your Wirtschaftskammer and Fachgruppe, as the WKO names them',
          ),
          title: field.requiredText.describe(
            'The Berufsbezeichnung: the trade as your licence names it',
          ),
        })
        .or(z.literal(false))
        .optional()
        .meta({
          description:
            'Austria: your trade licence (Gewerbeberechtigung), a free trade such as IT services included; the notice adds Austria as the State that granted it and the Gewerbeordnung with where to read it (§ 5 ECG). False if you hold none',
          examples: [
            {
              authority: 'Magistrat der Stadt Wien',
              chamber:
                'Wirtschaftskammer Wien, Fachgruppe Unternehmensberatung, Buchhaltung und Informationstechnologie',
              title:
                'Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik',
            },
          ],
        }),
      activity: text.optional().meta({
        description:
          'What your business does (in Austria the Offenlegung’s Unternehmensgegenstand, § 25 MedienG)',
        examples: [{ en: 'Software development and consulting' }],
      }),
      publicationDirector: field.requiredText
        .optional()
        .describe(
          "France: who directs the publication (the directeur de la publication), named on the notice; without it, you (profile.json's name)",
        ),
    })
    .describe(
      "A legal notice page (Impressum, mentions légales) with your name, postal address and email and these facts. Where your country's law asks for one (Germany, Austria and France always; Spain, Italy, the Netherlands, Ireland and the United Kingdom for a site run as part of an economic activity: businessActivity) the site has it anyway and npm run owner:check asks for what it needs; elsewhere the page appears when this field is present, even as {}",
    );

  return z.strictObject({
    hosting,
    postalAddress: field.requiredText.describe(
      'The data controller\'s postal address (the controller is you, profile.json\'s name), printed in the privacy policy and the legal notice: a full one, street and house number, postcode and city, as post reaches you, e.g. "Karl-Liebknecht-Straße 112, 04275 Leipzig" (npm run owner:check reads the postcode as your country writes it). Where the site has a legal notice it is where you can be reached and served in person (in France your domicile): no PO box',
    ),
    businessActivity: z
      .boolean()
      .optional()
      .meta({
        description:
          'Whether you run this site as part of an economic activity: it presents services you offer (a freelancer’s or a business’s showcase) or earns you money (a rewarded link, trading.json "referral"). It decides whether, and under which rule, the site has a legal notice; npm run owner:check asks for it where the law tells the two apart (Germany, Austria, France, Spain, Italy, the Netherlands, Ireland, the United Kingdom)',
        examples: [true],
      }),
    imageServicePolicies: z
      .strictObject({
        flags: field.httpsUrl
          .optional()
          .describe('The flag service’s (site.json imageServices.flags)'),
        avatars: field.httpsUrl
          .optional()
          .describe('The avatar service’s (site.json imageServices.avatars)'),
      })
      .optional()
      .describe(
        "The addresses of the privacy policies of the image services you chose in site.json imageServices, each checked to be still the service's own and to say what it does with the requests' data; the privacy policy links them (npm run owner:check asks for each service the site loads from, and says what to check)",
      ),
    supervisoryAuthority: z
      .strictObject({
        name: field.requiredText.describe(
          'Its official name, in its own language; an abbreviation after a comma, not in brackets (the policies put the name in brackets): "Landesamt für Datenschutzaufsicht, BayLDA"',
        ),
        url: field.httpsUrl.describe('Its homepage'),
      })
      .optional()
      .meta({
        description:
          'The data-protection authority you answer to, which the policies name and link where they speak of complaints. Without it, your country’s (profile.json location.countryCode), as the template knows it; in Germany each Land has its own, so npm run owner:check asks for it',
        examples: [
          {
            name: 'Bayerisches Landesamt für Datenschutzaufsicht',
            url: 'https://www.lda.bayern.de/',
          },
        ],
      }),
    nationalLaw: field.requiredText.optional().meta({
      description:
        'The national data-protection law beside the GDPR, as it names itself; the privacy policy cites it. Without it, your country’s as the template knows it; npm run owner:check asks for it where the template knows none',
      examples: ['Bundesdatenschutzgesetz (BDSG)'],
    }),
    cookieRule: field.requiredText.optional().meta({
      description:
        'Your country’s rule on cookies and storage on the visitor’s device (where it transposes art. 5(3) of the ePrivacy Directive), cited as the law names it, with no brackets of its own (the policies put it in brackets) and a no-break space after §; the policies cite it. Without it, your country’s as the template knows it; npm run owner:check asks for it where the template knows none',
      examples: ['§\u00a025 TDDDG'],
    }),
    legalNotice: legalNotice.optional(),
    policiesUpdated: field.requiredText
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a year and month, e.g. "2026-03"' })
      .optional()
      .meta({
        description:
          'When you last changed your privacy and cookie policies, or read them through and found them still true, as year and month: both end with it ("Last updated: March 2026", in each language). npm run owner:check asks for it',
        examples: ['2026-03'],
      }),
  });
}

/**
 * The month the template's policies last changed: the date they show until the
 * owner gives theirs (`policiesUpdated`), which owner:check asks for.
 */
export const TEMPLATE_POLICIES_UPDATED = '2025-06';

/** 'March 2026', 'marzo 2026', 'März 2026', 'mars 2026', 'marzo de 2026': the month in a language's words. */
export function monthInWords(month: string, language: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** Whether the owner's site has a legal notice page. */
export function ownerHasLegalNotice(owner: { profile: ProfileFile; legal: LegalFile }): boolean {
  return hasLegalNotice(owner.profile.location.countryCode, {
    requested: owner.legal.legalNotice !== undefined,
    businessActivity: owner.legal.businessActivity,
  });
}

/**
 * What the policies say of the host, as the site reads it: the owner's facts, and where they
 * have not said yet, no certification and no agreement (the host answers for itself, as
 * without one).
 */
export function hostingFacts({
  service,
  company,
  dataPrivacyFramework,
  processorAgreement,
}: Pick<FileFacts<'legal'>['hosting'], keyof Hosting>): Hosting {
  return {
    service,
    company,
    dataPrivacyFramework: dataPrivacyFramework ?? false,
    processorAgreement: processorAgreement ?? false,
  };
}

/**
 * What the law makes of the file's facts: the controller's address, the host, the image
 * services' policies (the owner's, as checked, else the template's), the law the policies cite,
 * the month they were last updated, and the legal notice's facts (null without the page). Each
 * fact of the file is named here: one the schema gains and this leaves out fails tsc.
 */
function facts(
  legal: FileFacts<'legal'>,
  owner: { profile: ProfileFile; legal: LegalFile },
): Facts<'legal'> {
  const {
    postalAddress,
    hosting,
    businessActivity,
    imageServicePolicies = {},
    supervisoryAuthority,
    nationalLaw,
    cookieRule,
    legalNotice,
    policiesUpdated = TEMPLATE_POLICIES_UPDATED,
    ...unnamed
  } = legal;
  const {
    service,
    company,
    dataPrivacyFramework,
    processorAgreement,
    address,
    countryCode: hostCountry,
    phone: hostPhone,
    ...unnamedOfHost
  } = hosting;
  const { flags, avatars, ...unnamedPolicies } = imageServicePolicies;
  noFactLeft('legal', unnamed, unnamedOfHost, unnamedPolicies);
  const country = owner.profile.location.countryCode;
  const stated = {
    postalAddress,
    hosting: hostingFacts({ service, company, dataPrivacyFramework, processorAgreement }),
    imageServicePolicies: {
      flags: flags ?? IMAGE_SERVICE_POLICIES.flags,
      avatars: avatars ?? IMAGE_SERVICE_POLICIES.avatars,
    },
    law: policyLaw(country, { supervisoryAuthority, nationalLaw, cookieRule }),
    policiesUpdated,
  };
  if (!ownerHasLegalNotice(owner)) return { ...stated, legalNotice: null };
  const noticeLaw = legalNoticeLaw(country);
  const rule = noticeRule(country, businessActivity);
  const ruleNames = (fact: NoticeFact) => rule?.asks.some((group) => group.includes(fact)) ?? false;
  const notice: NonNullable<typeof legalNotice> = legalNotice ?? {};
  const {
    phone,
    vatId,
    businessId,
    taxId,
    register,
    licensingAuthority,
    tradeLicence,
    publicationDirector,
    ...unnamedInNotice
  } = notice;
  noFactLeft('legal', unnamedInNotice);
  const facts: LegalNoticeFacts = { rule: rule?.rule ?? null };
  // A number given as false is one the owner does not have: the notice shows no row for it.
  if (phone) facts.phone = phone;
  if (vatId) facts.vatId = vatId;
  if (vatId && noticeLaw?.vatIdOnHomePage) facts.vatIdInFooter = true;
  if (businessId) facts.businessId = businessId;
  if (taxId) facts.taxId = taxId;
  if (register) facts.register = register;
  if (licensingAuthority) facts.licensingAuthority = licensingAuthority;
  // Austria's Gewerbeberechtigung: the notice says Austria granted it.
  if (tradeLicence && ruleNames('tradeLicence')) facts.tradeLicence = tradeLicence;
  if (noticeLaw?.publicationDirector) {
    facts.publicationDirector = publicationDirector ?? owner.profile.name;
  }
  if (ruleNames('host')) {
    facts.host = {
      company,
      ...(address ? { address } : {}),
      ...(hostCountry ? { countryCode: hostCountry } : {}),
      ...(hostPhone ? { phone: hostPhone } : {}),
    };
  }
  return { ...stated, legalNotice: facts };
}

/**
 * The month the policies were last updated in the language's words ('March 2026'), beside the
 * file's texts as `policiesUpdated`, and the host's country named from its code
 * (`hosting.country`, 'États-Unis') (the fact keeps the month as written, '2026-03'): the
 * policies' last line interpolates it, as it does the host's texts (src/lib/legalTextValues.ts).
 */
function madeTexts({ legal }: { legal: LegalFile }, say: Say): Tree {
  const { countryCode } = legal.hosting;
  return {
    policiesUpdated: monthInWords(legal.policiesUpdated ?? TEMPLATE_POLICIES_UPDATED, say.language),
    // The host's country in the language's words, which the legal notice prints after its address.
    ...(countryCode ? { hosting: { country: countryName(countryCode, say.language) } } : {}),
  };
}

export const legal = {
  file: 'legal',
  required: true,
  schema,
  module: 'legal',
  facts,
  madeTexts,
} as const satisfies OwnerFile;
