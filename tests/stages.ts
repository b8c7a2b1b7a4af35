/**
 * The stages `npm test` runs, in order, each with its time budget: the six
 * minutes a fresh clone must keep on the machines here (2 vCPU), shared out.
 * A stage's steps run side by side (steps that would leave a core idle much of
 * the time apart: docs/decisions/test-time.md). docs/architecture.md lists the budgets;
 * stages.test.ts keeps that list true.
 */
import { SAMPLE_DIR } from '../tooling/owner/read/load.ts';

export interface Step {
  name: string;
  command: string;
}

export interface Stage {
  /** The stage's name where it is not its steps' names joined. */
  name?: string;
  steps: Step[];
  /** Seconds of wall time the stage may take on a fresh clone here. */
  budget: number;
}

/**
 * Every step runs against the sample owner, the fixture the tests are written
 * against, whatever owner/ holds: the template's tests pass with any owner in
 * place. An owner's own folder is checked by check:content, owner:check and
 * its build.
 */
export const STAGES: readonly Stage[] = [
  {
    // The four at once, not types beside lint: the two ESLint and Prettier took together were
    // the longer side by about 25 s of CPU while the two tsc programs ended first.
    name: 'types + lint',
    steps: [
      { name: 'types:site', command: 'npm run --silent typecheck:site' },
      { name: 'types:node', command: 'npm run --silent typecheck:node' },
      { name: 'eslint', command: 'npm run --silent lint:code' },
      { name: 'prettier', command: 'npm run --silent lint:format' },
    ],
    budget: 50,
  },
  {
    steps: [{ name: 'content', command: `OWNER_DIR=${SAMPLE_DIR} npm run --silent check:content` }],
    budget: 10,
  },
  { steps: [{ name: 'unit', command: 'npm run --silent test:unit' }], budget: 60 },
  // Both publishing modes: hash URLs in dist/, path URLs in dist-path/.
  {
    steps: [{ name: 'build', command: `OWNER_DIR=${SAMPLE_DIR} npm run --silent build:all` }],
    budget: 30,
  },
  {
    steps: [
      {
        name: 'size',
        command: 'npm run --silent check:size && DIST_DIR=dist-path npm run --silent check:size',
      },
    ],
    budget: 10,
  },
  {
    steps: [
      // Other owners made through owner/ alone, built and checked apart (tests/variants).
      { name: 'variants', command: 'npm run --silent check:variants' },
      // The accent guarantee (edge accents, the presets'), on dist/ in Chromium: axe's colour contrast.
      { name: 'looks', command: 'npm run --silent check:looks' },
    ],
    budget: 60,
  },
  { steps: [{ name: 'browser', command: 'npx playwright test' }], budget: 140 },
];

/** The whole run's budget: what the README promises. */
export const TOTAL_BUDGET = 360;

export const stageName = (stage: Stage) =>
  stage.name ?? stage.steps.map((step) => step.name).join(' + ');
