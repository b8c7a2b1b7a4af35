/**
 * owner/testimonials.json: the testimonials page (each person's picture as the
 * owner gives it, else their initials drawn at build, or the avatar service's
 * picture where the owner chose it: site.json imageServices) and the CV's references.
 */
import { z } from 'zod';
import { networkLabelOfUrl } from './networks.ts';
import { TESTIMONIAL_PHOTO_WIDTHS } from '../../../src/lib/siteFiles.ts';
import { entryFindings } from './entries.ts';
import * as field from './fields.ts';
import type { TechnologiesFile } from './technologies.ts';
import type {
  CheckContext,
  FileContent,
  Facts,
  FileFacts,
  Finding,
  OwnerFile,
} from './ownerFile.ts';

function schema(languages: field.SchemaLanguages) {
  const { text } = field.textSchemas(languages);
  const testimonial = z.strictObject({
    id: field.entryId,
    name: field.requiredText.describe(
      'The person’s name: shown, its initials drawn as their picture where they have no photo (sent to the avatar service if you chose it: site.json imageServices)',
    ),
    role: text.optional().describe('Who they are to you, under the name'),
    quote: text.describe('What they said, in quotes'),
    profileUrl: field.httpsUrl
      .optional()
      .describe("The person's professional-network profile, linked under the quote"),
    photo: field.photoPath.optional().meta({
      description:
        'Their picture, with their consent: one picture of any size (JPEG, PNG, WebP or AVIF, at least ' +
        `${Math.max(...TESTIMONIAL_PHOTO_WIDTHS)} px on its short side); the build cuts it square around the face and makes the sizes. Without it, their initials`,
      examples: ['images/people/giulia.jpg'],
    }),
  });
  return z.strictObject({
    ...field.sectionFields(languages),
    entries: z.array(testimonial).min(1).describe('The people, in the page’s order'),
  });
}

function check(
  owner: { testimonials?: TestimonialsFile; technologies: TechnologiesFile },
  context: CheckContext,
): Finding[] {
  return entryFindings(owner.testimonials?.entries ?? [], owner, context);
}

/** The file's facts whole, each profile address with its network's name, for the link's name. */
function facts(testimonials: FileFacts<'testimonials'> | null): Facts<'testimonials'> {
  return {
    testimonials: testimonials && {
      ...testimonials,
      entries: testimonials.entries.map((person) =>
        person.profileUrl
          ? { ...person, profileLabel: networkLabelOfUrl(person.profileUrl) }
          : person,
      ),
    },
  };
}

/** owner/testimonials.json as its schema validates it. */
export type TestimonialsFile = FileContent<typeof schema>;

export const testimonials = {
  file: 'testimonials',
  required: false,
  schema,
  check,
  module: 'testimonials',
  facts,
} as const satisfies OwnerFile;
