/**
 * owner/courses.json: the courses page (the courses the owner published on a
 * platform) and the CV's publications.
 */
import { z } from 'zod';
import type { OwnerModules } from '../../../src/content/ownerModules.ts';
import type { Tree } from '../../lib/textTree.ts';
import { entryFindings } from './entries.ts';
import * as field from './fields.ts';
import type { Owner } from './index.ts';
import {
  pageTexts,
  sayFields,
  type CheckContext,
  type Finding,
  type OwnerFile,
  type Say,
} from './ownerFile.ts';

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

function check(owner: Owner, context: CheckContext): Finding[] {
  return entryFindings(owner.courses?.entries ?? [], owner, context);
}

function texts({ courses }: Owner, say: Say): Record<string, Tree> {
  if (!courses) return {};
  return pageTexts('courses', courses, say, {
    items: Object.fromEntries(
      courses.entries.map(({ id, title, description, duration, topics }) => [
        id,
        sayFields(say, { title, description, duration, topics }),
      ]),
    ),
  });
}

function facts({ courses }: Owner): OwnerModules['courses'] {
  return {
    platform: courses?.platform ?? '',
    courses: (courses?.entries ?? []).map((course) => ({
      id: course.id,
      title: `items.${course.id}.title`,
      ...(course.description ? { description: `items.${course.id}.description` } : {}),
      ...(course.duration ? { duration: `items.${course.id}.duration` } : {}),
      ...(course.hours ? { hours: course.hours } : {}),
      ...(course.topics ? { topics: `items.${course.id}.topics` } : {}),
      technologies: course.technologies,
      url: course.url,
      image: course.image ?? null,
    })),
  };
}

export const courses = {
  file: 'courses',
  required: false,
  schema,
  check,
  module: 'courses',
  facts,
  texts,
} as const satisfies OwnerFile;
