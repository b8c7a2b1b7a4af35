/**
 * owner/profile.json: who the owner is. Its facts are the identity every page
 * reads (name, job title, email, country, networks) and the portrait, share
 * image and tab icon; its texts are the home page's and the CV's.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { NETWORK_KEYS, NETWORKS } from '../../../src/content/networks.ts';
import { PORTRAIT_MIN_SIDE } from '../../../src/lib/siteFiles.ts';
import type { SiteFacts } from '../project.ts';
import type { Tree } from '../strings.ts';
import * as field from './fields.ts';
import type { Owner } from './index.ts';
import { sayFields, type CheckContext, type Finding, type OwnerFile, type Say } from './ownerFile.ts';

function schema(languages: field.SchemaLanguages) {
  const { text } = field.textSchemas(languages);
  return z.strictObject({
    name: field.requiredText.describe('Your name as written in every language: the header, the page titles, the policies (the data controller), the CV'),
    jobTitle: field.requiredText.describe('Shown as written in every language: under your name, in the home title, the CV'),
    email: field.requiredText
      .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: 'must be an email address' })
      .describe('Shown and linked on the home page, the policies, the CV'),
    location: z
      .strictObject({
        city: text.describe('Your city, in each language: the home card and the CV'),
        countryCode: field.requiredText
          .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code, e.g. "IT"' })
          .describe('ISO 3166-1 alpha-2, as JSON Resume writes it; its name is shown in each language, and it chooses the law the policies cite'),
      })
      .describe('Where you live, shown beside your name'),
    siteUrl: field.httpsUrl.describe('Where the site is published. Before the first deploy, write the address GitHub Pages will give it, https://<user>.github.io/<repository>/; the deploy uses the one Pages gives (or the SITE_URL variable), npm start this one'),
    photo: field.photoPath.optional().meta({
      description:
        'Your portrait: one picture of any size, a photo straight from the phone too (JPEG, PNG, ' +
        `WebP or AVIF, at least ${PORTRAIT_MIN_SIDE} px on its short side); the build cuts it square around the ` +
        'face and makes the sizes. Without it the card shows a monogram of your initials',
      examples: ['images/me.jpg'],
    }),
    shareImage: field.imagePath.optional().describe("The picture of link previews, 1200 × 630 PNG; without it, the template's"),
    favicon: field.imagePath.optional().describe("The browser tab's icon, 48 × 48 PNG; without it, the template's"),
    about: z
      .strictObject({
        intro: text.describe('The first paragraph of About me on the home page'),
        experience: text.optional().describe('A second paragraph under it'),
      })
      .describe('The home page’s About me'),
    pitch: text.optional().meta({
      description:
        'One line that says what you do, under your name on the home page’s first screen; without it, none',
      examples: [{ en: 'Front-end architecture that stays readable as teams grow.' }],
    }),
    description: text.optional().describe("The home page's description for search engines; without it, the template's"),
    cvProfile: text
      .optional()
      .describe("The CV's profile paragraph; without it, the about texts"),
    profiles: z
      .array(
        z.strictObject({
          network: z
            .enum(NETWORK_KEYS, { error: `must be one of ${NETWORK_KEYS.join(', ')}` })
            .describe('Which network: its icon in the footer'),
          url: field.httpsUrl.describe('Your page there, linked from the icon'),
        }),
      )
      .describe('Your pages on other networks: footer icons; the CV prints the professional ones'),
  });
}

/** The pictures it names are in the folder. */
function check(owner: Owner, { folder }: CheckContext): Finding[] {
  const { photo, shareImage, favicon } = owner.profile;
  return Object.entries({ photo, shareImage, favicon }).flatMap(([field, image]) =>
    image !== undefined && !existsSync(join(folder.path, image))
      ? [[[field], `${image} does not exist`] satisfies Finding]
      : [],
  );
}

/** A country's name in a language ('IT' → 'Italy', 'Italia'), from the platform's own data. */
function countryName(code: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}

function texts(owner: Owner, say: Say): Record<string, Tree> {
  const { profile } = owner;
  const language = say.language;
  const location = `${say(profile.location.city)}, ${countryName(profile.location.countryCode, language)}`;
  return {
    common: {
      ...sayFields(say, {
        about_intro: profile.about.intro,
        about_experience: profile.about.experience,
        pitch: profile.pitch,
      }),
      owner_location: location,
      ...(profile.description ? { seo: { home: { description: say(profile.description) } } } : {}),
    },
    cv: {
      cvProfile: say(profile.cvProfile ?? profile.about.intro),
      city: say(profile.location.city),
      location,
    },
  };
}

/** The identity but what legal.json gives, and the pictures below the owner's folder. */
export function profileFacts({
  profile,
}: Owner): Pick<SiteFacts, 'photo' | 'siteImages'> & {
  identity: Pick<SiteFacts['identity'], 'ownerName' | 'jobTitle' | 'email' | 'countryCode' | 'siteUrl' | 'social'>;
} {
  return {
    identity: {
      ownerName: profile.name,
      jobTitle: profile.jobTitle,
      email: profile.email,
      countryCode: profile.location.countryCode,
      siteUrl: profile.siteUrl,
      social: profile.profiles.map(({ network, url }) => ({
        key: network,
        href: url,
        label: NETWORKS[network].label,
      })),
    },
    photo: profile.photo ?? null,
    siteImages: { share: profile.shareImage ?? null, favicon: profile.favicon ?? null },
  };
}

export const profile = {
  file: 'profile',
  required: true,
  schema,
  check,
  texts,
} as const satisfies OwnerFile;
