/**
 * What a German sentence keeps once filled: no bracket inside a bracket, and an apposition
 * closed by a comma (§ 77 of the official rules: „…der Datenschutz-Grundverordnung („DSGVO“),
 * und…“).
 */
import {
  lawArticles,
  nestedBrackets,
  unclosedApposition,
  type SentenceRule,
} from './sentenceRule.ts';

export const GERMAN_RULES: readonly SentenceRule[] = [
  {
    // Duden: a bracket inside a bracket is a square one; a citation's own (EDÖB) is rephrased.
    language: 'de',
    rule: 'no round bracket inside another (Duden: „[…]“ inside, or the abbreviation after a comma)',
    find: nestedBrackets,
  },
  {
    // An apposition is closed by a comma when the sentence goes on (§ 77 Amtliche Regelung).
    language: 'de',
    rule: 'a comma closing the apposition the value ends with (or the name in brackets)',
    find: unclosedApposition(['der', 'die', 'das', 'des', 'dem', 'den']),
  },
  {
    // „der DSGVO“ but „des DSG“: the article takes the law's gender.
    language: 'de',
    rule: 'the article of the law’s gender: „der DSGVO“, „des DSG“',
    find: lawArticles(
      {
        DSGVO: 'feminine',
        'UK-DSGVO': 'feminine',
        Verordnung: 'feminine',
        UK: 'feminine',
        DSG: 'neuter',
        Bundesgesetz: 'neuter',
      },
      {
        feminine: ['das', 'des', 'dem', 'den', 'ein', 'eines', 'einem'],
        neuter: ['die', 'der', 'den', 'eine', 'einer'],
      },
    ),
  },
];
