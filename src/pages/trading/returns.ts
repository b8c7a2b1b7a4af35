/**
 * Formatting of percentage returns. The site writes returns with a comma as the
 * decimal separator in every language (the spec's '+2,35%' and '-1,20%') and
 * never groups thousands ('1234,50%'), from whole cents (src/lib/percent.ts,
 * which says why not Intl). A figure in a sentence is formatProsePercent's.
 */
import { decimalText, toCents } from '../../lib/percent';

/** What a missing figure shows: an em dash. */
export const MISSING_RETURN = '—';

/** Whole cents as the spec writes returns, with a comma in every language. */
const centsText = (cents: number, decimals: 'two' | 'fewest') => decimalText(cents, decimals, ',');

/**
 * A return as the month and year cards show it: two decimals, a comma, a plus
 * sign when positive, a minus when negative and no sign for zero ('0,00%').
 * A missing value is an em dash.
 */
export function formatReturn(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return MISSING_RETURN;
  const cents = toCents(value);
  return `${cents > 0 ? '+' : ''}${centsText(cents, 'two')}%`;
}

/**
 * A return as the chart's tooltip shows it: like formatReturn, but every
 * non-negative value carries an explicit plus sign ('+0,00%').
 */
export function formatSignedReturn(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return MISSING_RETURN;
  const cents = toCents(value);
  return `${cents >= 0 ? '+' : ''}${centsText(cents, 'two')}%`;
}

/** A share without a sign, e.g. profitable weeks: '61,54%'. */
export function formatPercent(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return MISSING_RETURN;
  return `${centsText(toCents(value), 'two')}%`;
}

/** A y-axis tick: as few decimals as needed, a comma and a percent sign ('-2,5%', '10%'). */
export function formatAxisPercent(value: number): string {
  return `${centsText(toCents(value), 'fewest')}%`;
}
