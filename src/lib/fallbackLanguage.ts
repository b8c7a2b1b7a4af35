/**
 * An owner's text the page shows in another language than its own, because the owner has not
 * translated it yet (docs/owner-content.md): the build names its language beside it, and the
 * element that holds exactly it carries that `lang` (WCAG 2.2 SC 3.1.2, Language of Parts), so
 * a screen reader reads it in that language's voice. Text in the page's language carries none.
 */

/**
 * Where an object of a file's served texts holds a text the owner has not translated into the
 * page's language yet (shown in the site's first language's words), that language, by field:
 * `{ role: 'Data Engineer', fallbackLanguages: { role: 'en' } }`. Set by the build
 * (tooling/owner/files/texts.ts), from which version of the text it took; read by `languageOf`.
 */
export const FALLBACK_LANGUAGES = 'fallbackLanguages';

/** Each object of a file's texts as served, with the language of its fields shown in another. */
export type Served<Texts> = Texts extends string
  ? Texts
  : Texts extends readonly (infer Item)[]
    ? readonly Served<Item>[]
    : Texts extends object
      ? { [Key in keyof Texts]: Served<Texts[Key]> } & {
          readonly [FALLBACK_LANGUAGES]?: Readonly<Partial<Record<keyof Texts, string>>>;
        }
      : Texts;

/** What `languageOf` reads: served texts that may name the language of some of their fields. */
export interface Marked {
  readonly [FALLBACK_LANGUAGES]?: Readonly<Partial<Record<string, string>>>;
}

/**
 * The `lang` of the element that holds exactly one field of served texts (WCAG 3.1.2): the
 * language the text is shown in where the owner has not written the page's yet, so a screen
 * reader reads it in that language's voice; nothing where it is in the page's language, so the
 * markup is the same as before. Spread on that element: `<h2 {...languageOf(entry, 'role')}>`.
 */
export function languageOf<Texts extends Marked>(
  texts: Texts,
  field: Exclude<keyof Texts, typeof FALLBACK_LANGUAGES> & string,
): { lang?: string } {
  const language = texts[FALLBACK_LANGUAGES]?.[field];
  return language === undefined ? {} : { lang: language };
}
