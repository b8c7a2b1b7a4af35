/** For the rules' tests: which rules a sentence breaks, given its text and what was placed in it. */
import type { FilledSentence } from '../filling.ts';
import { SENTENCE_RULES } from '../sentenceRules.ts';

export function brokenRules(
  language: string,
  text: string,
  filled: Partial<Pick<FilledSentence, 'placed' | 'people' | 'figures'>> = {},
): string[] {
  const sentence: FilledSentence = {
    where: 'test',
    language,
    text,
    placed: {},
    people: [],
    figures: [],
    ...filled,
  };
  return SENTENCE_RULES.filter(
    (rule) =>
      (rule.language === '*' || rule.language === language) && rule.find(sentence) !== undefined,
  ).map(({ rule }) => rule);
}
