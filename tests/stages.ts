/**
 * The stages `npm test` runs, in order, each with its time budget: the six
 * minutes a fresh clone must keep on the machines here (2 vCPU), shared out.
 * A stage's lanes run side by side, a lane's steps one after another: a step
 * that reads what another makes follows it in its lane or in a later stage
 * (`needs`, which stages.test.ts holds). Steps that would leave a core idle
 * run beside others (docs/decisions/test-time.md, "Side by side").
 * docs/architecture.md lists the budgets; stages.test.ts keeps that list true.
 */
import { SAMPLE_DIR } from '../tooling/owner/read/load.ts';

export interface Step {
  name: string;
  command: string;
  /** The steps whose output this one reads (the builds' folders), by name. */
  needs?: readonly string[];
}

export interface Stage {
  /** The stage's name where it is not its steps' names joined. */
  name?: string;
  /** Run side by side; the steps of one lane one after another. */
  lanes: readonly (readonly Step[])[];
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
    // Each piece alone leaves a core idle part of the time (a build about a third); ESLint,
    // the longest (about 40 s of CPU), starts with the rest (about 80 s) beside it, and the
    // size check follows the builds it reads.
    name: 'types + lint + build',
    lanes: [
      [{ name: 'eslint', command: 'npm run --silent lint:code' }],
      [
        { name: 'types:site', command: 'npm run --silent typecheck:site' },
        { name: 'types:node', command: 'npm run --silent typecheck:node' },
        { name: 'prettier', command: 'npm run --silent lint:format' },
      ],
      [{ name: 'content', command: `OWNER_DIR=${SAMPLE_DIR} npm run --silent check:content` }],
      [
        // Both publishing modes: hash URLs in dist/, path URLs in dist-path/.
        { name: 'build', command: `OWNER_DIR=${SAMPLE_DIR} npm run --silent build:all` },
        {
          name: 'size',
          command: 'npm run --silent check:size && DIST_DIR=dist-path npm run --silent check:size',
          needs: ['build'],
        },
      ],
    ],
    budget: 70,
  },
  {
    lanes: [
      // Other owners made through owner/ alone, built and checked apart (tests/variants).
      [{ name: 'variants', command: 'npm run --silent check:variants' }],
      // The accent guarantee (edge accents, the presets'), on dist/ in Chromium: axe's colour contrast.
      [{ name: 'looks', command: 'npm run --silent check:looks', needs: ['build'] }],
    ],
    budget: 60,
  },
  // The unit tests and the browser tests apart: side by side (the unit tests niced) the two took
  // 349 s where they take about 245 s in turn; each keeps both cores busy (test-time.md).
  { lanes: [[{ name: 'unit', command: 'npm run --silent test:unit' }]], budget: 60 },
  { lanes: [[{ name: 'browser', command: 'npx playwright test', needs: ['build'] }]], budget: 140 },
];

/** The whole run's budget: what the README promises. */
export const TOTAL_BUDGET = 360;

/** Every step of a stage, lane by lane. */
export const stageSteps = (stage: Stage): Step[] => stage.lanes.flat();

export const stageName = (stage: Stage) =>
  stage.name ??
  stageSteps(stage)
    .map((step) => step.name)
    .join(' + ');
