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

/** Every text missing a language, as 'file: entry "x" field "y": no "it" text yet', with the language. */
export function untranslatedTexts(
  file: string,
  languages: readonly string[],
  data: unknown,
  path: Path = [],
  root: unknown = data,
): { language: string; message: string }[] {
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
      .map((language) => ({
        language,
        message: `${file}: ${where(root, path)}: no "${language}" text yet (the site shows the ${fallback} one)`,
      }));
  }
  return Object.entries(record).flatMap(([key, value]) =>
    untranslatedTexts(file, languages, value, [...path, key], root),
  );
}

/**
 * Whether a text reads as prose (a sentence, or a long phrase) rather than a
 * name or a title: a job title or a course name is often the same in two
 * languages on purpose ("Senior Software Engineer", "Git").
 */
const isProse = (text: string) =>
  /[.!?…]["'’”»)]*(\s|$)/u.test(text.trim()) || text.trim().split(/\s+/).length >= 8;

/**
 * Advice, never a problem: each text that reads the same in two languages of
 * the site, as 'file: entry "x" field "y": reads the same in "en" and "fr"'.
 * A whole text is named when it reads as prose; a list's item ("Transactions")
 * unless it is a name of technologies.json, since many words are the same in
 * two languages and may well stay.
 */
export function sameInLanguages(
  file: string,
  languages: readonly string[],
  data: unknown,
  names: ReadonlySet<string>,
  path: Path = [],
  root: unknown = data,
): string[] {
  if (Array.isArray(data)) {
    return data.flatMap((item, index) =>
      sameInLanguages(file, languages, item, names, [...path, index], root),
    );
  }
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  const [fallback = ''] = languages;
  if (!(fallback in record)) {
    return Object.entries(record).flatMap(([key, value]) =>
      sameInLanguages(file, languages, value, names, [...path, key], root),
    );
  }
  const at = `${file}: ${where(root, path)}`;
  const written = languages.filter((language) => language in record);
  return written.flatMap((language, index) =>
    written.slice(0, index).flatMap((earlier) => {
      const [text, other] = [record[language], record[earlier]];
      if (typeof text === 'string') {
        return text === other && isProse(text)
          ? [
              `${at}: reads the same in "${earlier}" and "${language}": translate it, unless it is meant to read so`,
            ]
          : [];
      }
      if (!Array.isArray(text) || !Array.isArray(other)) return [];
      return text
        .filter((item): item is string => typeof item === 'string' && other.includes(item))
        .filter((item) => !names.has(item))
        .map(
          (item) =>
            `${at}: "${item}" reads the same in "${earlier}" and "${language}": if it is a word of both languages, leave it; else translate it, or add a name to technologies.json`,
        );
    }),
  );
}

/** One text as the owner wrote it in one language, at its path in the file. */
export interface WrittenText {
  /** 'entry "x" (entries[0]) field "description.fr"', the field the owner edits. */
  where: string;
  language: string;
  text: string;
}

/**
 * Every text a file holds in each language it is written in (never the first
 * language's standing in for another), a list's items one by one.
 */
export function writtenTexts(
  languages: readonly string[],
  data: unknown,
  path: Path = [],
  root: unknown = data,
): WrittenText[] {
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => writtenTexts(languages, item, [...path, index], root));
  }
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  const [fallback = ''] = languages;
  if (!(fallback in record)) {
    return Object.entries(record).flatMap(([key, value]) =>
      writtenTexts(languages, value, [...path, key], root),
    );
  }
  return languages.flatMap((language) => {
    const value = record[language];
    const at = [...path, language];
    if (typeof value === 'string') return [{ where: where(root, at), language, text: value }];
    if (!Array.isArray(value)) return [];
    return value.flatMap((item, index) =>
      typeof item === 'string'
        ? [{ where: where(root, [...at, index]), language, text: item }]
        : [],
    );
  });
}

/**
 * How many texts of a file lack the site's first language but have another
 * of its languages: texts still to write in a language moved first.
 */
export function textsWithoutFirst(languages: readonly string[], data: unknown): number {
  if (Array.isArray(data))
    return data.reduce((sum: number, item) => sum + textsWithoutFirst(languages, item), 0);
  if (typeof data !== 'object' || data === null) return 0;
  const entries = Object.entries(data as Record<string, unknown>);
  const [first = ''] = languages;
  // A text: keyed by language codes, one of the site's at least (a language being dropped may remain).
  const isText =
    entries.some(([key]) => languages.includes(key)) &&
    entries.every(
      ([key, value]) =>
        /^[a-z]{2,3}$/.test(key) && (typeof value === 'string' || Array.isArray(value)),
    );
  if (isText) return entries.some(([key]) => key === first) ? 0 : 1;
  return entries.reduce((sum, [, value]) => sum + textsWithoutFirst(languages, value), 0);
}
