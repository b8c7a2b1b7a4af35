/**
 * Formatting of percentage returns. The site writes returns with a comma as the
 * decimal separator in every language (the spec's '+2,35%' and '-1,20%'), so the
 * number format is fixed to Italian conventions rather than following the page
 * language; grouping is off so '1234,50%' never gains a thousands separator.
 */
const NUMBER_LOCALE = 'it-IT';

/** What a missing figure shows: an em dash. */
export const MISSING_RETURN = '—';

const signedWhenNonZero = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
  signDisplay: 'exceptZero',
});

const unsigned = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

const axis = new Intl.NumberFormat(NUMBER_LOCALE, {
  maximumFractionDigits: 2,
  useGrouping: false,
});

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
  return `${signedWhenNonZero.format(toCents(value) / 100)}%`;
}

/**
 * A return as the chart's tooltip shows it: like formatReturn, but every
 * non-negative value carries an explicit plus sign ('+0,00%').
 */
export function formatSignedReturn(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return MISSING_RETURN;
  const cents = toCents(value);
  const formatted = signedWhenNonZero.format(cents / 100);
  return cents === 0 ? `+${formatted}%` : `${formatted}%`;
}

/** A share without a sign, e.g. profitable weeks: '61,54%'. */
export function formatPercent(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return MISSING_RETURN;
  return `${unsigned.format(toCents(value) / 100)}%`;
}

/** A y-axis tick: as few decimals as needed, a comma and a percent sign ('-2,5%', '10%'). */
export function formatAxisPercent(value: number): string {
  return `${axis.format(toCents(value) / 100)}%`;
}
