/**
 * `npm test`: every check (types, lint, content, unit, build, size, variants,
 * looks, browser), each timed, then one summary. Stops at nothing: every step
 * runs so one report shows everything that is wrong; the exit code is non-zero
 * if any step failed.
 */
import { spawn } from 'node:child_process';
import { report } from '../tooling/lib/report.ts';
import { SAMPLE_DIR } from '../tooling/owner/read/load.ts';

interface Step {
  name: string;
  command: string;
}

/**
 * Every step runs against the sample owner, the fixture the tests are written
 * against, whatever owner/ holds: the template's tests pass with any owner in
 * place. An owner's own folder is checked by check:content, owner:check and
 * its build.
 *
 * The steps of one stage run side by side, their output shown as each ends:
 * two that leave a core idle much of the time (docs/decisions/test-time.md).
 */
const stages: Step[][] = [
  [
    { name: 'types', command: 'npm run --silent typecheck' },
    { name: 'lint', command: 'npm run --silent lint' },
  ],
  [{ name: 'content', command: `OWNER_DIR=${SAMPLE_DIR} npm run --silent check:content` }],
  [{ name: 'unit', command: 'npm run --silent test:unit' }],
  // Both publishing modes: hash URLs in dist/, path URLs in dist-path/.
  [{ name: 'build', command: `OWNER_DIR=${SAMPLE_DIR} npm run --silent build:all` }],
  [
    {
      name: 'size',
      command: 'npm run --silent check:size && DIST_DIR=dist-path npm run --silent check:size',
    },
  ],
  [
    // Other owners made through owner/ alone, built and checked apart (tests/variants).
    { name: 'variants', command: 'npm run --silent check:variants' },
    // The accent guarantee (edge accents, the presets'), on dist/ in Chromium: axe's colour contrast.
    { name: 'looks', command: 'npm run --silent check:looks' },
  ],
  [{ name: 'browser', command: 'npx playwright test' }],
];

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs one step; alone, its output streams; beside another, it is printed once it ends. */
function run({ name, command }: Step, alone: boolean): Promise<Result> {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name}: ${command}`);
  const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : 'pipe' });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n=== ${name}: ${command}`);
        process.stdout.write(Buffer.concat(output));
      }
      done({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results: Result[] = [];
for (const stage of stages) {
  results.push(...(await Promise.all(stage.map((step) => run(step, stage.length === 1)))));
}

console.log('\n=== Summary');
const summary = report('checks');
for (const { name, ok, seconds } of results) {
  summary.check(`${name.padEnd(8)} ${seconds.toFixed(1)} s`, ok);
}
process.exit(summary.end());
