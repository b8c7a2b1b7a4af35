import { languageOf, type Marked, type Served } from '../lib/fallbackLanguage.ts';
import type { Language } from '../lib/language';

/**
 * A file's texts in each language of the site, by language code, each under its path in the
 * file (typed by ownerTexts.ts, written from the file's schema); a language without its own
 * version of a text has the first language's, and says so (`Served`). Read one language with
 * `textsIn`.
 */
export type ByLanguage<Texts> = Readonly<Record<string, Served<Texts>>>;

/**
 * A file's texts in the page's language, as its module serves them (`texts`, typed by
 * ownerTexts.ts): every language of the site has them all, an untranslated one in the first
 * language's words; an optional text the owner left out is absent. In a language the site does
 * not have (a test drawing a template language), the first language's, as i18next falls back.
 */
export function textsIn<Texts>(texts: ByLanguage<Texts>, language: Language): Served<Texts> {
  const found = texts[language] ?? Object.values(texts)[0];
  if (found === undefined) throw new Error('The owner’s texts are in no language');
  return found;
}

/** Each entry's facts with its texts: the module lists both in the file's order. */
export function withTexts<Entry, Texts>(
  entries: readonly Entry[],
  texts: readonly Texts[] | undefined,
): (Entry & Texts)[] {
  return entries.map((entry, index) => ({ ...entry, ...texts?.[index] }) as Entry & Texts);
}

/**
 * A page's intro as PageScaffold takes it: the owner's (`intro` in its file's texts), with its
 * language where the owner has not written the page's yet, else the template's.
 */
export function pageIntro(
  texts: { intro?: string } & Marked,
  templateIntro: string,
): { intro: string; introLang?: string | undefined } {
  return texts.intro === undefined
    ? { intro: templateIntro }
    : { intro: texts.intro, introLang: languageOf(texts, 'intro').lang };
}
