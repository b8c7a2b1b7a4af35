#!/usr/bin/env node
/**
 * The content check in `npm test`: loads src/content/checks.ts through Vite (so it
 * reads the same TypeScript and JSON the site does) and prints every problem,
 * naming the file and the entry or key.
 */
import { runnerImport } from 'vite';

const { module } = await runnerImport('/src/content/checks.ts', { logLevel: 'error' });
const messages = module.runContentChecks();
if (messages.length > 0) {
  console.error(
    `Content check failed (${messages.length} problem${messages.length === 1 ? '' : 's'}):`,
  );
  for (const message of messages) console.error(`  - ${message}`);
  process.exit(1);
}
console.log('Content check passed: translations complete in every language, content valid.');
