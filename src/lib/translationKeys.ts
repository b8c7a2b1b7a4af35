/** A translation file's content: nested objects whose leaves are strings. */
export type TranslationTree = { [key: string]: string | TranslationTree };

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

export interface LocaleFile {
  /** Path shown in messages, e.g. 'src/locales/it/common.json'. */
  path: string;
  language: string;
  content: unknown;
}

/**
 * Compares the same namespace across languages: every key present in one must be
 * present, as a non-empty string, in the others. Messages name file and key.
 */
export function compareLocaleFiles(files: readonly LocaleFile[]): string[] {
  const messages: string[] = [];
  const flattened = files.map((file) => ({ ...file, keys: flattenKeys(file.content) }));
  const allKeys = new Set(flattened.flatMap((file) => [...file.keys.keys()]));
  for (const file of flattened) {
    for (const key of [...allKeys].sort()) {
      if (!file.keys.has(key)) {
        const owners = flattened
          .filter((other) => other.keys.has(key))
          .map((other) => other.language);
        messages.push(`${file.path}: key "${key}" is missing (present in ${owners.join(', ')})`);
        continue;
      }
      const value = file.keys.get(key);
      if (typeof value !== 'string') {
        messages.push(`${file.path}: key "${key}" must be a string`);
      } else if (value.trim() === '') {
        messages.push(`${file.path}: key "${key}" is empty`);
      }
    }
  }
  return messages;
}
