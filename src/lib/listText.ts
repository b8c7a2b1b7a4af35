/**
 * How a language changes a conjunction before the word it joins, where it does: Spanish
 * writes «u» for «o» before a word read with /o/ («siete u ocho», «es u oc»; RAE,
 * Ortografía 2010). A language not listed keeps its translation's word.
 */
const CONJUNCTION_BEFORE: Readonly<Record<string, (conjunction: string, next: string) => string>> =
  {
    es: (conjunction, next) => (conjunction === 'o' && /^h?o/i.test(next) ? 'u' : conjunction),
  };

/**
 * A list in a sentence: "en", "en or it", "en, it or de". The conjunction is the
 * sentence's language's word, from its translations ("or", "o", "oder"), so a new
 * language brings its own, written as that language writes it before the last item.
 * Written out rather than through Intl.ListFormat, whose first use costs a long task
 * while the app takes a page over (docs/performance.md); the languages the template
 * writes for put no comma before the conjunction.
 */
export function listText(items: readonly string[], conjunction: string, language: string): string {
  const last = items.at(-1);
  if (last === undefined) return '';
  if (items.length === 1) return last;
  const word = CONJUNCTION_BEFORE[language]?.(conjunction, last) ?? conjunction;
  return `${items.slice(0, -1).join(', ')} ${word} ${last}`;
}
