/**
 * A list in a sentence: "en", "en or it", "en, it or de". The conjunction is the
 * sentence's language's word, from its translations ("or", "o", "oder"), so a new
 * language brings its own. Written out rather than through Intl.ListFormat, whose
 * first use costs a long task while the app takes a page over (docs/performance.md);
 * the languages the template writes for put no comma before the conjunction.
 */
export function listText(items: readonly string[], conjunction: string): string {
  const last = items.at(-1);
  if (last === undefined) return '';
  return items.length === 1 ? last : `${items.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}
