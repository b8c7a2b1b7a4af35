/**
 * Periods are written once, language-neutral, in exactly one of two forms:
 * '09/2021 – 06/2023' or '09/2021 – Present' (two-digit month, four-digit year,
 * an en dash with one space on each side). `readPeriod` is the only parser: the
 * experience page reads the years from it and the content check reports what it
 * finds wrong, so what the check accepts is exactly what the page understands.
 */

/** The end of a period that has not ended; the page shows its translation. */
export const PRESENT = 'Present';
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2099;
/** The one separator the content uses: an en dash (U+2013). */
export const PERIOD_DASH = '–';

/** A 4-digit year from 1900 to 2099 that is not part of a longer number. */
const YEAR_PATTERN = /(?<!\d)(?:19|20)\d{2}(?!\d)/g;
/**
 * Start, separator and end. Any dash and any spacing match here, so that a
 * hyphen or a missing space gets its own message instead of "not a period".
 */
const PERIOD_SHAPE = /^(?<start>.*?)(?<before>\s*)(?<dash>[-–—−])(?<after>\s*)(?<end>.*)$/su;
const MONTH_YEAR = /^(?<month>\d{1,2})\/(?<year>\d{4})$/;

export interface PeriodYears {
  /** First year of the period. */
  start: number;
  /** Last year of the period; for an ongoing period, the current year (never before start). */
  end: number;
  /** True when the period ends with 'Present': it runs to the current year. */
  ongoing: boolean;
}

/** Which date of the period a problem is about. */
export type PeriodSide = 'start' | 'end';

/** What is wrong with a period text; the content check puts it into words. */
export type PeriodProblem =
  | { kind: 'not-a-period' }
  | { kind: 'surrounding-space' }
  | { kind: 'wrong-dash'; dash: string }
  | { kind: 'spacing' }
  | { kind: 'missing-date'; side: PeriodSide }
  | { kind: 'year-without-month'; side: PeriodSide; date: string }
  | { kind: 'one-digit-month'; side: PeriodSide; date: string }
  | { kind: 'not-a-date'; side: PeriodSide; date: string }
  | { kind: 'month-out-of-range'; side: PeriodSide; month: string }
  | { kind: 'year-out-of-range'; side: PeriodSide; year: number }
  | { kind: 'present-spelling'; word: string }
  | { kind: 'ends-before-start'; start: string; end: string };

export type PeriodReading =
  { period: PeriodYears; problem?: undefined } | { period?: undefined; problem: PeriodProblem };

interface MonthYear {
  month: number;
  year: number;
}

type DateReading = { date: MonthYear; problem?: undefined } | { problem: PeriodProblem };

function readDate(text: string, side: PeriodSide): DateReading {
  if (text === '') return { problem: { kind: 'missing-date', side } };
  const match = MONTH_YEAR.exec(text);
  if (!match?.groups) {
    return /^\d{4}$/.test(text)
      ? { problem: { kind: 'year-without-month', side, date: text } }
      : { problem: { kind: 'not-a-date', side, date: text } };
  }
  const { month: monthText = '', year: yearText = '' } = match.groups;
  if (monthText.length === 1) return { problem: { kind: 'one-digit-month', side, date: text } };
  const month = Number(monthText);
  if (month < 1 || month > 12) {
    return { problem: { kind: 'month-out-of-range', side, month: monthText } };
  }
  const year = Number(yearText);
  if (year < MIN_YEAR || year > MAX_YEAR) {
    return { problem: { kind: 'year-out-of-range', side, year } };
  }
  return { date: { month, year } };
}

/** Months since year 0, so two dates compare to the month. */
function monthIndex({ month, year }: MonthYear): number {
  return year * 12 + month - 1;
}

/**
 * Reads a period, or says what is wrong with it: the first problem found, in
 * the order an owner would fix them (outer spaces, separator, spacing, start,
 * end, order).
 * An ongoing period runs to the current year, never before its start.
 */
export function readPeriod(text: string, currentYear: number): PeriodReading {
  if (text.trim() !== text && text.trim() !== '') return { problem: { kind: 'surrounding-space' } };
  const groups = PERIOD_SHAPE.exec(text)?.groups;
  if (!groups) return { problem: { kind: 'not-a-period' } };
  const { start = '', before = '', dash = '', after = '', end = '' } = groups;
  if (dash !== PERIOD_DASH) return { problem: { kind: 'wrong-dash', dash } };
  const bothDatesWritten = start !== '' && end !== '';
  if (bothDatesWritten && (before !== ' ' || after !== ' ')) {
    return { problem: { kind: 'spacing' } };
  }

  const startReading = readDate(start, 'start');
  if (startReading.problem) return { problem: startReading.problem };
  const startDate = startReading.date;

  if (end === PRESENT) {
    return {
      period: { start: startDate.year, end: Math.max(startDate.year, currentYear), ongoing: true },
    };
  }
  if (end.toLowerCase() === PRESENT.toLowerCase()) {
    return { problem: { kind: 'present-spelling', word: end } };
  }
  const endReading = readDate(end, 'end');
  if (endReading.problem) return { problem: endReading.problem };
  const endDate = endReading.date;
  if (monthIndex(endDate) < monthIndex(startDate)) {
    return { problem: { kind: 'ends-before-start', start, end } };
  }
  return { period: { start: startDate.year, end: endDate.year, ongoing: false } };
}

/** The period's years, or null when the text is not a valid period (the content check says why). */
export function parsePeriod(text: string, currentYear: number): PeriodYears | null {
  return readPeriod(text, currentYear).period ?? null;
}

/** Every 19xx/20xx year written in the text, in the order they appear (repeats kept). */
export function yearsInText(text: string): number[] {
  return Array.from(text.matchAll(YEAR_PATTERN), (match) => Number(match[0]));
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

/** A period's dates as ISO year-months ('2021-09'): no end while it runs. */
export interface PeriodDates {
  start: string;
  end?: string;
}

/** The dates of a valid period (for the JSON Resume), or null (the content check says why). */
export function periodDates(text: string): PeriodDates | null {
  if (!readPeriod(text, MAX_YEAR).period) return null;
  const [start = '', end = ''] = text.split(` ${PERIOD_DASH} `);
  const iso = (date: string) => `${date.slice(3)}-${date.slice(0, 2)}`;
  return end === PRESENT ? { start: iso(start) } : { start: iso(start), end: iso(end) };
}

/**
 * The period as shown to the visitor: the closing 'Present' is replaced by its
 * translation ('Presente'); everything else stays as written.
 */
export function displayPeriod(text: string, presentWord: string): string {
  return text.endsWith(` ${PRESENT}`) ? `${text.slice(0, -PRESENT.length)}${presentWord}` : text;
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
