import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TIMES_PAGE } from '../tooling/dev/testTimes';
import { STAGES, TOTAL_BUDGET, stageName } from './stages';

/** The stages a page's times table lists, each with its budget, in their order (Prettier pads the table). */
const listed = (page: string) =>
  [...page.matchAll(/^\| ([a-z]+(?: \+ [a-z]+)*) +\| (\d+) s +\| [^|]*\|$/gm)].map(
    ([, name, budget]) => `${name} ${budget}`,
  );

describe('the stages of npm test', () => {
  it('share out no more than the whole run’s budget', () => {
    expect(STAGES.reduce((sum, stage) => sum + stage.budget, 0)).toBeLessThanOrEqual(TOTAL_BUDGET);
  });

  it('are listed in docs/architecture.md with their budgets, in their order', () => {
    expect(listed(readFileSync(TIMES_PAGE, 'utf8'))).toEqual([
      ...STAGES.map((stage) => `${stageName(stage)} ${stage.budget}`),
      `all ${TOTAL_BUDGET}`,
    ]);
  });
});
