/**
 * owner/courses.json: the courses page (the courses the owner published on a
 * platform) and the CV's publications.
 */
import { z } from 'zod';
import { entryFindings } from './entries.ts';
import * as field from './fields.ts';
import type { TechnologiesFile } from './technologies.ts';
import type { CheckContext, FileContent, Finding, OwnerFile } from './ownerFile.ts';

function schema(languages: field.SchemaLanguages) {
  const { text, textList } = field.textSchemas(languages);
  const course = z.strictObject({
    id: field.entryId,
    title: text.describe('The card’s title'),
    description: text.optional().describe('What it teaches: the card’s text'),
    duration: text.optional().meta({
      description: 'How long it takes, as the card says it',
      examples: [{ en: '2.5 hours', it: '2,5 ore' }],
    }),
    hours: z
      .number({ error: 'must be a number of hours' })
      .positive({ error: 'must be more than 0 hours' })
      .optional()
      .describe('The same as a number of hours: kept, not shown'),
    topics: textList.optional().describe('Translated phrases shown after the technology names'),
    technologies: field.technologyList,
    url: field.httpsUrl.describe('The course on the platform: the card’s link'),
    image: field.imagePath
      .optional()
      .describe("The card's picture, 16:9, 480 × 270 px; without it, the template's picture"),
  });
  return z.strictObject({
    ...field.sectionFields(languages),
    platform: field.requiredText.describe(
      'Where the courses are published, e.g. "Udemy": named in each card’s link',
    ),
    entries: z.array(course).min(1).describe('The courses, in the page’s order'),
  });
}

function check(
  owner: { courses?: CoursesFile; technologies: TechnologiesFile },
  context: CheckContext,
): Finding[] {
  return entryFindings(owner.courses?.entries ?? [], owner, context);
}

/** owner/courses.json as its schema validates it. */
export type CoursesFile = FileContent<typeof schema>;

export const courses = {
  file: 'courses',
  required: false,
  schema,
  check,
  module: 'courses',
} as const satisfies OwnerFile;
