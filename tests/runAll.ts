/**
 * `npm test`: every check (types, lint, content, unit, build, size, variants,
 * looks, browser), each timed, then one summary. Stops at nothing: every step
 * runs (one after a failed step in its lane too) so one report shows everything
 * that is wrong; the exit code is non-zero if any step failed. Each stage's
 * time is shown against its budget (tests/stages.ts); a stage over it is named,
 * not failed: time on a shared machine is a measure, not a verdict
 * (docs/decisions/test-time.md). The times are left in STAGE_TIMES_FILE with
 * their budgets; `npm run template:test-times` (tooling/dev/recordTimes.ts)
 * writes a fresh clone's into docs/architecture.md.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { report } from '../tooling/harness/report.ts';
import { STAGE_TIMES_FILE, type StageTimes } from '../tooling/dev/testTimes.ts';
import { STAGES, TOTAL_BUDGET, stageName, type Step } from './stages.ts';

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
}

const since = (started: number) => (Date.now() - started) / 1000;

/** Runs one step: alone its output streams, beside others it is printed whole at its end. */
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
      done({ name, ok: status === 0, seconds: since(started) });
    });
  });
}

const nameWidth = Math.max(...STAGES.map((stage) => stageName(stage).length));
const started = Date.now();
const results: Result[] = [];
const times: string[] = [];
const stageTimes: StageTimes['stages'] = [];
for (const stage of STAGES) {
  const stageStarted = Date.now();
  const alone = stage.lanes.length === 1;
  const lanes = await Promise.all(
    stage.lanes.map(async (lane) => {
      const ran: Result[] = [];
      for (const step of lane) ran.push(await run(step, alone));
      return ran;
    }),
  );
  results.push(...lanes.flat());
  const seconds = since(stageStarted);
  stageTimes.push({ name: stageName(stage), budget: stage.budget, seconds });
  const over = seconds > stage.budget ? '  over its budget' : '';
  times.push(
    `${stageName(stage).padEnd(nameWidth)} ${seconds.toFixed(0).padStart(4)} s of ${stage.budget} s${over}`,
  );
}
const total = since(started);
const recorded: StageTimes = {
  stages: stageTimes,
  total: { budget: TOTAL_BUDGET, seconds: total },
  machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} at the end`,
};
mkdirSync(dirname(STAGE_TIMES_FILE), { recursive: true });
writeFileSync(STAGE_TIMES_FILE, JSON.stringify(recorded, null, 2));

console.log('\n=== Time per stage (budgets: tests/stages.ts)');
for (const line of times) console.log(line);
const overall = total > TOTAL_BUDGET ? '  over its budget' : '';
console.log(
  `${'all'.padEnd(nameWidth)} ${total.toFixed(0).padStart(4)} s of ${TOTAL_BUDGET} s${overall}`,
);

console.log('\n=== Summary');
const summary = report('checks');
for (const { name, ok, seconds } of results) {
  summary.check(`${name.padEnd(10)} ${seconds.toFixed(1)} s`, ok);
}
process.exit(summary.end());
