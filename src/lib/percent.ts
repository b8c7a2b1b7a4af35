/**
 * Percentages written out by hand, never through Intl.NumberFormat: a page's
 * first NumberFormat loads the browser's number data, one task of about 50 ms on
 * a slow phone while the app takes the page over (docs/performance.md).
 *
 * Two ways of writing them: the returns keep the spec's format in every language
 * (src/pages/trading/returns.ts: '+2,35%'), while a figure in a sentence follows
 * the sentence's language (formatProsePercent: '74.5%' in English, '74,5%' in
 * Italian).
 */
import type { Language } from './language';

/**
 * Rounds to whole cents, halves away from zero. The product is cut to 12
 * significant digits first, so binary noise does not decide a half: 1.005 is
 * 100.5 cents (→ 101), not the 100.4999… that 1.005 * 100 gives.
 * -0 and values that round to zero become a plain 0.
 */
export function toCents(value: number): number {
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(12)));
  return cents === 0 ? 0 : Math.sign(value) * cents;
}

/**
 * Whole cents as a decimal, without grouping: 235 → '2,35' with a comma;
 * 'fewest' drops trailing zeros (250 → '2,5', 1000 → '10').
 */
export function decimalText(cents: number, decimals: 'two' | 'fewest', separator: string): string {
  const absolute = Math.abs(cents);
  const fraction = String(absolute % 100).padStart(2, '0');
  const shown = decimals === 'two' ? fraction : fraction.replace(/0+$/, '');
  const whole = String(Math.floor(absolute / 100));
  return `${cents < 0 ? '-' : ''}${whole}${shown ? `${separator}${shown}` : ''}`;
}

/** How a language writes a percentage in a sentence: its decimal sign and what follows the digits. */
interface PercentStyle {
  decimal: string;
  /** The percent sign, with the space the language puts before it (a no-break one). */
  sign: string;
}

/**
 * One entry per language; a language without one is written the English way.
 * German and Spanish set the sign apart with a no-break space, French with a
 * narrow one (U+202F); English and Italian write it close.
 */
const ENGLISH: PercentStyle = { decimal: '.', sign: '%' };
const PERCENT_STYLES: Readonly<Record<Language, PercentStyle>> = {
  en: ENGLISH,
  it: { decimal: ',', sign: '%' },
  de: { decimal: ',', sign: '\u00a0%' },
  fr: { decimal: ',', sign: '\u202f%' },
  es: { decimal: ',', sign: '\u00a0%' },
};

/**
 * A percentage in a sentence of the page's language, with the decimals it needs
 * (up to two): 74.5 → '74.5%' (en), '74,5%' (it), '74,5 %' (de). No digit
 * grouping: the figures the template writes in prose are shares, at most 100.
 */
export function formatProsePercent(value: number, language: Language): string {
  const { decimal, sign } = PERCENT_STYLES[language] ?? ENGLISH;
  return `${decimalText(toCents(value), 'fewest', decimal)}${sign}`;
}
