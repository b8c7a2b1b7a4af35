/**
 * `npm run owner:check`, run by the deploy before it builds: fails while the
 * site would still publish the sample owner, naming each place, while the
 * policies lack a fact only the owner can give, or while a picture in the
 * folder carries metadata (owner/readiness.ts); lists the texts not yet
 * translated, and says when the folder is in an older format (it still builds).
 * `npm start` and `npm test` keep working with the sample.
 */
import { readingFor } from '../build/buildContext.ts';
import { ownerFolder, SAMPLE_DIR } from '../owner/read/load.ts';
import { ownerCheckPassed, publishingReminders } from '../owner/check/publishing.ts';
import { askedBeforePublishing } from '../owner/check/readiness.ts';

const root = process.cwd();
const folder = ownerFolder(root, process.env);
const sample = ownerFolder(root, { OWNER_DIR: SAMPLE_DIR });
const reading = readingFor(folder, { root });
const found = [...reading.problems, ...(await askedBeforePublishing(reading, sample))];
for (const message of reading.untranslated) console.warn(`  not yet translated: ${message}`);
if (reading.owner && !folder.isSample) {
  for (const message of publishingReminders(reading.owner, folder, new Date())) {
    console.warn(`  to update: ${message}`);
  }
}
for (const change of reading.migrated) {
  console.warn(`  older format, read as today's (npm run owner:migrate writes it): ${change}`);
}
if (found.length > 0) {
  console.error(`Not ready to publish (${found.length}):`);
  for (const message of found) console.error(`  - ${message}`);
  process.exit(1);
}
console.log(ownerCheckPassed(folder.name));
