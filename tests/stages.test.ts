import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TIMES_PAGE } from '../tooling/dev/testTimes';
import { STAGES, TOTAL_BUDGET, stageName, stageSteps } from './stages';

/** The stages a page's times table lists, each with its budget, in their order (Prettier pads the table). */
const listed = (page: string) =>
  [...page.matchAll(/^\| ([a-z]+(?: \+ [a-z]+)*) +\| (\d+) s +\| [^|]*\|$/gm)].map(
    ([, name, budget]) => `${name} ${budget}`,
  );

describe('the stages of npm test', () => {
  it('share out no more than the whole run’s budget', () => {
    expect(STAGES.reduce((sum, stage) => sum + stage.budget, 0)).toBeLessThanOrEqual(TOTAL_BUDGET);
  });

  it('run each step after the steps it needs: in an earlier stage, or before it in its lane', () => {
    const done = new Set<string>();
    const unmet: string[] = [];
    for (const stage of STAGES) {
      for (const lane of stage.lanes) {
        const before = new Set(done);
        for (const step of lane) {
          unmet.push(
            ...(step.needs ?? [])
              .filter((need) => !before.has(need))
              .map((need) => `${step.name} needs ${need}`),
          );
          before.add(step.name);
        }
      }
      for (const step of stageSteps(stage)) done.add(step.name);
    }
    expect(unmet).toEqual([]);
    expect(done.size).toBe(STAGES.flatMap(stageSteps).length);
  });

  it('are listed in docs/architecture.md with their budgets, in their order', () => {
    expect(listed(readFileSync(TIMES_PAGE, 'utf8'))).toEqual([
      ...STAGES.map((stage) => `${stageName(stage)} ${stage.budget}`),
      `all ${TOTAL_BUDGET}`,
    ]);
  });
});
