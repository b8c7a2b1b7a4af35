import {
  MAX_YEAR,
  MIN_YEAR,
  PERIOD_DASH,
  PRESENT,
  readPeriod,
  type PeriodProblem,
} from '../../../src/lib/period.ts';

/**
 * The content check's wording for a period: `readPeriod` (the parser the pages
 * use) finds the problem, this file says it in words an owner can act on. The
 * words stay out of the site's bundle; only the check and the tests import them.
 */

const FORMS = `"MM/YYYY ${PERIOD_DASH} MM/YYYY" or "MM/YYYY ${PERIOD_DASH} ${PRESENT}"`;
const EXAMPLE = `"09/2013 ${PERIOD_DASH} 10/2015"`;

function describe(problem: PeriodProblem, text: string): string {
  switch (problem.kind) {
    case 'not-a-period':
      return `"${text}" is not a period: write ${FORMS}, e.g. ${EXAMPLE}`;
    case 'surrounding-space':
      return `remove the spaces before or after the period, e.g. ${EXAMPLE}`;
    case 'wrong-dash':
      return `use an en dash "${PERIOD_DASH}" between the dates, not "${problem.dash}"`;
    case 'spacing':
      return `put one space on each side of the dash, e.g. ${EXAMPLE}`;
    case 'missing-date':
      return `the ${problem.side} date is missing: write ${FORMS}`;
    case 'year-without-month':
      return `the ${problem.side} "${problem.date}" has no month: write MM/YYYY, e.g. "09/${problem.date}" for September ${problem.date}`;
    case 'one-digit-month':
      return `write the month with two digits: "0${problem.date}", not "${problem.date}"`;
    case 'not-a-date':
      return problem.side === 'end'
        ? `the end "${problem.date}" is not a date: write MM/YYYY, or "${PRESENT}" if it has not ended`
        : `the start "${problem.date}" is not a date: write MM/YYYY, e.g. "09/2013"`;
    case 'month-out-of-range':
      return `month ${problem.month} does not exist (use 01–12)`;
    case 'year-out-of-range':
      return `year ${problem.year} is outside ${MIN_YEAR}–${MAX_YEAR}`;
    case 'present-spelling':
      return `write "${PRESENT}" with a capital P, not "${problem.word}"`;
    case 'ends-before-start':
      return `ends (${problem.end}) before it starts (${problem.start})`;
  }
}

/** What is wrong with a period text, in words, or null when it is a valid period. */
export function periodProblem(text: string, currentYear: number): string | null {
  const { problem } = readPeriod(text, currentYear);
  return problem ? describe(problem, text) : null;
}
