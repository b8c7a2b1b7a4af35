/**
 * owner/site.json: the owner's site-wide choices, read before every other
 * file (the other files' texts are validated against its languages); the site
 * model reads them (model.ts). Its `format` says which owner format the folder
 * is written in: a folder without site.json is format 1, the template's first,
 * which migrate.ts reads by writing one, so the current format needs it.
 */
import { z } from 'zod';
import { IMAGE_SERVICES } from '../../../src/lib/imageHosts.ts';
import { TEMPLATE_LANGUAGES, type LanguageInfo } from '../../../src/lib/language.ts';
import { countryFlagFile } from '../../lib/countryFlags.ts';
import { SHAPE_IDS, TYPEFACE_IDS } from '../../look/look.ts';
import { DEFAULT_LOOK } from '../../look/presets.ts';
import { LANGUAGE_CODE, requiredText } from './fields.ts';
import type { OwnerFile } from './ownerFile.ts';

/** The owner format this template reads; migrate.ts brings an older folder to it. */
export const OWNER_FORMAT = 4;

/** The languages the template spoke in format 1, frozen: later template languages are not an old folder's. */
export const FORMAT_1_LANGUAGES = ['en', 'it'] as const;

const TEMPLATE_CODES = TEMPLATE_LANGUAGES.map((language) => language.code);

const templateLanguage = z.enum(TEMPLATE_CODES as [string, ...string[]], {
  error: `must be a language the template has strings for (${TEMPLATE_CODES.join(', ')}), or a new one written out: { "code": "pt", "name": "Português", "locale": "pt_PT", "flagCountry": "pt" } (npm run owner:add-language -- pt writes it)`,
});

const newLanguage = z
  .strictObject({
    code: requiredText
      .regex(LANGUAGE_CODE, { error: 'must be a language code, e.g. "pt"' })
      .describe('Its code: the texts’ key and the addresses’ prefix, e.g. "pt"'),
    name: requiredText.describe(
      'The language’s name in itself, in the language picker, e.g. "Português"',
    ),
    locale: requiredText
      .regex(/^[a-z]{2,3}_[A-Z]{2}$/, { error: 'must be a locale for link previews, e.g. "pt_PT"' })
      .describe('The locale link previews name (og:locale), e.g. "pt_PT"'),
    flagCountry: requiredText
      .regex(/^[a-z]{2}$/, {
        error: 'must be the two-letter code of the country whose flag stands for it, e.g. "pt"',
      })
      // A code of no country would leave the picker without a flag, the site's own or the service's.
      .refine((country) => countryFlagFile(country) !== null, {
        error:
          'names no country the flags know: give its ISO 3166-1 code, e.g. "gb" for the United Kingdom',
      })
      .describe('The country whose flag stands for it in the language picker'),
  })
  .describe(
    'A language the template has no strings for: its strings go in owner/locales/<code>/ (npm run owner:add-language writes them to translate; docs/adding-a-language.md)',
  );

/** One outside service for a kind of picture: its name, or the field left out for the site's own. */
const imageService = <Name extends string>(name: Name, instead: string) =>
  z.literal(name, {
    error: `must be "${name}", or leave the field out and the site draws ${instead} itself`,
  });

const imageServices = z
  .strictObject({
    flags: imageService(IMAGE_SERVICES.flags.name, 'the flags')
      .optional()
      .describe(
        `The language picker's flags from ${new URL(IMAGE_SERVICES.flags.origin).host} (the spec's flag service), not from the site`,
      ),
    avatars: imageService(IMAGE_SERVICES.avatars.name, 'the initials')
      .optional()
      .describe(
        `The testimonials' pictures from ${new URL(IMAGE_SERVICES.avatars.origin).host}, seeded by each name, for each person without a photo (the spec's avatar service), not drawn at build`,
      ),
  })
  .meta({
    description:
      "Outside services the visitor's browser fetches pictures from: each receives the visitor's IP address (the avatar service also each person's name), the policies say so, and npm run owner:check asks for its privacy policy (legal.json imageServicePolicies). In Germany and Austria courts have held this unlawful without consent where the site could serve the pictures itself (docs/owner-content.md). Without it the site asks no other host for anything",
    examples: [{ flags: IMAGE_SERVICES.flags.name, avatars: IMAGE_SERVICES.avatars.name }],
  });

export const siteFile = z.strictObject({
  format: z
    .literal(OWNER_FORMAT, {
      error: `must be ${OWNER_FORMAT}, the owner format this template reads (npm run owner:migrate brings an older folder to it)`,
    })
    .describe('The owner format the folder is written in (docs/owner-content.md)'),
  languages: z
    .array(z.union([templateLanguage, newLanguage]))
    .min(1, { error: 'needs at least one language' })
    .optional()
    .meta({
      description: `The site's languages in order: the first is the fallback and initial one; the template speaks ${TEMPLATE_CODES.join(', ')}. Shown in the language picker (two or more), the addresses, the CV. Without it: ${FORMAT_1_LANGUAGES.join(', ')}`,
      examples: [
        ['en'],
        ['en', 'it'],
        ['de', 'en'],
        ['en', { code: 'pt', name: 'Português', locale: 'pt_PT', flagCountry: 'pt' }],
      ],
    }),
  storeDetectedLanguage: z
    .boolean()
    .optional()
    .meta({
      description:
        'Whether the visitor’s browser keeps the language the site detected on a first visit (from the address or the browser’s settings), as the spec’s site does, and not only the one the visitor picks in the language menu. Storing a language nobody chose is not strictly necessary under some countries’ cookie rules (§ 25 TDDDG in Germany), so without it the site keeps the language only when the visitor picks one. Never on a site in one language. The policies say which',
      examples: [true],
    }),
  look: z
    .strictObject({
      accent: requiredText
        .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, { error: 'must be a colour: "#rgb" or "#rrggbb"' })
        .meta({
          description:
            'Your signature colour, any you like: the build derives the shades each theme needs so every text and control stays readable (WCAG AA), and says what it used',
          examples: ['#b8452a', '#0f766e'],
        }),
      typeface: z
        .enum(TYPEFACE_IDS, { error: `must be one of ${TYPEFACE_IDS.join(', ')}` })
        .describe('The type pairing (docs/looks.md)'),
      shape: z
        .enum(SHAPE_IDS, { error: `must be one of ${SHAPE_IDS.join(', ')}` })
        .describe('The corners of cards, controls and chips'),
    })
    .partial()
    .optional()
    .describe(
      `The site's look (docs/looks.md); what is left out is the template's: ${JSON.stringify(DEFAULT_LOOK)}`,
    ),
  imageServices: imageServices.optional(),
});

export type SiteFile = z.infer<typeof siteFile>;

/** The site's languages, in the owner's order; without a choice, format 1's (a folder without site.json). */
export function siteLanguages(site: SiteFile | undefined): LanguageInfo[] {
  return (site?.languages ?? FORMAT_1_LANGUAGES).map((entry) =>
    typeof entry === 'string'
      ? (TEMPLATE_LANGUAGES.find((language) => language.code === entry) ?? {
          code: entry,
          name: entry,
          locale: entry,
          flagCountry: entry,
        })
      : entry,
  );
}

/** The same in every language: the languages are its to choose. */
export const site = {
  file: 'site',
  required: true,
  schema: () => siteFile,
} as const satisfies OwnerFile;
