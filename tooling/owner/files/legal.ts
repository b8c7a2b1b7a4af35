/**
 * owner/legal.json: what the policies and the legal notice say that only the
 * owner knows. With profile.json's country it decides the law the policies
 * cite and whether the site has a legal notice page (its facts), and gives the
 * host's and the notice's texts.
 */
import { z } from 'zod';
import type { LegalNoticeFacts } from '../../../src/content/legal.ts';
import { hasLegalNotice, legalNoticeRule, policyLaw } from '../../../src/lib/lawForCountry.ts';
import type { PolicyLaw } from '../../../src/lib/policyLaw.ts';
import { IMAGE_SERVICE_POLICIES } from '../../../src/lib/imageHosts.ts';
import type { SiteFacts } from '../project.ts';
import type { Tree } from '../strings.ts';
import * as field from './fields.ts';
import type { Owner } from './index.ts';
import { sayFields, type OwnerFile, type Say } from './ownerFile.ts';

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
      logRetention: text.optional().describe('How long the host keeps its server logs: the period its privacy statement or hosting documentation states, as it states it; if they state none, say so, e.g. { "en": "GitHub states no fixed period" }. The privacy policy quotes it (npm run owner:check asks for it)'),
      dataPrivacyFramework: z.boolean().optional().meta({
        description:
          'Whether the host\'s company, in the United States, is certified under the EU–US Data Privacy Framework (look it up at https://www.dataprivacyframework.gov/list); when true, the privacy policy says so (npm run owner:check asks for it)',
        examples: [true],
      }),
    })
    .describe('Who serves the site and keeps its server logs, as the privacy policy names them');

  const legalNotice = z
    .strictObject({
      phone: field.requiredText.optional().meta({
        description:
          'A telephone number, shown and linked: the direct contact besides email that § 5 DDG (Germany) and § 5 ECG (Austria) ask for',
        examples: ['+49 30 1234567'],
      }),
      vatId: field.requiredText.optional().meta({
        description: 'Your VAT identification number, if you have one',
        examples: ['DE123456789'],
      }),
      register: field.requiredText.optional().meta({
        description:
          'The register you are entered in and your number there, if you are (a commercial or partnership register)',
        examples: ['Amtsgericht München, HRB 123456'],
      }),
      licensingAuthority: field.requiredText.optional().describe('The authority that supervises your activity, where it needs a licence (not the data-protection authority)'),
      profession: text.optional().describe('For a regulated profession: its title and the country that granted it, your chamber, and the professional rules with where to read them'),
      activity: text.optional().meta({
        description:
          'What your business does (in Austria the Offenlegung’s Unternehmensgegenstand, § 25 MedienG)',
        examples: [{ en: 'Software development and consulting' }],
      }),
    })
    .describe('A legal notice page (Impressum) with your name, postal address and email and these facts. In Germany and Austria the law asks for one and the site has it anyway (npm run owner:check asks for what it needs); elsewhere the page appears when this field is present, even as {}');

  return z.strictObject({
    hosting,
    postalAddress: field.requiredText.describe("The data controller's postal address (the controller is you, profile.json's name); printed in the privacy policy and the legal notice"),
    imageServicePolicies: z
      .strictObject({
        flags: field.httpsUrl.describe('The flag images’ service (the language picker)'),
        avatars: field.httpsUrl
          .optional()
          .describe('The avatar service (the testimonials’ pictures)'),
      })
      .optional()
      .describe("The addresses of the privacy policies of the image services visitors' browsers contact (flags; avatars with testimonials), each checked to be still the service's own and to say what it does with the requests' data; the privacy policy links them (npm run owner:check says what to check)"),
    supervisoryAuthority: z
      .strictObject({
        name: field.requiredText.describe('Its official name, in its own language'),
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
        'Your country’s rule on cookies and storage on the visitor’s device (where it transposes art. 5(3) of the ePrivacy Directive), cited as the law names it; the policies cite it. Without it, your country’s as the template knows it; npm run owner:check asks for it where the template knows none',
      examples: ['§ 25 TDDDG'],
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
export function ownerHasLegalNotice(owner: Pick<Owner, 'profile' | 'legal'>): boolean {
  return hasLegalNotice(owner.profile.location.countryCode, owner.legal.legalNotice !== undefined);
}

/** What the identity takes from legal.json: the controller's address and who hosts the site. */
export function legalIdentity({
  legal,
}: Owner): Pick<
  SiteFacts['identity'],
  | 'postalAddress'
  | 'imageServicePolicies'
  | 'hostingService'
  | 'hostingCompany'
  | 'hostingDataPrivacyFramework'
> {
  return {
    postalAddress: legal.postalAddress,
    // The owner's, as checked; the template's where the owner has not given them yet.
    imageServicePolicies: {
      flags: legal.imageServicePolicies?.flags ?? IMAGE_SERVICE_POLICIES.flags,
      avatars: legal.imageServicePolicies?.avatars ?? IMAGE_SERVICE_POLICIES.avatars,
    },
    hostingService: legal.hosting.service,
    hostingCompany: legal.hosting.company,
    hostingDataPrivacyFramework: legal.hosting.dataPrivacyFramework ?? false,
  };
}

/**
 * The law the policies cite, the month they were last updated, and the legal notice's facts
 * (null without the page).
 */
export function legalFacts(owner: Owner): {
  law: PolicyLaw;
  policiesUpdated: string;
  legalNotice: LegalNoticeFacts | null;
} {
  const { legal } = owner;
  const country = owner.profile.location.countryCode;
  const law = policyLaw(country, legal);
  const policiesUpdated = legal.policiesUpdated ?? TEMPLATE_POLICIES_UPDATED;
  if (!ownerHasLegalNotice(owner)) return { law, policiesUpdated, legalNotice: null };
  const { phone, vatId, register, licensingAuthority, profession, activity } =
    legal.legalNotice ?? {};
  return {
    law,
    policiesUpdated,
    legalNotice: {
      rule: legalNoticeRule(country),
      ...(phone ? { phone } : {}),
      ...(vatId ? { vatId } : {}),
      ...(register ? { register } : {}),
      ...(licensingAuthority ? { licensingAuthority } : {}),
      ...(profession ? { professionKey: 'profession' } : {}),
      ...(activity ? { activityKey: 'activity' } : {}),
    },
  };
}

/** The host's texts, the policies' month in words, and the legal notice's under the keys its facts name. */
function texts({ legal }: Owner, say: Say): Record<string, Tree> {
  const { hosting, legalNotice: { profession, activity } = {} } = legal;
  const notice = sayFields(say, { profession, activity });
  return {
    legal: {
      ...sayFields(say, {
        hosting_based_in: hosting.basedIn,
        hosting_log_retention: hosting.logRetention,
      }),
      policies_updated: monthInWords(
        legal.policiesUpdated ?? TEMPLATE_POLICIES_UPDATED,
        say.language,
      ),
    },
    ...(Object.keys(notice).length > 0 ? { 'legal-notice': notice } : {}),
  };
}

export const legal = { file: 'legal', required: true, schema, texts } as const satisfies OwnerFile;
