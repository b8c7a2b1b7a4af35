import { isTechnologyName } from '../../../src/content/technologies';

/** A translation that a content entry points to: a sentence, or a list of topics. */
export interface TranslationReference {
  /** The entry's field that holds the key, e.g. 'topicsKey'. */
  field: string;
  /** The key, e.g. 'items.git.topics'; anything else is the schema's to report. */
  key: unknown;
  kind: 'text' | 'list';
}

/** One language's file of the entry's namespace. */
export interface LocaleLookup {
  /** Shown in messages, e.g. 'src/locales/it/courses.json'. */
  path: string;
  /** Its flattened keys; undefined when the file does not exist. */
  keys: ReadonlyMap<string, unknown> | undefined;
}

interface TopicList {
  path: string;
  items: readonly string[];
}

function isTextList(value: unknown): value is readonly string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'string' && item.trim() !== '')
  );
}

/**
 * Topics that read the same in the first language and another one. A technology
 * name may (it is written the same everywhere); anything else is a phrase that
 * was copied without being translated, e.g. "Merge and rebase" on the Italian page.
 */
function untranslatedTopics(field: string, lists: readonly TopicList[]): string[] {
  const [first, ...others] = lists;
  if (!first) return [];
  return others.flatMap((other) =>
    other.items
      .filter((item) => first.items.includes(item) && !isTechnologyName(item))
      .map(
        (item) =>
          `field "${field}": topic "${item}" reads the same in ${first.path} and ${other.path}: ` +
          `translate it, or if it is a name (written the same in every language) add it to ` +
          `src/content/technologies.ts`,
      ),
  );
}

/**
 * What is wrong with one reference in the given languages, as `field "…": …`
 * texts (the caller adds file and entry). A sentence must be non-empty text; a
 * list must hold non-empty texts, translated wherever it is not a name.
 */
export function referenceProblems(
  { field, key, kind }: TranslationReference,
  locales: readonly LocaleLookup[],
): string[] {
  if (typeof key !== 'string' || key.trim() === '') return [];
  const problems: string[] = [];
  const lists: TopicList[] = [];
  for (const { path, keys } of locales) {
    const value = keys?.get(key);
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
      problems.push(`field "${field}": translation "${key}" is missing or empty in ${path}`);
    } else if (kind === 'text' && typeof value !== 'string') {
      problems.push(`field "${field}": translation "${key}" in ${path} must be text`);
    } else if (kind === 'list') {
      if (isTextList(value)) lists.push({ path, items: value });
      else {
        problems.push(
          `field "${field}": translation "${key}" in ${path} must be a list of topics, ` +
            `e.g. ["Commits", "Merge and rebase"]`,
        );
      }
    }
  }
  return [...problems, ...untranslatedTopics(field, lists)];
}
