/**
 * owner/profile.json: who the owner is. Its facts are what every page reads of
 * the owner (name, email, country, networks), served whole under their names in
 * the file, and the portrait, share image and tab icon, which the build reads
 * alone; its texts are the home page's and the CV's.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { NETWORK_KEYS, NETWORKS } from './networks.ts';
import { countryName } from '../../lib/countryName.ts';
import { PORTRAIT_MIN_SIDE } from '../../../src/lib/siteFiles.ts';
import type { Tree } from '../../lib/textTree.ts';
import * as field from './fields.ts';
import type {
  CheckContext,
  Facts,
  FileContent,
  FileFacts,
  Finding,
  OwnerFile,
  Published,
  Say,
} from './ownerFile.ts';

/** Where the portrait's square is cut, as shares of the upright picture (tooling/build/portrait.ts). */
const photoFocus = z
  .strictObject({
    x: z.number().min(0).max(1).describe('Across, from 0 (the left edge) to 1 (the right edge)'),
    y: z.number().min(0).max(1).describe('Down, from 0 (the top) to 1 (the bottom)'),
    size: z
      .number()
      .gt(0)
      .max(1)
      .optional()
      .describe(
        'The square’s side, as a share of the picture’s short side: 1 the widest square, 0.5 half as wide (a closer cut); without it, 0.6 (head and shoulders in a phone photo)',
      ),
  })
  .meta({
    description:
      'Where your face is in the photo, for the build to cut the portrait’s square around it; without it, the build looks for the face itself. The point of the upright picture as shares of its width and height',
    examples: [
      { x: 0.66, y: 0.33 },
      { x: 0.5, y: 0.4, size: 0.6 },
    ],
  });

/** Where the owner says the portrait's square goes. */
export type PhotoFocus = z.infer<typeof photoFocus>;

function schema(languages: field.SchemaLanguages) {
  const { text, textOrName } = field.textSchemas(languages);
  return z.strictObject({
    name: field.requiredText.describe(
      'Your name as written in every language: the header, the page titles, the policies (the data controller), the CV',
    ),
    jobTitle: textOrName.meta({
      description:
        'Your job title, under your name on the home page, in the page titles and the CV: one string shown as written in every language, or a text in each',
      examples: [
        'Software Engineer',
        { en: 'Head of Engineering', fr: 'Responsable de l’ingénierie' },
      ],
    }),
    email: field.requiredText
      .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: 'must be an email address' })
      .describe('Shown and linked on the home page, the policies, the CV'),
    location: z
      .strictObject({
        city: text.describe('Your city, in each language: the home card and the CV'),
        countryCode: field.countryCode.describe(
          'ISO 3166-1 alpha-2, as JSON Resume writes it; its name is shown in each language, and it chooses the law the policies cite',
        ),
      })
      .describe('Where you live, shown beside your name'),
    siteUrl: field.httpsUrl.describe(
      'Where the site is published. Before the first deploy, write the address GitHub Pages will give it, https://<user>.github.io/<repository>/; the deploy uses the one Pages gives (or the SITE_URL variable), npm start this one',
    ),
    photo: field.readByBuild(
      field.photoPath.optional().meta({
        description:
          'Your portrait: one picture of any size, a photo straight from the phone too (JPEG, PNG, ' +
          `WebP or AVIF, at least ${PORTRAIT_MIN_SIDE} px on its short side); the build cuts it square around the ` +
          'face and makes the sizes. Without it the card shows a monogram of your initials',
        examples: ['images/me.jpg'],
      }),
      'virtual:owner/photo',
    ),
    photoFocus: field.readByBuild(photoFocus.optional(), 'where virtual:owner/photo is cut'),
    shareImage: field.readByBuild(
      field.imagePath
        .optional()
        .describe("The picture of link previews, 1200 × 630 PNG; without it, the template's"),
      'the share image the build writes (SHARE_IMAGE)',
    ),
    favicon: field.readByBuild(
      field.imagePath
        .optional()
        .describe("The browser tab's icon, 48 × 48 PNG; without it, the template's"),
      'the tab icon the build writes (FAVICON)',
    ),
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
    description: text
      .optional()
      .describe("The home page's description for search engines; without it, the template's"),
    cvProfile: text.optional().describe("The CV's profile paragraph; without it, the about texts"),
    spokenLanguages: z
      .array(
        z.strictObject({
          language: text.meta({
            description: 'The language’s name, in each language of the site',
            examples: [{ en: 'German', de: 'Deutsch' }],
          }),
          fluency: text.optional().meta({
            description: 'How well you speak it, in each language of the site',
            examples: [{ en: 'native', de: 'Muttersprache' }],
          }),
        }),
      )
      .optional()
      .describe(
        'The languages you speak, in the order to list them: the home page’s about section and the CV (JSON Resume’s languages)',
      ),
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
function check(owner: { profile: ProfileFile }, { folder }: CheckContext): Finding[] {
  const { photo, shareImage, favicon } = owner.profile;
  return Object.entries({ photo, shareImage, favicon }).flatMap(([field, image]) =>
    image !== undefined && !existsSync(join(folder.path, image))
      ? [[[field], `${image} does not exist`] satisfies Finding]
      : [],
  );
}

/** The city with its country in words ('Turin, Italy'): the home card, the CV. */
function madeTexts({ profile }: { profile: ProfileFile }, say: Say): Tree {
  const city = say(profile.location.city);
  return {
    location: { full: `${city}, ${countryName(profile.location.countryCode, say.language)}` },
  };
}

/**
 * The file's facts whole, as the pages and the CV print them: the site's address as the build
 * publishes it, each network with its name (the link's accessible name, the CV's label).
 */
function facts(
  profile: FileFacts<'profile'>,
  _owner: unknown,
  published: Published,
): Facts<'profile'> {
  return {
    profile: {
      ...profile,
      siteUrl: published.siteUrl,
      profiles: profile.profiles.map((entry) => ({
        ...entry,
        label: NETWORKS[entry.network].label,
      })),
    },
  };
}

/** owner/profile.json as its schema validates it. */
export type ProfileFile = FileContent<typeof schema>;

export const profile = {
  file: 'profile',
  required: true,
  schema,
  check,
  module: 'profile',
  facts,
  madeTexts,
} as const satisfies OwnerFile;
