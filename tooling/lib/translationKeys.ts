import { NUMBER_CONTEXTS } from '../../src/lib/numberWords.ts';

/**
 * A translation file's content: nested objects whose leaves are sentences, or
 * lists of short phrases (a course's topics) that the page shows one by one.
 */
export type TranslationTree = { [key: string]: string | readonly string[] | TranslationTree };

/** Flattens nested keys to dotted paths ('seo.home.title' → value). */
export function flattenKeys(tree: unknown, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return keys;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [childPath, childValue] of flattenKeys(value, path))
        keys.set(childPath, childValue);
    } else {
      keys.set(path, value);
    }
  }
  return keys;
}

/**
 * What a reader sees of a text: without the markup tags of the legal texts
 * (`<strong>`, `<privacyLink>`), the interpolation placeholders (`{{name}}`)
 * and addresses, which the rules leave alone.
 */
export function displayedText(text: string): string {
  return text.replace(/<[^>]*>|\{\{[^}]*\}\}|https?:\/\/\S+/g, '');
}

/** How many strings a translation tree holds (a list's items one each) and how many words a reader sees in them. */
export function stringsAndWords(tree: unknown): { strings: number; words: number } {
  const texts = [...flattenKeys(tree).values()].flatMap((value) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [],
  );
  const words = texts.reduce(
    (sum, text) =>
      sum +
      displayedText(text)
        .split(/\s+/)
        .filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
    0,
  );
  return { strings: flattenKeys(tree).size, words };
}

export interface LocaleFile {
  /** Path shown in messages, e.g. 'src/locales/it/common.json'. */
  path: string;
  language: string;
  content: unknown;
}

/** What is wrong with one translated value on its own, or null. */
export function valueProblem(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? 'is empty' : null;
  if (!Array.isArray(value)) return 'must be text or a list of texts';
  if (value.length === 0) return 'is an empty list';
  const badItem = value.findIndex((item) => typeof item !== 'string' || item.trim() === '');
  return badItem === -1 ? null : `item ${badItem + 1} is empty or not text`;
}

/** How a value must match the same key in another language: the same kind, lists of the same length. */
export function shapeProblem(
  value: unknown,
  reference: unknown,
  referenceLanguage: string,
): string | null {
  if (Array.isArray(reference) !== Array.isArray(value)) {
    return Array.isArray(reference)
      ? `must be a list, as in ${referenceLanguage}`
      : `must be text, as in ${referenceLanguage}`;
  }
  if (Array.isArray(reference) && Array.isArray(value) && reference.length !== value.length) {
    const items = (count: number) => `${count} item${count === 1 ? '' : 's'}`;
    return `has ${items(value.length)}, ${referenceLanguage} has ${items(reference.length)}: translate each item once`;
  }
  return null;
}

/**
 * Whether a key is a variant only some languages' number rules ask for
 * (src/lib/numberWords.ts: Italian's `cfd_with_share_elided`), and not this language's.
 */
function otherLanguagesVariant(key: string, language: string): boolean {
  const variant = /_([a-z]+)$/.exec(key)?.[1];
  if (variant === undefined) return false;
  const ownVariants: readonly string[] = NUMBER_CONTEXTS[language] ?? [];
  return (
    !ownVariants.includes(variant) &&
    Object.values(NUMBER_CONTEXTS).some((variants) => variants.some((known) => known === variant))
  );
}

/**
 * Compares the same namespace across languages: every key present in one must be
 * present in the others, as non-empty text, or as a list of non-empty texts with
 * as many items as in the other languages; a key variant that one language's
 * number rule asks for is that language's own. Messages name file and key.
 */
export function compareLocaleFiles(files: readonly LocaleFile[]): string[] {
  const messages: string[] = [];
  const flattened = files.map((file) => ({ ...file, keys: flattenKeys(file.content) }));
  const allKeys = [...new Set(flattened.flatMap((file) => [...file.keys.keys()]))].sort();
  for (const file of flattened) {
    for (const key of allKeys) {
      const owners = flattened.filter((other) => other.keys.has(key));
      if (!file.keys.has(key)) {
        if (otherLanguagesVariant(key, file.language)) continue;
        const languages = owners.map((owner) => owner.language).join(', ');
        messages.push(`${file.path}: key "${key}" is missing (present in ${languages})`);
        continue;
      }
      const value = file.keys.get(key);
      // Compared with the first language that has a valid value: a broken one is reported on its own.
      const reference = owners.find((owner) => valueProblem(owner.keys.get(key)) === null);
      const problem =
        valueProblem(value) ??
        (reference && reference !== file
          ? shapeProblem(value, reference.keys.get(key), reference.language)
          : null);
      if (problem) messages.push(`${file.path}: key "${key}" ${problem}`);
    }
  }
  return messages;
}
