import { FIRST_PERFORMANCE_YEAR, MONTHLY_RETURNS } from '../../content/trading';

type MonthStyle = 'short' | 'long';

/** Month names come from Intl in the page language; dates are UTC so no time zone shifts a month. */
function monthFormatter(language: string, style: MonthStyle, withYear: boolean) {
  return new Intl.DateTimeFormat(language, {
    month: style,
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

function firstLetterUpper(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** The twelve month names, January first, capitalised for use as card titles ('Gennaio'). */
export function monthNames(language: string): string[] {
  const formatter = monthFormatter(language, 'long', false);
  return Array.from({ length: 12 }, (_, month) =>
    firstLetterUpper(formatter.format(Date.UTC(2000, month, 1)), language),
  );
}

/** One label per month of the series, e.g. 'Jan 2022' or 'gen 2022' (short) or 'January 2022' (long). */
export function seriesMonthLabels(language: string, style: MonthStyle): string[] {
  const formatter = monthFormatter(language, style, true);
  return MONTHLY_RETURNS.map((_, index) =>
    formatter.format(Date.UTC(FIRST_PERFORMANCE_YEAR, index, 1)),
  );
}
