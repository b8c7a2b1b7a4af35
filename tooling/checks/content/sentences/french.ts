/**
 * What a French sentence keeps once filled: elision before a vowel or a mute h (« d’Anne »,
 * « d’Hélène », « qu’il »), the contracted articles (« du », « au », never « de le », « à le »),
 * a narrow no-break space (U+202F) before %, no bracket inside a bracket, an apposition closed
 * by a comma.
 */
import {
  matching,
  nestedBrackets,
  lawArticles,
  ownWords,
  unclosedApposition,
  type SentenceRule,
} from './sentenceRule.ts';

/**
 * Words whose h is aspirated, which take no elision (« le haut », « de Hollande »), as far
 * as the template's sentences and values use them; any other h is taken as mute.
 */
const ASPIRATED_H = /^h(?:aut|ors|asard|ausse|éros|onte|ollande|ongr|uit|ache|angar|ibou)/i;

/**
 * Whether a word's first sound is a vowel: a vowel letter, a y before a consonant, a mute h; not
 * « onze », « oui », nor an English acronym read /ju/ (« le UK GDPR »).
 */
function beginsWithVowelSound(word: string): boolean {
  if (/^(?:onze|oui|ouistiti)\b/i.test(word) || /^U[KS]\b/.test(word)) return false;
  if (/^[aeiouàâäéèêëîïôöùûüœæ]/i.test(word)) return true;
  if (/^y[^aeiouy]/i.test(word)) return true;
  return /^h[aeiouyàâäéèêëîïôöùûüœæ]/i.test(word) && !ASPIRATED_H.test(word);
}

/** The words that elide before a vowel sound. */
const ELIDING =
  /(?<![\p{L}’])(de|que|le|la|je|me|te|se|ne|ce|jusque|lorsque|puisque)\s+(\p{L}[\p{L}-]*)/giu;

export const FRENCH_RULES: readonly SentenceRule[] = [
  {
    // « de », « que », « le », « la »… elide before a vowel or a mute h: « d’Anne », « l’hébergeur ».
    language: 'fr',
    rule: 'elision before a vowel or a mute h: « d’Anne », « l’UE » (or a sentence that puts no « de » before a name: « par {{name}} »)',
    find: ownWords(ELIDING, ([, word = '']) => beginsWithVowelSound(word)),
  },
  {
    // « si il » is « s’il ».
    language: 'fr',
    rule: '« s’il », « s’ils »',
    find: ownWords(/(?<![\p{L}’])si\s+ils?\b/giu),
  },
  {
    // « de le », « à le », « de les », « à les » before a noun are « du », « au », « des », « aux ».
    language: 'fr',
    rule: 'the contracted article: « du », « au », « des », « aux »',
    find: matching(
      /(?<![\p{L}’])(?:de|à)\s+(?:le|les)\s+(?=[\p{Lu}\d«])|(?<![\p{L}’])(?:du|des|au|aux)\s+(?:le|la|les|l’)(?=[\s\p{L}])/u,
    ),
  },
  {
    // French sets % apart with a narrow no-break space (U+202F), as the rest of its typography.
    language: 'fr',
    rule: 'a narrow no-break space (U+202F) before %',
    find: matching(/\d(?:[ \u00a0])?%/),
  },
  {
    // A bracket inside a bracket is a square one, or the sentence is rephrased.
    language: 'fr',
    rule: 'no round bracket inside another (« […] » inside, or the abbreviation after a comma)',
    find: nestedBrackets,
  },
  {
    language: 'fr',
    rule: 'a comma closing the apposition the value ends with',
    find: unclosedApposition(['le', 'la', 'les', 'l’']),
  },
  {
    // « du RGPD » but « de la LPD »: the article takes the law's gender.
    language: 'fr',
    rule: 'the article of the law’s gender: « du RGPD », « de la LPD »',
    find: lawArticles(
      {
        RGPD: 'masculine',
        'UK GDPR': 'masculine',
        règlement: 'masculine',
        LPD: 'feminine',
        loi: 'feminine',
      },
      {
        masculine: ['la', 'de la', 'à la', 'une', 'cette'],
        feminine: ['le', 'du', 'au', 'un', 'ce'],
      },
    ),
  },
];
