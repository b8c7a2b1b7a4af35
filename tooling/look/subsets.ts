/**
 * Which of a font package's subsets (its unicode.json) the site's languages need.
 * Each face is split into subsets with a unicode-range, so the browser downloads
 * only those whose characters a page draws; the build copies only those its
 * languages write in. The first subset of a language is the one its pages always
 * draw (preloaded); the others load when a page draws one of their characters.
 */

/** Latin-1 is enough: Italian, English and every letter of these alphabets. */
const LATIN = ['latin'];
/** Letters beyond Latin-1 (ł ő ș č ğ ŀ ŵ): the latin-ext subset too. */
const LATIN_EXT = ['latin', 'latin-ext'];
/** Digits, punctuation and spaces are in the latin subset. */
const CYRILLIC = ['cyrillic', 'latin'];

const BY_LANGUAGE: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    'af da de en es eu fi fo fr ga gl id is it ms nb nl nn no pt sq sv sw'
      .split(' ')
      .map((code) => [code, LATIN]),
  ),
  ...Object.fromEntries(
    'az bs ca cs cy eo et hr hu lt lv mt pl ro sk sl tr'
      .split(' ')
      .map((code) => [code, LATIN_EXT]),
  ),
  ...Object.fromEntries('be bg mk ru sr uk'.split(' ').map((code) => [code, CYRILLIC])),
  kk: ['cyrillic', 'cyrillic-ext', 'latin'],
  el: ['greek', 'latin'],
  vi: ['latin', 'vietnamese', 'latin-ext'],
};

export interface LanguageSubsets {
  /** Every subset the languages need, in first-seen order. */
  subsets: string[];
  /** The subsets their pages always draw: the first of each language. */
  primary: string[];
  /** Languages this table does not know: taken as Latin script (latin, latin-ext). */
  unknown: string[];
}

export function languageSubsets(languages: readonly string[]): LanguageSubsets {
  const subsets = new Set<string>();
  const primary = new Set<string>();
  const unknown: string[] = [];
  for (const language of languages) {
    // 'pt-BR', 'en_GB': the base language decides the script.
    const known = BY_LANGUAGE[language.toLowerCase().split(/[-_]/)[0] ?? ''];
    if (!known) unknown.push(language);
    const needed = known ?? LATIN_EXT;
    needed.forEach((subset) => subsets.add(subset));
    primary.add(needed[0] ?? 'latin');
  }
  return { subsets: [...subsets], primary: [...primary], unknown };
}
