import { z } from 'zod';
import { flattenKeys, type LocaleFile } from '../lib/translationKeys';
import { periodProblem } from './periodCheck';
import {
  COMPANIES,
  type Course,
  type ExperienceEntry,
  type Project,
  type Testimonial,
} from './types';

/**
 * The shape of every content entry, and the content check built on it. Used by
 * `npm run check:content` and the unit tests only: zod never reaches the site's
 * bundle. Every message names the file, the entry and the field, e.g.
 * `src/content/courses.ts: entry "git" field "link": must be an https URL`.
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

const hours = z
  .number({ error: 'must be a number of hours' })
  .positive({ error: 'must be more than 0 hours' });

export function experienceEntrySchema(currentYear: number) {
  return z.object({
    id: requiredText,
    roleKey: requiredText,
    company: requiredText,
    period: periodField(currentYear),
    descriptionKey: requiredText,
    tech: requiredText,
  }) satisfies z.ZodType<ExperienceEntry>;
}

export function projectSchema(currentYear: number) {
  return z.object({
    id: requiredText,
    name: requiredText,
    tech: requiredText,
    type: requiredText,
    company,
    period: periodField(currentYear),
  }) satisfies z.ZodType<Project>;
}

export const courseSchema = z.object({
  id: requiredText,
  titleKey: requiredText,
  descriptionKey: requiredText,
  durationKey: requiredText,
  hours,
  technologies: requiredText,
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

export interface ContentInput {
  experience: readonly unknown[];
  projects: readonly unknown[];
  courses: readonly unknown[];
  testimonials: readonly unknown[];
}

interface Collection {
  name: keyof ContentInput;
  file: string;
  /** The locale namespace its keys live in. */
  namespace: string;
  schema: z.ZodType;
  expectedCount?: number;
  /** The translation keys an entry refers to, by field. */
  translationKeys: (entry: Record<string, unknown>) => { field: string; key: unknown }[];
}

function keyFields(...fields: string[]) {
  return (entry: Record<string, unknown>) => fields.map((field) => ({ field, key: entry[field] }));
}

function collections(currentYear: number): Collection[] {
  return [
    {
      name: 'experience',
      file: 'src/content/experience.ts',
      namespace: 'experience',
      schema: experienceEntrySchema(currentYear),
      translationKeys: keyFields('roleKey', 'descriptionKey'),
    },
    {
      name: 'projects',
      file: 'src/content/projects.ts',
      namespace: 'projects',
      schema: projectSchema(currentYear),
      translationKeys: (entry) => [
        { field: 'type', key: typeof entry.type === 'string' ? `types.${entry.type}` : undefined },
      ],
    },
    {
      name: 'courses',
      file: 'src/content/courses.ts',
      namespace: 'courses',
      schema: courseSchema,
      expectedCount: EXPECTED_COUNTS.courses,
      translationKeys: keyFields('titleKey', 'descriptionKey', 'durationKey'),
    },
    {
      name: 'testimonials',
      file: 'src/content/testimonials.ts',
      namespace: 'testimonials',
      schema: testimonialSchema,
      expectedCount: EXPECTED_COUNTS.testimonials,
      translationKeys: keyFields('nameKey', 'roleKey', 'quoteKey'),
    },
  ];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entryLabel(entry: unknown, index: number): string {
  const id = isRecord(entry) ? entry.id : undefined;
  return typeof id === 'string' && id.trim() !== '' ? id : `#${index + 1}`;
}

interface CheckOptions {
  /** The locale files to look keys up in (src/locales/<language>/<namespace>.json). */
  locales: readonly LocaleFile[];
  languages: readonly string[];
  /** The year an ongoing period runs to. */
  currentYear: number;
}

/** Every problem in the content, one message each; empty when all is well. */
export function checkContent(content: ContentInput, options: CheckOptions): string[] {
  const messages: string[] = [];
  const localeKeys = new Map(
    options.locales.map((file) => [file.path, flattenKeys(file.content)] as const),
  );

  for (const collection of collections(options.currentYear)) {
    const { file, namespace } = collection;
    const entries = content[collection.name];
    if (collection.expectedCount !== undefined && entries.length !== collection.expectedCount) {
      messages.push(
        `${file}: expected ${collection.expectedCount} ${collection.name}, found ${entries.length}`,
      );
    }

    const seenIds = new Set<string>();
    entries.forEach((entry, index) => {
      const label = entryLabel(entry, index);
      const prefix = `${file}: entry "${label}"`;
      if (!isRecord(entry)) {
        messages.push(`${prefix}: must be an object`);
        return;
      }
      const result = collection.schema.safeParse(entry);
      for (const issue of result.success ? [] : result.error.issues) {
        messages.push(`${prefix} field "${issue.path.join('.')}": ${issue.message}`);
      }
      if (typeof entry.id === 'string') {
        if (seenIds.has(entry.id)) {
          messages.push(`${prefix} field "id": is used by more than one entry`);
        }
        seenIds.add(entry.id);
      }
      for (const { field, key } of collection.translationKeys(entry)) {
        if (typeof key !== 'string' || key.trim() === '') continue;
        for (const language of options.languages) {
          const localePath = `src/locales/${language}/${namespace}.json`;
          const value = localeKeys.get(localePath)?.get(key);
          if (typeof value !== 'string' || value.trim() === '') {
            messages.push(
              `${prefix} field "${field}": translation "${key}" is missing or empty in ${localePath}`,
            );
          }
        }
      }
    });
  }
  return messages;
}
