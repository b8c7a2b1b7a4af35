/**
 * `npm test`: every check in order (types, lint, content, unit, build, size, variants,
 * looks, browser), each timed, then one summary. Stops at nothing: every step runs so
 * one report shows everything that is wrong; the exit code is non-zero if any step failed.
 */
import { spawnSync } from 'node:child_process';
import { SAMPLE_DIR } from './owner/load.ts';

/**
 * Every step runs against the sample owner, the fixture the tests are written
 * against, whatever owner/ holds: the template's tests pass with any owner in
 * place. An owner's own folder is checked by check:content, check:owner and
 * its build.
 */
const steps: [name: string, command: string][] = [
  ['types', 'npm run --silent typecheck'],
  ['lint', 'npm run --silent lint'],
  ['content', `OWNER_DIR=${SAMPLE_DIR} npm run --silent check:content`],
  ['unit', 'npm run --silent test:unit'],
  // Both publishing modes: hash URLs in dist/, path URLs in dist-path/.
  ['build', `OWNER_DIR=${SAMPLE_DIR} npm run --silent build:all`],
  ['size', 'npm run --silent check:size && DIST_DIR=dist-path npm run --silent check:size'],
  // Other owners made through owner/ alone, built and checked apart (tooling/checks/variants).
  ['variants', 'npm run --silent check:variants'],
  // The accent guarantee at the edges, in Chromium: axe's colour contrast (tooling/checks/looks).
  ['looks', 'npm run --silent check:looks'],
  ['browser', 'npx playwright test'],
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== Summary');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(8)} ${seconds.toFixed(1)} s`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
