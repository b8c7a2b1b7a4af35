/**
 * How a language's conjunction changes with the sound of the word after it. Spanish writes
 * « u » for « o » before /o/ (« es u oc ») and « e » for « y » before /i/ but not before a
 * diphthong (« e hijos », « y hielo »), as the RAE's Ortografía sets it. The word is heard past
 * any quotation mark it opens with (« «es» u «oc» »).
 */
const CONJUNCTION_FORMS: Readonly<Record<string, (conjunction: string, next: string) => string>> = {
  es: (conjunction, quoted) => {
    const next = quoted.replace(/^[^\p{L}\p{N}]+/u, '');
    if (conjunction === 'o' && /^h?[oó]/i.test(next)) return 'u';
    if (conjunction === 'y' && /^h?[ií](?![aeouáéóú])/i.test(next)) return 'e';
    return conjunction;
  },
};

/**
 * A list in a sentence: "en", "en or it", "en, it or de". The conjunction is the
 * sentence's language's word, from its translations ("or", "o", "oder"), so a new
 * language brings its own, in the form the word after it asks for in that language
 * ("es u oc"). Written out rather than through Intl.ListFormat, whose first use costs
 * a long task while the app takes a page over (docs/performance.md); the languages
 * the template writes for put no comma before the conjunction.
 */
export function listText(items: readonly string[], conjunction: string, language = ''): string {
  const last = items.at(-1);
  if (last === undefined) return '';
  if (items.length === 1) return last;
  const joining = CONJUNCTION_FORMS[language]?.(conjunction, last) ?? conjunction;
  return `${items.slice(0, -1).join(', ')} ${joining} ${last}`;
}
