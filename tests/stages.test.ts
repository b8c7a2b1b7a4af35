import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAGES, TIMES_PAGE, TOTAL_BUDGET, stageName, timesTable, withTimesTable } from './stages';

/** The stages a page's times table lists: name, budget and time, in their order. */
const listed = (page: string) =>
  [...page.matchAll(/^\| ([a-z]+(?: \+ [a-z]+)*) +\| (\d+) s +\| ([^|]*?) +\|$/gm)].map(
    ([, name, budget, time]) => `${name} ${budget} ${time}`,
  );

describe('the stages of npm test', () => {
  it('share out no more than the whole run’s budget', () => {
    expect(STAGES.reduce((sum, stage) => sum + stage.budget, 0)).toBeLessThanOrEqual(TOTAL_BUDGET);
  });

  it('are listed in docs/architecture.md with their budgets, in their order', () => {
    // Each row without its recorded time ('59 s', or '–' before any was recorded).
    const names = listed(readFileSync(TIMES_PAGE, 'utf8')).map((row) =>
      row.replace(/ (\d+ s|–)$/, ''),
    );
    expect(names).toEqual([
      ...STAGES.map((stage) => `${stageName(stage)} ${stage.budget}`),
      `all ${TOTAL_BUDGET}`,
    ]);
  });

  it('show a recorded run’s times beside the budgets, rounded, and the machine', () => {
    const stages = Object.fromEntries(
      STAGES.map((stage, index) => [stageName(stage), index + 0.4]),
    );
    const page = withTimesTable(`before\n${timesTable(null)}\nafter`, {
      stages,
      total: 299.6,
      machine: '2 × Xeon',
    });
    expect(listed(page)).toEqual([
      ...STAGES.map((stage, index) => `${stageName(stage)} ${stage.budget} ${index} s`),
      `all ${TOTAL_BUDGET} 300 s`,
    ]);
    expect(page).toMatch(/^before\n[\s\S]*Last fresh clone: 2 × Xeon\.[\s\S]*\nafter$/);
  });
});
