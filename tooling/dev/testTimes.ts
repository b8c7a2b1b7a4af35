/**
 * The times `npm test` leaves (tests/runAll.ts writes them into STAGE_TIMES_FILE), each beside
 * the budget it ran against, and the table of them docs/architecture.md shows: a fresh clone's,
 * written there by `npm run template:test-times` (recordTimes.ts).
 */

/** Where `npm test` leaves each stage's time, for `npm run template:test-times` to write into the docs. */
export const STAGE_TIMES_FILE = 'test-results/stage-times.json';

/** Seconds of wall time a stage (or the whole run) took, and the budget it had. */
export interface Timed {
  budget: number;
  seconds: number;
}

/** One run's times: each stage's in the order run, the whole run's, and the machine it ran on. */
export interface StageTimes {
  stages: ({ name: string } & Timed)[];
  total: Timed;
  machine: string;
}

export const TIMES_PAGE = 'docs/architecture.md';
const START = '<!-- test time per stage: npm run template:test-times -->';
const END = '<!-- end of test time per stage -->';

/** The table of a run's times beside its budgets, between the page's markers. */
export function timesTable({ stages, total, machine }: StageTimes): string {
  const row = (name: string, { budget, seconds }: Timed) =>
    `| ${name} | ${budget} s | ${Math.round(seconds)} s |`;
  return [
    START,
    '',
    '| Stage | Budget | Last fresh clone |',
    '| --- | --- | --- |',
    ...stages.map((stage) => row(stage.name, stage)),
    row('all', total),
    '',
    `Last fresh clone: ${machine}.`,
    '',
    END,
  ].join('\n');
}

/** The page with its times table replaced by the run's. */
export function withTimesTable(page: string, times: StageTimes): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`no ${START} … ${END} in ${TIMES_PAGE}`);
  return page.slice(0, start) + timesTable(times) + page.slice(end + END.length);
}
