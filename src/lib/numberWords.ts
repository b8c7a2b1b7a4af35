/**
 * How a figure reads aloud, where the words around it depend on that. Italian
 * elides the article before a number whose reading starts with a vowel
 * ("l’8%", "l’11%", "l’82%", "l’8,5%"), and not before the others ("il 18%",
 * "il 100%"). A sentence that puts such a word before a figure has one key
 * variant per context (i18next's `context`: `share_elided` beside
 * `share`, in trading.json's `signup_disclosure.cfd`), and the language's rule here says which one a figure takes.
 * A language adds its rule and its contexts here; one without a rule has no variants.
 */
import type { Language } from './language';

/** A key variant a figure may call for. */
export type NumberContext = 'elided';

/** The key variants each language's rule may ask for (the translation check allows them there only). */
export const NUMBER_CONTEXTS: Readonly<Record<Language, readonly NumberContext[]>> = {
  it: ['elided'],
};

/**
 * Whether the Italian reading of a whole number starts with a vowel: uno, otto,
 * undici, ottanta to ottantanove, ottocento…, and the thousands, millions and
 * billions of those (ottomila, undicimila, un milione); mille and cento do not.
 */
function italianStartsWithVowel(whole: number): boolean {
  if (whole >= 1e9) return italianStartsWithVowel(Math.floor(whole / 1e9));
  if (whole >= 1e6) return italianStartsWithVowel(Math.floor(whole / 1e6));
  if (whole >= 1000) {
    const thousands = Math.floor(whole / 1000);
    return thousands !== 1 && italianStartsWithVowel(thousands);
  }
  if (whole >= 100) return Math.floor(whole / 100) === 8;
  return whole === 1 || whole === 8 || whole === 11 || (whole >= 80 && whole <= 89);
}

const RULES: Readonly<Record<Language, (value: number) => NumberContext | undefined>> = {
  // The whole part decides ("otto virgola cinque"); a negative figure reads "meno…".
  it: (value) => (value >= 0 && italianStartsWithVowel(Math.floor(value)) ? 'elided' : undefined),
};

/** The key variant a figure takes in a language's sentences, or undefined for the plain key. */
export function numberContext(language: Language, value: number): NumberContext | undefined {
  return RULES[language]?.(value);
}
