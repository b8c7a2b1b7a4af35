import type { TermRule } from './termCheck';

/**
 * Each language's own typography, kept by the content check on the template's
 * strings (an owner's own words get it as advice): French spaces before the
 * high signs and inside guillemets, German „…“ quotes and citations held
 * together, Spanish opening ¿ and ¡ and no parentheses nested by a
 * placeholder's value. Markup, placeholders and addresses are left out before
 * these run, but for a rule read as written.
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
  { language: 'fr', pattern: /\bn° /i, instead: 'a no-break space after n°: "n° 78-17"' },
  {
    // The authority's name comes bare (« Commission nationale de l’informatique et des
    // libertés, CNIL »): set off by commas it reads as an apposition missing its article,
    // whose gender the template does not know, and in parentheses its own « (CNIL) » nests.
    language: 'fr',
    asWritten: true,
    pattern: /(?<!\u202F: (?:<\w+>)?)\{\{authority\}\}/,
    instead:
      'the authority after a colon (« … compétente pour le responsable du traitement : {{authority}}. »): its name comes without an article, and may hold parentheses of its own (« … (CNIL) »)',
  },
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
  {
    language: 'es',
    asWritten: true,
    pattern: /\([^()]*\{\{(?:cookieRule|cookieExemption|authority)\}\}[^()]*\)/,
    instead:
      'rayas (—{{cookieRule}}—) or a colon: a rule’s or an authority’s name may hold parentheses of its own ("… 2003 (PECR)", "… (ICO)"), and Spanish never nests them',
  },
];
