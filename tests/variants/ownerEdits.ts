/** What check:variants does to an owner's files to make another owner of them. */

const LANGUAGE_KEY = /^[a-z]{2,3}$/;

/** Is this a text (or a translated list): an object keyed by language codes, with this one? */
function isTextIn(value: object, language: string): boolean {
  const keys = Object.keys(value);
  return keys.includes(language) && keys.every((key) => LANGUAGE_KEY.test(key));
}

/** A file's content with every text in one language only, as an owner of that language writes it. */
export function onlyLanguage(value: unknown, language: string): unknown {
  if (Array.isArray(value)) return value.map((item) => onlyLanguage(item, language));
  if (value === null || typeof value !== 'object') return value;
  if (isTextIn(value, language)) {
    return { [language]: (value as Record<string, unknown>)[language] };
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, onlyLanguage(item, language)]),
  );
}
