/**
 * `npm run owner:check`, run by the deploy before it builds: fails while the
 * site would still publish the sample owner, naming each place, or while the
 * policies lack a fact only the owner can give; lists the texts not yet
 * translated, and says when the folder is in an older format (it still builds).
 * `npm start` and `npm test` keep working with the sample.
 */
import { missingForCountry } from '../owner/countryAsks.ts';
import { sampleLeftovers } from '../owner/leftovers.ts';
import { ownerFolder, readOwner, SAMPLE_DIR } from '../owner/load.ts';
import {
  missingForPublishing,
  ownerCheckPassed,
  publishingReminders,
} from '../owner/publishing.ts';
import { policiesNotInLanguage } from '../owner/policyLanguages.ts';
import { templateStrings } from '../owner/strings.ts';

const folder = ownerFolder();
const sample = ownerFolder(process.cwd(), { OWNER_DIR: SAMPLE_DIR });
const { owner, problems, untranslated, migrated } = readOwner(folder);
const found = [
  ...problems,
  ...sampleLeftovers(folder, sample),
  ...(owner && !folder.isSample ? missingForPublishing(owner, folder) : []),
  ...(owner && !folder.isSample ? missingForCountry(owner, folder, templateStrings()) : []),
  ...(owner ? policiesNotInLanguage(owner, folder, templateStrings()) : []),
];
for (const message of untranslated) console.warn(`  not yet translated: ${message}`);
if (owner && !folder.isSample) {
  for (const message of publishingReminders(owner, folder, new Date())) {
    console.warn(`  to update: ${message}`);
  }
}
for (const change of migrated) {
  console.warn(`  older format, read as today's (npm run owner:migrate writes it): ${change}`);
}
if (found.length > 0) {
  console.error(`Not ready to publish (${found.length}):`);
  for (const message of found) console.error(`  - ${message}`);
  process.exit(1);
}
console.log(ownerCheckPassed(folder.name));
