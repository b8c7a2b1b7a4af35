/**
 * The content check in `npm test`: loads src/content/checks.ts through Vite (so it
 * reads the same TypeScript and JSON the site does) and prints every problem,
 * naming the file and the entry or key.
 */
import { runnerImport } from 'vite';
import type * as Checks from '../../src/content/checks';

const { module } = await runnerImport<typeof Checks>('/src/content/checks.ts', {
  logLevel: 'error',
});
const messages = module.runContentChecks();
if (messages.length > 0) {
  const count = `${messages.length} problem${messages.length === 1 ? '' : 's'}`;
  console.error(`Content check failed (${count}):`);
  for (const message of messages) console.error(`  - ${message}`);
  process.exit(1);
}
console.log('Content check passed: translations complete in every language, content valid.');
