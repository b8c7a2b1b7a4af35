/**
 * owner/experience.json: the jobs and studies of the experience page, and the
 * CV's work and education.
 */
import { z } from 'zod';
import { entryFindings } from './entries.ts';
import * as field from './fields.ts';
import type { TechnologiesFile } from './technologies.ts';
import type { CheckContext, FileContent, Finding, OwnerFile } from './ownerFile.ts';

function schema(languages: field.SchemaLanguages) {
  const { text, textList } = field.textSchemas(languages);
  const entry = z.strictObject({
    id: field.entryId,
    kind: z
      .enum(['work', 'study'], { error: 'must be "work" (a job) or "study" (a course of study)' })
      .describe('A job ("work") or a course of study ("study"): the CV lists them apart'),
    role: text.describe('The job title, or the degree: the entry’s heading'),
    company: field.requiredText.describe('The employer, or the school, as written'),
    period: field.period,
    description: text.optional().describe('What you did, under the heading'),
    tech: field.technologyList,
    topics: textList
      .optional()
      .describe('Translated phrases shown after the technology names (courses taken, subjects)'),
    grade: text.optional().describe('A course of study’s final grade, e.g. "110/110 cum laude"'),
    url: field.httpsUrl
      .optional()
      .describe('The company’s or school’s site, as JSON Resume has it: kept, not shown'),
  });
  return z.strictObject({
    ...field.sectionFields(languages),
    entries: z.array(entry).min(1).describe('Newest first, as the page lists them'),
  });
}

function check(
  owner: { experience: ExperienceFile; technologies: TechnologiesFile },
  context: CheckContext,
): Finding[] {
  return entryFindings(owner.experience.entries, owner, context);
}

/** owner/experience.json as its schema validates it. */
export type ExperienceFile = FileContent<typeof schema>;

export const experience = {
  file: 'experience',
  required: true,
  schema,
  check,
  module: 'experience',
} as const satisfies OwnerFile;
