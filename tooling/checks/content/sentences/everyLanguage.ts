/**
 * What every language's sentences keep once filled: one space between words, one mark of
 * punctuation where one belongs, every placeholder and tag gone, a figure's decimal sign the
 * language's own (src/lib/percent.ts), § with its number.
 */
import { FIGURE_FORMS } from '../../../../src/lib/percent.ts';
import { excerpt, matching, type SentenceRule } from './sentenceRule.ts';

/** The decimal sign a language does not write in a sentence: the comma in English, else the point. */
const otherDecimalSign = (language: string) =>
  (FIGURE_FORMS[language]?.decimal ?? '.') === '.' ? ',' : '.';

export const EVERY_LANGUAGE_RULES: readonly SentenceRule[] = [
  {
    // Two spaces (or a space beside a no-break one): a placeholder filled with nothing, or a slip.
    language: '*',
    rule: 'one space between words',
    find: matching(/[ \u00a0\u202f]{2,}/),
  },
  {
    // A sentence's end after an abbreviation's full stop ("Inc.."), two commas, a comma before
    // a full stop: a mark the value already brought, or an empty placeholder between two.
    language: '*',
    rule: 'one mark of punctuation: the value’s own full stop ends the sentence too',
    find: matching(/(?<!\.)\.\.(?!\.)|[,;:][ \u00a0\u202f]*[,;:.]|[!?][ \u00a0\u202f]*\./),
  },
  {
    // A space before a comma or full stop, or empty brackets: a placeholder filled with nothing.
    language: '*',
    rule: 'no empty brackets and no space before a comma or a full stop',
    find: matching(/\(\s*\)| [,.](?!\d)/),
  },
  {
    // What interpolation or the markup left: the visitor would read the machinery.
    language: '*',
    rule: 'every placeholder filled and every tag rendered',
    find: matching(/\{\{|\}\}|<\/?[A-Za-z][^>]*>|\$t\(/),
  },
  {
    // § is not parted from its number at a line's end: a no-break space (U+00A0) between.
    language: '*',
    rule: 'a no-break space (U+00A0) between § and its number',
    find: matching(/§ \d|\d §/),
  },
  {
    // A figure written with the other language's decimal sign: '3.5 sur 10', '+25,10%' in English.
    language: '*',
    rule: 'the decimal sign of the sentence’s language (src/lib/percent.ts, FIGURE_FORMS)',
    find: ({ text, figures, language }) => {
      const other = otherDecimalSign(language);
      const figure = figures.find((placed) => new RegExp(`\\d\\${other}\\d`).test(placed));
      const percent = new RegExp(`\\d\\${other}\\d+[ \\u00a0\\u202f]?%`).exec(text);
      const at = figure === undefined ? -1 : text.indexOf(figure);
      if (figure !== undefined && at !== -1) return excerpt(text, at, at + figure.length);
      return percent ? excerpt(text, percent.index, percent.index + percent[0].length) : undefined;
    },
  },
];
