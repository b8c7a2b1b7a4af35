/**
 * owner/legal.json: what the policies and the legal notice say that only the
 * owner knows. Part of the owner files' schema (schema.ts), apart for its size.
 */
import { z } from 'zod';
import { requiredText, type httpsUrl as HttpsUrl } from './fields.ts';

/** legal.json's schema, with the site's text shape and the https address field. */
export function legalFileSchema<Text extends z.ZodType>(text: Text, httpsUrl: typeof HttpsUrl) {
  const hosting = z
    .strictObject({
      service: requiredText.meta({ examples: ['GitHub Pages'] }),
      company: requiredText.meta({ examples: ['GitHub'] }),
      basedIn: text.meta({
        examples: [{ en: 'based in the United States', it: 'con sede negli Stati Uniti' }],
      }),
      logRetention: text.optional().meta({
        description:
          'How long the host keeps its server logs: the period its privacy statement or hosting documentation states, as it states it; if they state none, say so, e.g. { "en": "GitHub states no fixed period" }. The privacy policy quotes it (npm run owner:check asks for it)',
      }),
      dataPrivacyFramework: z.boolean().optional().meta({
        description:
          'Whether the host\'s company, in the United States, is certified under the EU–US Data Privacy Framework (look it up at https://www.dataprivacyframework.gov/list); when true, the privacy policy says so (npm run owner:check asks for it)',
        examples: [true],
      }),
    })
    .meta({
      description: 'Who serves the site and keeps its server logs, as the privacy policy names them',
    });

  const legalNotice = z
    .strictObject({
      phone: requiredText.optional().meta({
        description:
          'A telephone number, shown and linked: the direct contact besides email that § 5 DDG (Germany) and § 5 ECG (Austria) ask for',
        examples: ['+49 30 1234567'],
      }),
      vatId: requiredText.optional().meta({
        description: 'Your VAT identification number, if you have one',
        examples: ['DE123456789'],
      }),
      register: requiredText.optional().meta({
        description:
          'The register you are entered in and your number there, if you are (a commercial or partnership register)',
        examples: ['Amtsgericht München, HRB 123456'],
      }),
      licensingAuthority: requiredText.optional().meta({
        description:
          'The authority that supervises your activity, where it needs a licence (not the data-protection authority)',
      }),
      profession: text.optional().meta({
        description:
          'For a regulated profession: its title and the country that granted it, your chamber, and the professional rules with where to read them',
      }),
      activity: text.optional().meta({
        description:
          'What your business does (in Austria the Offenlegung’s Unternehmensgegenstand, § 25 MedienG)',
        examples: [{ en: 'Software development and consulting' }],
      }),
    })
    .meta({
      description:
        'A legal notice page (Impressum) with your name, postal address and email and these facts. In Germany and Austria the law asks for one and the site has it anyway (npm run owner:check asks for what it needs); elsewhere the page appears when this field is present, even as {}',
    });

  return z.strictObject({
    hosting,
    postalAddress: requiredText.meta({
      description:
        "The data controller's postal address (the controller is you, profile.json's name); printed in the privacy policy and the legal notice",
    }),
    imageServicePolicies: z
      .strictObject({ flags: httpsUrl, avatars: httpsUrl.optional() })
      .optional()
      .meta({
        description:
          "The addresses of the privacy policies of the image services visitors' browsers contact (flags; avatars with testimonials), each checked to be still the service's own and to say what it does with the requests' data; the privacy policy links them (npm run owner:check says what to check)",
      }),
    supervisoryAuthority: z
      .strictObject({
        name: requiredText.meta({ description: 'Its official name, in its own language' }),
        url: httpsUrl.meta({ description: 'Its homepage' }),
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
    nationalLaw: requiredText.optional().meta({
      description:
        'The national data-protection law beside the GDPR, as it names itself; the privacy policy cites it. Without it, your country’s as the template knows it; npm run owner:check asks for it where the template knows none',
      examples: ['Bundesdatenschutzgesetz (BDSG)'],
    }),
    cookieRule: requiredText.optional().meta({
      description:
        'Your country’s rule on cookies and storage on the visitor’s device (where it transposes art. 5(3) of the ePrivacy Directive), cited as the law names it; the policies cite it. Without it, your country’s as the template knows it; npm run owner:check asks for it where the template knows none',
      examples: ['§ 25 TDDDG'],
    }),
    legalNotice: legalNotice.optional(),
  });
}
