import type { z } from 'zod';
import { flattenKeys, type LocaleFile } from './translationKeys';
import {
  courseSchema,
  EXPECTED_COUNTS,
  experienceEntrySchema,
  projectSchema,
  testimonialSchema,
} from './schema';
import { referenceProblems, type TranslationReference } from './translationReferences';

/**
 * The content check: every entry against its schema (schema.ts),
 * the counts the spec fixes, unique ids, and the translations each entry points
 * to. Every message names the file, the entry and the field, e.g.
 * `src/content/courses.ts: entry "git" field "link": must be an https URL`.
 *
 * No English on Italian pages: content in src/content/*.ts is shown as written
 * in every language, so it may hold names but never a description. Technology
 * lists are arrays of names, and each name must be listed in
 * src/content/technologies.ts; anything else fails, and the message says to
 * add it there if it is a name or to move it to the entry's translated topics
 * if it describes something. Topics are lists in src/locales/{en,it}/; a topic
 * that reads the same in both languages must be one of those names too, so an
 * English phrase copied into the Italian file fails as well.
 */

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
  /** The translations an entry points to. */
  references: (entry: Record<string, unknown>) => TranslationReference[];
}

function texts(...fields: string[]) {
  return (entry: Record<string, unknown>): TranslationReference[] =>
    fields.map((field) => ({ field, key: entry[field], kind: 'text' }));
}

function topics(entry: Record<string, unknown>): TranslationReference {
  return { field: 'topicsKey', key: entry.topicsKey, kind: 'list' };
}

function collections(currentYear: number): Collection[] {
  return [
    {
      name: 'experience',
      file: 'src/content/experience.ts',
      namespace: 'experience',
      schema: experienceEntrySchema(currentYear),
      references: (entry) => [...texts('roleKey', 'descriptionKey')(entry), topics(entry)],
    },
    {
      name: 'projects',
      file: 'src/content/projects.ts',
      namespace: 'projects',
      schema: projectSchema(currentYear),
      references: (entry) => [
        ...(entry.nameKey === undefined ? [] : texts('nameKey')(entry)),
        {
          field: 'type',
          key: typeof entry.type === 'string' ? `types.${entry.type}` : undefined,
          kind: 'text',
        },
      ],
    },
    {
      name: 'courses',
      file: 'src/content/courses.ts',
      namespace: 'courses',
      schema: courseSchema,
      expectedCount: EXPECTED_COUNTS.courses,
      references: (entry) => [
        ...texts('titleKey', 'descriptionKey', 'durationKey')(entry),
        topics(entry),
      ],
    },
    {
      name: 'testimonials',
      file: 'src/content/testimonials.ts',
      namespace: 'testimonials',
      schema: testimonialSchema,
      expectedCount: EXPECTED_COUNTS.testimonials,
      references: texts('nameKey', 'roleKey', 'quoteKey'),
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

/** 'tech' for the field itself, 'tech" item 3' style for one item of a list field. */
function fieldLabel(path: readonly PropertyKey[]): string {
  const names = path.filter((part) => typeof part !== 'number').map(String);
  const item = path.find((part) => typeof part === 'number');
  return `field "${names.join('.')}"${item === undefined ? '' : ` item ${item + 1}`}`;
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
    const locales = options.languages.map((language) => {
      const path = `src/locales/${language}/${namespace}.json`;
      return { path, keys: localeKeys.get(path) };
    });

    const seenIds = new Set<string>();
    entries.forEach((entry, index) => {
      const prefix = `${file}: entry "${entryLabel(entry, index)}"`;
      if (!isRecord(entry)) {
        messages.push(`${prefix}: must be an object`);
        return;
      }
      const result = collection.schema.safeParse(entry);
      for (const issue of result.success ? [] : result.error.issues) {
        messages.push(`${prefix} ${fieldLabel(issue.path)}: ${issue.message}`);
      }
      if (typeof entry.id === 'string') {
        if (seenIds.has(entry.id)) {
          messages.push(`${prefix} field "id": is used by more than one entry`);
        }
        seenIds.add(entry.id);
      }
      for (const reference of collection.references(entry)) {
        for (const problem of referenceProblems(reference, locales)) {
          messages.push(`${prefix} ${problem}`);
        }
      }
    });
  }
  return messages;
}
