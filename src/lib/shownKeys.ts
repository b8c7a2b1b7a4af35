/**
 * Translation keys a rendered page would show instead of words. i18next writes
 * a key it cannot find (in the language or its fallback) as the key itself, so a
 * page asking for `annual_labels.2026_partial` shows "annual_labels.2026_partial".
 * The build reads every page it renders, in every language and mode, through
 * this (src/server.tsx) and stops, naming the page, the language and the key.
 *
 * A word with dots is taken for a key when everything before its last dot is a
 * group of the translations (`annual_labels`, `performance.table`): what a
 * visitor reads ("Node.js", "example.org") is not, and a key that exists shows
 * its words. A missing key at a translation file's top level ("title") looks
 * like a word and is not caught.
 */

/** Dotted paths of every group (an object holding keys) in the translation trees: 'performance', 'performance.table'. */
export function keyGroups(trees: Iterable<unknown>): Set<string> {
  const groups = new Set<string>();
  const walk = (tree: unknown, prefix: string) => {
    if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return;
    if (prefix) groups.add(prefix);
    for (const [key, value] of Object.entries(tree)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  for (const tree of trees) walk(tree, '');
  return groups;
}

/** The attributes whose values a visitor reads or hears. */
const READ_ATTRIBUTES =
  /\s(?:aria-label|aria-description|aria-roledescription|alt|title|placeholder|content|value)="([^"]*)"/g;

/** What a visitor reads or hears of some HTML: its text, and the attributes read aloud or shown. */
function readText(html: string): string {
  return html.replace(
    /<[^>]*>/g,
    (tag) =>
      [...tag.matchAll(READ_ATTRIBUTES)].map((match) => ` ${match[1] ?? ''} `).join('') || ' ',
  );
}

/** A dotted word, with i18next's optional namespace ('trading:performance.title'); keys may hold @ | ! (legal variants). */
const DOTTED = /(?<![\w.@|!:/-])(?:[a-z][\w-]*:)?([A-Za-z_][\w@|!-]*(?:\.[\w@|!-]+)+)/g;

/** The keys the HTML shows in place of words, each once, in order. */
export function keysShown(html: string, groups: ReadonlySet<string>): string[] {
  const shown = new Set<string>();
  for (const match of readText(html).matchAll(DOTTED)) {
    const key = match[1] ?? '';
    if (groups.has(key.slice(0, key.lastIndexOf('.')))) shown.add(key);
  }
  return [...shown];
}
