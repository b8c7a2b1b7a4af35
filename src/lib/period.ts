/**
 * Periods are written as text in the content ('09/2021 – 06/2023',
 * '09/2021 – Present', '2005'). These pure functions turn that text into years
 * for the experience filter, the year badges and the content check.
 */

/** A 4-digit year from 1900 to 2099 that is not part of a longer number. */
const YEAR_PATTERN = /(?<!\d)(?:19|20)\d{2}(?!\d)/g;
/** The separator between start and end: an en dash, an em dash, a hyphen or a minus sign. */
const SEPARATOR_PATTERN = /[–—\-−]/;

export interface PeriodYears {
  /** First year of the period. */
  start: number;
  /** Last year of the period; for an ongoing period, the current year (never before start). */
  end: number;
  /** True when the end is not a year ('Present'): the period runs to the current year. */
  ongoing: boolean;
}

/** Every 19xx/20xx year written in the text, in the order they appear (repeats kept). */
export function yearsInText(text: string): number[] {
  return Array.from(text.matchAll(YEAR_PATTERN), (match) => Number(match[0]));
}

/**
 * Reads a period's years. The start is the first year written; the separator is
 * the first dash after it. After the separator, the last year written is the end;
 * any other non-empty text ('Present', 'Presente', 'today') means ongoing. With no
 * separator the period is the single year written (or the span of the years written).
 * Returns null when the text has no year or nothing follows the separator.
 * The end may come before the start here: `isPeriodOrdered` tells, and the content
 * check reports it.
 */
export function parsePeriod(text: string, currentYear: number): PeriodYears | null {
  const first = new RegExp(YEAR_PATTERN.source).exec(text);
  if (!first) return null;
  const start = Number(first[0]);
  const afterStart = text.slice(first.index + first[0].length);
  const separator = SEPARATOR_PATTERN.exec(afterStart);
  if (!separator) {
    const years = yearsInText(text);
    return { start, end: years[years.length - 1] ?? start, ongoing: false };
  }
  const endText = afterStart.slice(separator.index + 1).trim();
  if (endText === '') return null;
  const endYears = yearsInText(endText);
  const lastEndYear = endYears[endYears.length - 1];
  if (lastEndYear !== undefined) return { start, end: lastEndYear, ongoing: false };
  return { start, end: Math.max(start, currentYear), ongoing: true };
}

/** True when the period does not end before it starts. */
export function isPeriodOrdered(period: PeriodYears): boolean {
  return period.end >= period.start;
}

/** True when the year falls within the period, both ends included. */
export function periodContainsYear(period: PeriodYears, year: number): boolean {
  return period.start <= year && year <= period.end;
}

/**
 * The years for the filter buttons: every year written in the periods (only the
 * years written, not the years in between, and not the current year of an
 * ongoing period unless some period names it), each once, newest first.
 */
export function filterYears(periods: readonly string[]): number[] {
  const years = new Set(periods.flatMap((period) => yearsInText(period)));
  return [...years].sort((a, b) => b - a);
}

export type YearBadge = 'start' | 'end' | 'only';

/**
 * What the card says about the selected year: 'only' when the period starts and
 * ends in it, 'start' or 'end' when it is the first or last year, otherwise null.
 * An ongoing period has not ended, so it never shows 'end' (nor 'only').
 */
export function badgeForYear(period: PeriodYears, year: number): YearBadge | null {
  if (!periodContainsYear(period, year)) return null;
  const isStart = year === period.start;
  const isEnd = !period.ongoing && year === period.end;
  if (isStart && isEnd) return 'only';
  if (isStart) return 'start';
  if (isEnd) return 'end';
  return null;
}

/**
 * The period as shown to the visitor: the word 'Present' in the content is
 * replaced by its translation ('Presente'); everything else stays as written.
 */
export function displayPeriod(text: string, presentWord: string): string {
  return text.replace(/\bpresent\b/gi, presentWord);
}

export interface ItemInYear<T> {
  item: T;
  period: PeriodYears;
}

/**
 * The items whose period contains the year, in their original order, each with
 * its parsed period. Items whose period does not parse are left out (the content
 * check reports them).
 */
export function itemsInYear<T extends { period: string }>(
  items: readonly T[],
  year: number,
  currentYear: number,
): ItemInYear<T>[] {
  return items.flatMap((item) => {
    const period = parsePeriod(item.period, currentYear);
    return period && periodContainsYear(period, year) ? [{ item, period }] : [];
  });
}
