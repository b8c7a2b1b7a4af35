import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAGES, TOTAL_BUDGET, stageName } from './stages';

describe('the stages of npm test', () => {
  it('share out no more than the whole run’s budget', () => {
    expect(STAGES.reduce((sum, stage) => sum + stage.budget, 0)).toBeLessThanOrEqual(TOTAL_BUDGET);
  });

  it('are listed in docs/architecture.md with their budgets, in their order', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const listed = [...doc.matchAll(/^\| ([a-z]+(?: \+ [a-z]+)*) +\| (\d+) s +\|$/gm)].map(
      ([, name, budget]) => `${name} ${budget}`,
    );
    expect(listed).toEqual(STAGES.map((stage) => `${stageName(stage)} ${stage.budget}`));
  });
});
