/**
 * The content check in `npm test` (`npm run check:content`): the owner's folder
 * through the one loader, and the template's strings; prints every problem,
 * naming the file and the entry or key, and each text not yet translated.
 */
import { runContentChecks } from './content/checks.ts';

const { problems, untranslated, folder } = runContentChecks();
if (untranslated.length > 0) {
  console.warn(`Not yet translated (${untranslated.length}; the site shows the English text):`);
  for (const message of untranslated) console.warn(`  - ${message}`);
}
if (problems.length > 0) {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  console.error(`Content check failed (${count}):`);
  for (const message of problems) console.error(`  - ${message}`);
  process.exit(1);
}
console.log(
  `Content check passed: ${folder}/ is valid, the template's strings complete in every language.`,
);
