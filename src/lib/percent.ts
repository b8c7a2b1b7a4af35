/**
 * Every figure the trading page writes, from one table of each language's forms
 * (FIGURE_FORMS), never through Intl.NumberFormat: a page's first NumberFormat
 * loads the browser's number data, one task of about 50 ms on a slow phone
 * while the app takes the page over (docs/performance.md).
 *
 * One formatter per kind: a month's or a year's return (formatReturn), a signed
 * return (formatSignedReturn: the headline, table and tooltip), a signed return in
 * a sentence (formatProseReturn: the chart's summary), a share (formatPercent), an
 * axis tick (formatAxisPercent), a figure in a sentence (formatProsePercent) and a
 * plain decimal (formatDecimal: the risk score). English and Italian keep the spec's returns ('+2,35%', the sample's
 * languages); German, French and Spanish write theirs as their typography does
 * ('+2,35 %', '−1,20 %'). docs/decisions/languages.md, "Figures".
 */
import type { Language } from './language';

/** What a missing figure shows: an em dash. */
export const MISSING_RETURN = '—';

/** How a language writes a figure. */
export interface FigureForm {
  /** The decimal sign of a figure in a sentence and of the risk score: '74.5%', '3.5' in English. */
  decimal: string;
  /** The decimal sign of the panel's figures (returns, shares, ticks): the spec's comma in English too. */
  figureDecimal: string;
  /** What follows the digits of a percentage: the sign, after the (no-break) space the language puts there. */
  percent: string;
  /** The sign of a negative figure. */
  minus: string;
}

/**
 * One entry per language; a language without one is written the English way.
 * German and Spanish set % apart with a no-break space, French with a narrow one
 * (U+202F), as their typography does; the three write a negative figure with the
 * minus sign (U+2212), which screen readers read as minus. English and Italian
 * keep the spec's '+2,35%' and '-1,20%' (hyphen-minus).
 */
const ENGLISH: FigureForm = { decimal: '.', figureDecimal: ',', percent: '%', minus: '-' };
export const FIGURE_FORMS: Readonly<Record<Language, FigureForm>> = {
  en: ENGLISH,
  it: { decimal: ',', figureDecimal: ',', percent: '%', minus: '-' },
  de: { decimal: ',', figureDecimal: ',', percent: '\u00a0%', minus: '\u2212' },
  fr: { decimal: ',', figureDecimal: ',', percent: '\u202f%', minus: '\u2212' },
  es: { decimal: ',', figureDecimal: ',', percent: '\u00a0%', minus: '\u2212' },
};

const formOf = (language: Language): FigureForm => FIGURE_FORMS[language] ?? ENGLISH;

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
 * The digits of whole cents, without sign or grouping: 235 → '2,35' with a
 * comma; 'fewest' drops trailing zeros (250 → '2,5', 1000 → '10').
 */
export function decimalText(cents: number, decimals: 'two' | 'fewest', separator: string): string {
  const absolute = Math.abs(cents);
  const fraction = String(absolute % 100).padStart(2, '0');
  const shown = decimals === 'two' ? fraction : fraction.replace(/0+$/, '');
  const whole = String(Math.floor(absolute / 100));
  return `${whole}${shown ? `${separator}${shown}` : ''}`;
}

/** Which figures carry a plus sign: those above zero, those from zero up, or none. */
type Plus = 'positive' | 'nonNegative' | 'never';

interface FigureStyle {
  decimals: 'two' | 'fewest';
  /** The panel's figures or a sentence's (FigureForm's figureDecimal or decimal). */
  decimal: 'figureDecimal' | 'decimal';
  plus: Plus;
  percent: boolean;
}

function figure(value: number, language: Language, style: FigureStyle): string {
  const form = formOf(language);
  const cents = toCents(value);
  const plusShown =
    style.plus === 'nonNegative' ? cents >= 0 : style.plus === 'positive' && cents > 0;
  const sign = cents < 0 ? form.minus : plusShown ? '+' : '';
  const digits = decimalText(cents, style.decimals, form[style.decimal]);
  return `${sign}${digits}${style.percent ? form.percent : ''}`;
}

const present = (value: number | null): value is number => value !== null && Number.isFinite(value);

/**
 * A return as the month and year cards show it: two decimals, a plus sign when
 * positive, a minus when negative and no sign for zero ('0,00%'). A missing
 * value is an em dash.
 */
export function formatReturn(value: number | null, language: Language): string {
  if (!present(value)) return MISSING_RETURN;
  return figure(value, language, {
    decimals: 'two',
    decimal: 'figureDecimal',
    plus: 'positive',
    percent: true,
  });
}

/**
 * A return as the headline, the data table and the tooltip write it: like
 * formatReturn, but every non-negative value carries an explicit plus sign ('+0,00%').
 */
export function formatSignedReturn(value: number | null, language: Language): string {
  if (!present(value)) return MISSING_RETURN;
  return figure(value, language, {
    decimals: 'two',
    decimal: 'figureDecimal',
    plus: 'nonNegative',
    percent: true,
  });
}

/**
 * A signed return in a sentence of the page's language (the chart's summary): like
 * formatSignedReturn, with the sentence's decimal sign ('+25.11%' in English,
 * '+25,11 %' in German).
 */
export function formatProseReturn(value: number | null, language: Language): string {
  if (!present(value)) return MISSING_RETURN;
  return figure(value, language, {
    decimals: 'two',
    decimal: 'decimal',
    plus: 'nonNegative',
    percent: true,
  });
}

/** A share without a sign, e.g. profitable weeks: '61,54%'. */
export function formatPercent(value: number | null, language: Language): string {
  if (!present(value)) return MISSING_RETURN;
  return figure(value, language, {
    decimals: 'two',
    decimal: 'figureDecimal',
    plus: 'never',
    percent: true,
  });
}

/** A y-axis tick: as few decimals as needed and a percent sign ('-2,5%', '10%'). */
export function formatAxisPercent(value: number, language: Language): string {
  return figure(value, language, {
    decimals: 'fewest',
    decimal: 'figureDecimal',
    plus: 'never',
    percent: true,
  });
}

/**
 * A percentage in a sentence of the page's language, with the decimals it needs
 * (up to two): 74.5 → '74.5%' (en), '74,5%' (it), '74,5 %' (de). No digit
 * grouping: the figures the template writes in prose are shares, at most 100.
 */
export function formatProsePercent(value: number, language: Language): string {
  return figure(value, language, {
    decimals: 'fewest',
    decimal: 'decimal',
    plus: 'never',
    percent: true,
  });
}

/** A plain figure in the language's decimal sign, up to two decimals: the risk score's '3,5' (sur 10). */
export function formatDecimal(value: number, language: Language): string {
  return figure(value, language, {
    decimals: 'fewest',
    decimal: 'decimal',
    plus: 'never',
    percent: false,
  });
}
