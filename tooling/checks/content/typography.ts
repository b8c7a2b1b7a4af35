import type { TermRule } from './termCheck';

/**
 * Each language's own typography, kept by the content check on the template's
 * strings (an owner's own words get it as advice): French spaces before the
 * high signs and inside guillemets, German „…“ quotes and citations held
 * together, Spanish opening ¿ and ¡.
 * Markup, placeholders and addresses are left out before these run.
 */
export const TYPOGRAPHY_RULES: readonly TermRule[] = [
  {
    language: 'fr',
    pattern: /(?<![\u202F\u00A0])[;:!?](?!\/\/)/,
    instead: 'a narrow no-break space (U+202F) before ; : ! ?',
  },
  {
    language: 'fr',
    pattern: /«(?!\u202F)|(?<!\u202F)»/,
    instead: 'a narrow no-break space (U+202F) inside « »',
  },
  { language: 'fr', pattern: /["“”„]/, instead: 'the guillemets « »' },
  { language: 'fr', pattern: /\d %|\d%/, instead: 'a no-break space before %: "74,5 %"' },
  { language: 'de', pattern: /["”«»]/, instead: 'the German quotation marks „…“' },
  { language: 'de', pattern: /\d%/, instead: 'a no-break space before %: "74,5 %"' },
  {
    language: 'de',
    // A line must not end on „Art.“ or „§“ and start the next on its number (copy review 5, DT-1).
    pattern:
      /(?:§§?|\b(?:Art|Abs|Nr|Bst|Ziff)\.|\bSatz) \d|\b(?:lit|Bst)\. [a-z]\b|\bRs\. C-|\b\d{1,2}\. (?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b|\b[zdu]\. [BhaA]\./u,
    instead:
      'a no-break space (U+00A0) after § and after „Art.“, „Abs.“, „Nr.“, „Satz“, „lit.“, „Bst.“ and „Rs.“ before what they cite, after a day’s „10.“ and inside „z. B.“',
  },
  { language: 'es', pattern: /\d%/, instead: 'a no-break space before %: "74,5 %"' },
  {
    language: 'es',
    pattern: /(?:^|[.!?:]\s+)[^¿¡.!?:]*\?/,
    instead: 'the opening question mark ¿ where the question begins',
  },
  {
    language: 'es',
    pattern: /(?:^|[.!?:]\s+)[^¿¡.!?:]*!/,
    instead: 'the opening exclamation mark ¡ where the exclamation begins',
  },
  { language: 'es', pattern: /["„]/, instead: 'the comillas latinas « » (then “ ” inside)' },
];
