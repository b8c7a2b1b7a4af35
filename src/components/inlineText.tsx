import type { ReactNode } from 'react';
import { SOFT_HYPHEN } from '../lib/softHyphen';

/** A text drawn inside a sentence, with its language where it is not the page's (`languageOf`). */
export interface InlineText {
  text: string;
  lang?: string | undefined;
}

/** Marks where each value goes in a filled sentence: private-use characters no text holds. */
export const slot = (index: number) => `\uE000${index}\uE000`;
const SLOT = /\uE000(\d+)\uE000/;

/**
 * A text inside a sentence or beside a label, in a `<span lang>` of its own where it is in
 * another language than the page's, else as it is (no element: the markup as before).
 */
export function drawn({ text, lang }: InlineText, key?: number): ReactNode {
  return lang === undefined ? (
    text
  ) : (
    <span key={key} lang={lang}>
      {text}
    </span>
  );
}

/**
 * A sentence that holds texts (`fill` writes it with the values given: i18next's `t` with its
 * key), each text in another language than the page's in a `<span lang>` of its own (WCAG
 * 3.1.2); where every one is in the page's, the sentence as `fill` writes it, so the markup is
 * the same as before.
 */
export function sentenceWith(
  fill: (values: Readonly<Record<string, string>>) => string,
  values: Readonly<Record<string, InlineText>>,
): ReactNode {
  const entries = Object.entries(values);
  if (entries.every(([, value]) => value.lang === undefined)) {
    return fill(Object.fromEntries(entries.map(([name, value]) => [name, value.text])));
  }
  const filled = fill(Object.fromEntries(entries.map(([name], index) => [name, slot(index)])));
  // split() with a group alternates the sentence's own words and each slot's index.
  return filled.split(SLOT).map((part, index) => {
    const value = index % 2 === 1 ? entries[Number(part)]?.[1] : undefined;
    return value ? drawn(value, index) : part;
  });
}

/**
 * A text that begins with another (a city before its country, made at build), that one in a
 * `<span lang>` where its language is not the page's. The two may break their long words apart
 * (each by its own language's rules: soft hyphens), so they are matched without them.
 */
export function textBeginningWith(whole: string, beginning: InlineText): ReactNode {
  if (beginning.lang === undefined) return whole;
  const letters = beginning.text.replaceAll(SOFT_HYPHEN, '');
  let end = 0;
  for (let matched = 0; matched < letters.length && end < whole.length; end += 1) {
    if (whole[end] !== SOFT_HYPHEN) matched += 1;
  }
  if (whole.slice(0, end).replaceAll(SOFT_HYPHEN, '') !== letters) return whole;
  return [drawn({ ...beginning, text: whole.slice(0, end) }, 0), whole.slice(end)];
}
