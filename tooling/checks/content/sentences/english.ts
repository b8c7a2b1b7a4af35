/** What an English sentence keeps once filled: one article, and "a" or "an" as the next word sounds. */
import { ownWords, unclosedApposition, type SentenceRule } from './sentenceRule.ts';

/**
 * Words and abbreviations whose first vowel letter sounds /j/ or /w/ ("a user", "a unique",
 * "a European", "a one-off", "a UK", "a UX designer"): "a", not "an".
 */
const CONSONANT_SOUNDING_VOWEL = /^(?:u(?:ni|s[aeiu]|ti|r[aeiou])|eu|one\b|once\b|U[A-Z])/i;

/** Words whose h is silent ("an hour"), and letters whose names begin with a vowel ("an SI"). */
const VOWEL_SOUNDING_CONSONANT = /^(?:hour|honest|honou?r|heir|[FHLMNRSX](?:[A-Z\d]|\b))/;

export const ENGLISH_RULES: readonly SentenceRule[] = [
  {
    // "the the", "a the": an article in the sentence before a value that brings its own.
    language: 'en',
    rule: 'one article: the value placed may bring its own ("the UK General Data Protection Regulation")',
    find: ownWords(/\b(?:the|an?)\s+(?:the|an?)\b/gi),
  },
  {
    // "a" before a vowel sound, "an" before a consonant sound.
    language: 'en',
    rule: '"an" before a vowel sound, "a" before a consonant sound',
    find: ownWords(
      /(?<![\p{L}\d’-])(an?)\s+([\p{L}\d][\p{L}\d’-]*)/giu,
      ([article = '', word = '']) => {
        const vowel = /^[aeiou]/i.test(word)
          ? !CONSONANT_SOUNDING_VOWEL.test(word)
          : VOWEL_SOUNDING_CONSONANT.test(word) || /^(?:8|1[18](?!\d))/.test(word);
        return vowel !== (article.toLowerCase() === 'an');
      },
    ),
  },
  {
    // An apposition in a value closes before the sentence goes on ("…Regulation (“GDPR”), and…").
    language: 'en',
    rule: 'a comma closing the apposition the value ends with',
    find: unclosedApposition(['the', 'a', 'an']),
  },
];
