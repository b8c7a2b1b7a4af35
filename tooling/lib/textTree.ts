/**
 * Strings as i18next holds them: a tree of texts by key, and every language's
 * namespaces of them; the template's, the owner's overrides and texts are all
 * such trees, merged key by key.
 */
export type Tree = { [key: string]: string | string[] | Tree };

/** Strings by language, then namespace. */
export type Strings = Record<string, Record<string, Tree>>;

/** Strings with others merged in, key by key (the later win where both have a key). */
export function mergeTexts(template: Tree, owner: Tree | undefined): Tree {
  if (!owner) return template;
  const merged: Tree = { ...template };
  for (const [key, value] of Object.entries(owner)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' &&
      !Array.isArray(value) &&
      typeof current === 'object' &&
      !Array.isArray(current)
        ? mergeTexts(current, value)
        : value;
  }
  return merged;
}
