/**
 * Formatting of percentage returns. The site writes returns with a comma as the
 * decimal separator in every language (the spec's '+2,35%' and '-1,20%') and
 * never groups thousands ('1234,50%'). The figures are whole cents written out
 * by hand rather than through Intl.NumberFormat: a page's first NumberFormat
 * loads the browser's number data, one task of about 50 ms on a slow phone
 * while the app takes the page over (docs/performance.md).
 */

/** What a missing figure shows: an em dash. */
export const MISSING_RETURN = '—';

/** Whole cents as a decimal with a comma: 235 → '2,35'; 'fewest' drops trailing zeros (250 → '2,5'). */
function centsText(cents: number, decimals: 'two' | 'fewest'): string {
  const absolute = Math.abs(cents);
  const fraction = String(absolute % 100).padStart(2, '0');
  const shown = decimals === 'two' ? fraction : fraction.replace(/0+$/, '');
  const whole = String(Math.floor(absolute / 100));
  return `${cents < 0 ? '-' : ''}${whole}${shown ? `,${shown}` : ''}`;
}

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
