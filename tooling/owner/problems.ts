/**
 * The loader's words: each problem of an owner file names the file, the entry
 * and the field, in an owner's words rather than zod's, and each text missing
 * a language is named the same way.
 */
import type { z } from 'zod';

type Path = readonly PropertyKey[];

/** 'entry "rgi-architect" field "role.it"' from a path into a file's data. */
export function where(data: unknown, path: Path): string {
  const [list, index, ...field] = path;
  if (typeof list === 'string' && typeof index === 'number') {
    const entries = (data as Record<string, unknown> | null)?.[list];
    const id = Array.isArray(entries)
      ? (entries[index] as { id?: unknown } | undefined)?.id
      : undefined;
    const entry =
      typeof id === 'string' ? `entry "${id}" (${list}[${index}])` : `${list}[${index}]`;
    return field.length > 0 ? `${entry} field "${field.join('.')}"` : entry;
  }
  return path.length > 0 ? `field "${path.join('.')}"` : 'the file';
}

/** Zod's messages in an owner's words, where the schema gives none of its own. */
function plainWords(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'is missing';
    if (issue.expected === 'object')
      return 'must be an object of fields, e.g. { "en": "…", "it": "…" } for a text';
    if (issue.expected === 'array') return 'must be a list [ … ]';
    return `must be ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `has an unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')} (a typo, or a language the site does not have?)`;
  }
  return undefined;
}

/** Each problem of a value against a schema, in the owner's words, naming file, entry and field. */
export function validate<T>(
  schema: z.ZodType<T>,
  input: unknown,
  label: string,
  problems: string[],
): T | undefined {
  const result = schema.safeParse(input, { error: plainWords });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push(`${label}: ${where(input, issue.path)}: ${issue.message}`);
  }
  return undefined;
}

/** Every text missing a language, as 'file: entry "x" field "y": no "it" text yet'. */
export function untranslatedTexts(
  file: string,
  languages: readonly string[],
  data: unknown,
  path: Path = [],
  root: unknown = data,
): string[] {
  if (Array.isArray(data)) {
    return data.flatMap((item, index) =>
      untranslatedTexts(file, languages, item, [...path, index], root),
    );
  }
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  const [fallback = ''] = languages;
  if (fallback in record) {
    return languages
      .filter((language) => !(language in record))
      .map(
        (language) =>
          `${file}: ${where(root, path)}: no "${language}" text yet (the site shows the ${fallback} one)`,
      );
  }
  return Object.entries(record).flatMap(([key, value]) =>
    untranslatedTexts(file, languages, value, [...path, key], root),
  );
}
