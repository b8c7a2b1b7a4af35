import { z } from 'zod';
import { periodProblem } from './periodCheck';
import { TECHNOLOGY_NAMES } from '../../../src/content/technologies';
import {
  COMPANIES,
  type Course,
  type ExperienceEntry,
  type Project,
  type Testimonial,
} from '../../../src/content/types';

/**
 * The shape of every content entry, field by field, for the content check
 * (contentCheck.ts). Used by `npm run check:content` and the unit
 * tests only: zod never reaches the site's bundle. Messages say what is wrong
 * with the field; the check adds the file, the entry and the field name.
 */

const anyText = z.string({
  error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text'),
});

const requiredText = anyText.trim().min(1, { error: 'is empty', abort: true });

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

const httpsUrl = requiredText.refine(isHttpsUrl, { error: 'must be an https URL' });

/** Not trimmed: the page reads the period exactly as written, so the check does too. */
function periodField(currentYear: number) {
  return anyText
    .refine((value) => value.trim() !== '', { error: 'is empty', abort: true })
    .superRefine((value, context) => {
      const problem = periodProblem(value, currentYear);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

const company = z.enum(COMPANIES, { error: `must be one of ${COMPANIES.join(', ')}` });

/**
 * A language-neutral list: technology names only, each one listed in
 * src/content/technologies.ts. `describeInstead` tells the owner where a
 * descriptive phrase goes instead, so that it can be translated.
 */
function technologyNames(describeInstead: string, { mayBeEmpty = false } = {}) {
  const name = z.enum(TECHNOLOGY_NAMES, {
    error: (issue) =>
      typeof issue.input === 'string' && issue.input.trim() !== ''
        ? `"${issue.input}" is not a technology name listed in src/content/technologies.ts. ` +
          `If it is a name (written the same in every language), add it there; ` +
          `if it describes something, move it to ${describeInstead}`
        : 'is empty or not text',
  });
  return z
    .array(name, { error: "must be a list of technology names, e.g. ['Angular', 'TypeScript']" })
    .superRefine((names, context) => {
      if (!mayBeEmpty && names.length === 0) {
        context.addIssue({ code: 'custom', message: 'is empty: list at least one technology' });
      }
      const repeated = names.filter((item, index) => names.indexOf(item) !== index);
      for (const item of new Set(repeated)) {
        context.addIssue({ code: 'custom', message: `lists "${item}" more than once` });
      }
    });
}

const hours = z
  .number({ error: 'must be a number of hours' })
  .positive({ error: 'must be more than 0 hours' });

export function experienceEntrySchema(currentYear: number) {
  return z.object({
    id: requiredText,
    roleKey: requiredText,
    company: requiredText,
    kind: z.enum(['work', 'study'], {
      error: 'must be "work" (a job) or "study" (a course of study)',
    }),
    period: periodField(currentYear),
    descriptionKey: requiredText,
    tech: technologyNames(
      `the entry's translated "topics" list in src/locales/{en,it}/experience.json (topicsKey)`,
    ),
    topicsKey: requiredText.optional(),
  }) satisfies z.ZodType<ExperienceEntry>;
}

export function projectSchema(currentYear: number) {
  return z
    .object({
      id: requiredText,
      name: requiredText.optional(),
      nameKey: requiredText.optional(),
      tech: technologyNames(
        `the project's translated description in src/locales/{en,it}/projects.json`,
      ),
      type: requiredText,
      company,
      period: periodField(currentYear),
    })
    .refine((project) => (project.name === undefined) !== (project.nameKey === undefined), {
      error: 'needs a name (a product name, as written) or a nameKey (a translated name), not both',
      path: ['name'],
    }) satisfies z.ZodType<Project>;
}

export const courseSchema = z.object({
  id: requiredText,
  titleKey: requiredText,
  descriptionKey: requiredText,
  durationKey: requiredText,
  hours,
  topicsKey: requiredText,
  technologies: technologyNames(
    `the course's translated "topics" list in src/locales/{en,it}/courses.json`,
    { mayBeEmpty: true },
  ),
  link: httpsUrl,
  image: requiredText,
}) satisfies z.ZodType<Course>;

export const testimonialSchema = z.object({
  id: requiredText,
  nameKey: requiredText,
  roleKey: requiredText,
  quoteKey: requiredText,
  linkedinUrl: httpsUrl,
}) satisfies z.ZodType<Testimonial>;

/** The spec's fixed counts. */
export const EXPECTED_COUNTS = { courses: 12, testimonials: 24 } as const;
