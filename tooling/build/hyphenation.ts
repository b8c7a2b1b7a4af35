/**
 * Long words of the site's strings break with a hyphen, in every browser:
 * the build puts soft hyphens into them by the language's TeX patterns (the
 * `hyphen` package), since `hyphens: auto` depends on the visitor's browser
 * having that language's dictionary (Chromium without its component updates
 * has none, and then cuts a word anywhere under `overflow-wrap`). Only letters
 * are touched: placeholders, tags, addresses, email addresses, file names and
 * abbreviations stay whole, and the head drops the hyphens again
 * (src/lib/softHyphen.ts). docs/decisions/languages.md, "Long words".
 */
import type { HyphenationFunctionSync } from 'hyphen';
import { SOFT_HYPHEN } from '../../src/lib/softHyphen.ts';

/**
 * Words of fewer letters stay whole: a 320 px column holds them at every size
 * the site sets, and they leave a line short by less than a word of ten would.
 */
export const LONG_WORD_LETTERS = 10;

export type Hyphenate = (text: string) => string;

/** What stays whole, matched first: placeholders, nesting, tags, and words with a dot, slash, @, digit or underscore. */
const KEPT = /\{\{.*?\}\}|\$t\(.*?\)|<[^>]*>|[^\s<>{}]*[@/_\d.:][^\s<>{}]*[\p{L}\d][^\s<>{}]*/gu;
const WORD = /\p{L}[\p{L}\p{M}]*/gu;

/**
 * The language's hyphenator, or null for a language the package has no
 * patterns for (its long words then break only where the text has a hyphen).
 */
export async function hyphenatorFor(language: string): Promise<Hyphenate | null> {
  if (!/^[a-z]{2,3}(-[a-z0-9]+)*$/.test(language)) return null;
  let hyphenateWord: HyphenationFunctionSync;
  try {
    // The package's module per language ('en': US English, 'de': the 1996 spelling's patterns).
    const module = (await import(`hyphen/${language}/index.js`)) as {
      default: { hyphenateSync: HyphenationFunctionSync };
    };
    hyphenateWord = module.default.hyphenateSync;
  } catch {
    return null;
  }
  const hyphenateWords = (text: string) =>
    text.replace(WORD, (word) =>
      word.length < LONG_WORD_LETTERS || word === word.toUpperCase()
        ? word
        : hyphenateWord(word, { hyphenChar: SOFT_HYPHEN }),
    );
  return (text) => {
    if (text.includes(SOFT_HYPHEN)) return text; // hyphenated by hand: as written
    let result = '';
    let from = 0;
    for (const kept of text.matchAll(KEPT)) {
      result += hyphenateWords(text.slice(from, kept.index)) + kept[0];
      from = kept.index + kept[0].length;
    }
    return result + hyphenateWords(text.slice(from));
  };
}

/** Every string of a tree of translations, hyphenated; keys as they are. */
export function hyphenateTree(value: unknown, hyphenate: Hyphenate): unknown {
  if (typeof value === 'string') return hyphenate(value);
  if (Array.isArray(value)) return value.map((item) => hyphenateTree(item, hyphenate));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, hyphenateTree(item, hyphenate)]),
    );
  }
  return value;
}
