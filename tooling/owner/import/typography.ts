/**
 * The typographic apostrophe and quotation marks in place of straight ones, as
 * the template writes its own strings (docs/decisions/copy-and-terms.md): what
 * `owner:import` does to each imported text, so a resume typed on a keyboard
 * reads as the template does ("Master's" → "Master’s", 'ok' → ‘ok’).
 */
export function typographic(text: string): string {
  return (
    text
      // An opening quote: at the start or after a space or bracket, before a letter or digit,
      // with a closing one later in the text ('ok', not 80s).
      .replace(/(^|[\s([{“])'(?=[\p{L}\p{N}][^']*'(?![\p{L}\p{N}]))/gu, '$1‘')
      // Every other straight one is an apostrophe or a closing quote: the same mark.
      .replaceAll("'", '’')
      .replace(/(^|[\s([{])"(?=\S)/gu, '$1“')
      .replaceAll('"', '”')
  );
}

/**
 * A resume's highlights as the sentences of one paragraph (a description is one
 * paragraph on the site and in the CV): each ends with a full stop unless it
 * already ends a sentence, since a list item often has none ("Led the team").
 */
export function asSentences(items: readonly string[]): string {
  return items
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => (/[.!?…]["'’”)]*$/u.test(item) ? item : `${item.replace(/[,;:]+$/u, '')}.`))
    .join(' ');
}
