/**
 * The content check in `npm test`: loads content/checks.ts through Vite (so it
 * reads the owner's TypeScript and JSON as the site does) and prints every problem,
 * naming the file and the entry or key.
 */
import { runnerImport } from 'vite';
import type * as Checks from './content/checks';

const { module } = await runnerImport<typeof Checks>('/tooling/checks/content/checks.ts', {
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
