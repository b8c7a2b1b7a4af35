/**
 * A rule of a language that a filled sentence (filling.ts) must keep, and the helpers the
 * languages' rules share. Each language's rules are in the module named for it; the rules of
 * every language in everyLanguage.ts.
 */
import type { FilledSentence } from './filling.ts';

export interface SentenceRule {
  /** The language whose rule it is, or '*' for every language. */
  language: string;
  /** The rule, as a message gives it: what the language asks for. */
  rule: string;
  /** The part of a sentence that breaks it, or undefined. */
  find: (sentence: FilledSentence) => string | undefined;
}

/** How much of the text around a fault a message quotes. */
const AROUND = 24;

/** The fault with a little of the text around it, as a message quotes it. */
export function excerpt(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - AROUND), start);
  const after = text.slice(end, end + AROUND);
  return `${start > AROUND ? '…' : ''}${before}${text.slice(start, end)}${after}${end + AROUND < text.length ? '…' : ''}`;
}

/** A rule that a pattern's match breaks; the message quotes the match in its context. */
export function matching(pattern: RegExp): SentenceRule['find'] {
  return ({ text }) => {
    const found = pattern.exec(text);
    return found ? excerpt(text, found.index, found.index + found[0].length) : undefined;
  };
}

/** Where the placed values stand in each sentence's text, found once for all the rules. */
const SPANS = new WeakMap<FilledSentence, [number, number][]>();

/** Where the placed values stand in a sentence's text: [start, end) of each occurrence. */
function valueSpans(sentence: FilledSentence): [number, number][] {
  const known = SPANS.get(sentence);
  if (known) return known;
  const { text, placed } = sentence;
  const spans = Object.values(placed).flatMap((value) => {
    const occurrences: [number, number][] = [];
    if (value === '') return occurrences;
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
      occurrences.push([at, at + value.length]);
    }
    return occurrences;
  });
  SPANS.set(sentence, spans);
  return spans;
}

/**
 * A rule about the sentence's own words: the first match of a global pattern that begins in the
 * template's text, not inside a placed value (a Polish law's « o » is no Spanish conjunction),
 * and that the test, if any, confirms (given the match's groups).
 */
export function ownWords(
  pattern: RegExp,
  confirms: (groups: readonly string[]) => boolean = () => true,
): SentenceRule['find'] {
  return (sentence) => {
    const spans = valueSpans(sentence);
    for (const found of sentence.text.matchAll(pattern)) {
      const inValue = spans.some(([start, end]) => found.index >= start && found.index < end);
      if (!inValue && confirms(found.slice(1).map((group) => group ?? ''))) {
        return excerpt(sentence.text, found.index, found.index + found[0].length);
      }
    }
    return undefined;
  };
}

/**
 * A bracket around one to three letters or digits (Article 6(1)(f), alin. (5), § (4)): a
 * citation's subdivision, which a language forbidding nested brackets still writes so.
 */
const SUBDIVISION = /^\([\p{L}\d]{1,3}\)/u;

/**
 * A bracket opened inside another, or two closed one after the other: German, French and
 * Spanish typography set a bracket inside a bracket as [ ] or rephrase. A citation's
 * subdivision (SUBDIVISION) is no bracket of the sentence, and a letter's closing bracket
 * with none opened (point f), 6.1.f)) is an enumeration's.
 */
export function nestedBrackets({ text }: FilledSentence): string | undefined {
  const doubled = /\)\s*\)/.exec(text);
  if (doubled) return excerpt(text, doubled.index, doubled.index + doubled[0].length);
  let opened: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '(') {
      const subdivision = SUBDIVISION.exec(text.slice(index))?.[0];
      if (subdivision) {
        index += subdivision.length - 1;
        continue;
      }
      const outer = opened.at(-1);
      if (outer !== undefined) return excerpt(text, outer, index + 1);
      opened = [...opened, index];
    } else if (character === ')') {
      opened = opened.slice(0, -1);
    }
  }
  return undefined;
}

/** Where a value's depth-0 comma is (a comma outside its brackets), the last one; -1 if none. */
function lastOpenComma(value: string): number {
  let depth = 0;
  let comma = -1;
  for (let index = 0; index < value.length; index += 1) {
    const character = value[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (character === ',' && depth === 0 && value[index + 1] === ' ') comma = index;
  }
  return comma;
}

/** What may follow an apposition's end: punctuation, a closing bracket or quote, the end. */
const CLOSES = /^(?:$|[,;:.!?)\]»“”"’…]|[\u00a0\u202f]*[»;:!?])/;

/**
 * A placed value that ends in an apposition (after its last comma, an article of the language
 * or its own first word again: "Regulation (EU) 2016/679, the General Data Protection
 * Regulation") and a sentence that goes on without closing it with a comma, a bracket or its
 * end: „…der Datenschutz-Grundverordnung („DSGVO“) und nach…“.
 */
export function unclosedApposition(articles: readonly string[]): SentenceRule['find'] {
  const opensApposition = (word: string, firstWord: string) => {
    const lower = word.toLowerCase();
    return (
      word === firstWord ||
      articles.some((article) =>
        article.endsWith('’') ? lower.startsWith(article) : lower === article,
      )
    );
  };
  return ({ text, placed }) => {
    for (const value of Object.values(placed)) {
      const comma = lastOpenComma(value);
      if (comma === -1) continue;
      const firstWord = value.split(' ')[0] ?? '';
      const nextWord = value.slice(comma + 2).split(' ')[0] ?? '';
      if (!opensApposition(nextWord, firstWord)) continue;
      for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
        const end = at + value.length;
        if (!CLOSES.test(text.slice(end))) return excerpt(text, end, end);
      }
    }
    return undefined;
  };
}

/** A noun's grammatical gender, as the article before it shows. */
export type Gender = 'feminine' | 'masculine' | 'neuter';

/**
 * An article (or a preposition joined to one) of another gender before a placed law: « du
 * LPD », „der DSG“. The genders are the laws' as the language's regimes name them (the short
 * name, or the first word of the full one); the articles are those a noun of each gender never
 * takes.
 */
export function lawArticles(
  genders: Readonly<Record<string, Gender>>,
  misfits: Readonly<Partial<Record<Gender, readonly string[]>>>,
): SentenceRule['find'] {
  return ({ text, placed }) => {
    for (const value of Object.values(placed)) {
      const gender = genders[value] ?? genders[value.split(' ')[0] ?? ''];
      const articles = gender ? misfits[gender] : undefined;
      if (!articles) continue;
      const before = new RegExp(`(?<!\\p{L})(?:${articles.join('|')})\\s+$`, 'iu');
      for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
        const article = before.exec(text.slice(0, at));
        if (article) return excerpt(text, article.index, at + value.length);
      }
    }
    return undefined;
  };
}
