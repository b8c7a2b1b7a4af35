/**
 * What an Italian sentence keeps once filled: the article and the articulated preposition in
 * the form the next word's sound asks for (l’, lo, dell’, degli), figures included
 * (“l’8%”, “dell’11%”: src/lib/numberWords.ts), the euphonic d before the same vowel (“ad
 * aprile”), and an apposition closed by a comma.
 * « di » before a name is not elided in modern usage (“di Anna”), so it is left alone.
 */
import { numberContext } from '../../../../src/lib/numberWords.ts';
import { lawArticles, ownWords, unclosedApposition, type SentenceRule } from './sentenceRule.ts';

const VOWEL = '[aeiouàèéìòùAEIOUÀÈÉÌÒÙ]';
/** s + consonant, z, gn, ps, x, y + vowel: “lo studio”, “lo zaino”, “gli psicologi”. */
const IMPURE_S = '(?:[sS][bcdfgklmnpqrstvzBCDFGKLMNPQRSTVZ]|[zZ]|[gG]n|[pP]s|[xX]|[yY][aeiou])';
/**
 * English words and acronyms whose u is read /ju/, a semiconsonant (“lo user agent”, “del UK
 * GDPR”): no elision before them.
 */
const SEMICONSONANT_U = /^(?:user|unix|U[A-Z])/;

/** The masculine forms that take l’ before a vowel: il, del, al, nel… */
const MASCULINE = '(?:il|del|al|nel|sul|dal|col)';
const PLURAL = '(?:i|dei|ai|nei|sui|dai)';
const LO_LA = '(?:lo|la|dello|della|allo|alla|nello|nella|sullo|sulla|dallo|dalla)';
/** The words after which « lo », « la » are pronouns, whose elision is optional (“che lo integra”). */
const BEFORE_PRONOUN = '(?:che|non|chi|se|si|ti|mi|ci|vi|ne)';

/** Whether a word or figure sounds with a vowel first: a figure as numberWords.ts reads it. */
function soundsWithVowel(word: string): boolean {
  const figure = /^\d+(?:,\d+)?/.exec(word)?.[0];
  if (figure !== undefined) {
    return numberContext('it', Number(figure.replace(',', '.'))) === 'elided';
  }
  return new RegExp(`^${VOWEL}`).test(word) && !SEMICONSONANT_U.test(word);
}

export const ITALIAN_RULES: readonly SentenceRule[] = [
  {
    // il, lo, la, del, della… before a vowel (or a figure read with one) elide: l’, dell’, all’.
    language: 'it',
    rule: 'l’ (dell’, all’, nell’…) before a vowel or a figure read with one: “l’8%”, “dell’articolo”',
    find: ownWords(
      new RegExp(
        `(?<!\\p{L})(?<!${BEFORE_PRONOUN}\\s)(?:${MASCULINE}|${LO_LA})\\s+([\\p{L}\\d][\\p{L}\\d,]*)`,
        'giu',
      ),
      ([word = '']) => soundsWithVowel(word),
    ),
  },
  {
    // il, del… before an impure s, z, gn, ps or x take lo, dello…; i, dei… take gli, degli…
    language: 'it',
    rule: 'lo / gli (dello, degli…) before s + consonant, z, gn, ps, x, and gli before a vowel',
    find: ownWords(
      new RegExp(
        `(?<!\\p{L})(?:${MASCULINE}\\s+${IMPURE_S}|${PLURAL}\\s+(?:${VOWEL}|${IMPURE_S}))\\p{L}*`,
        'giu',
      ),
    ),
  },
  {
    // di, a, da, in, su + an article are one word: del, al, dal, nel, sul.
    language: 'it',
    rule: 'the articulated preposition: “del”, not “di il”',
    find: ownWords(/(?<!\p{L})(?:di|a|da|in|su)\s+(?:(?:il|lo|la|i|gli|le)(?=\s)|l’(?=\p{L}))/gu),
  },
  {
    // The euphonic d before the same vowel, as edited Italian writes it: “ad aprile”, “ad Anna”,
    // “ed Enel” (the Accademia della Crusca keeps it to that case).
    language: 'it',
    rule: 'ad / ed before the same vowel: “ad aprile”, “ad Anna”, “ed Enel”',
    find: ownWords(/(?<!\p{L})(?:a\s+[aàAÀ]|e\s+[eèéEÈÉ])\p{L}*/gu),
  },
  {
    // An apposition in a value closes before the sentence goes on (“…(“GDPR”), e della…”).
    language: 'it',
    rule: 'a comma closing the apposition the value ends with',
    find: unclosedApposition(['il', 'lo', 'la', 'i', 'gli', 'le', 'l’']),
  },
  {
    // “del GDPR” but “della LPD”: the article takes the law's gender.
    language: 'it',
    rule: 'the article of the law’s gender: “del GDPR”, “della LPD”',
    find: lawArticles(
      {
        GDPR: 'masculine',
        'UK GDPR': 'masculine',
        Regolamento: 'masculine',
        LPD: 'feminine',
        legge: 'feminine',
      },
      {
        masculine: ['la', 'della', 'alla', 'dalla', 'nella', 'sulla', 'una'],
        feminine: ['il', 'lo', 'del', 'dello', 'al', 'dal', 'nel', 'sul', 'un'],
      },
    ),
  },
];
