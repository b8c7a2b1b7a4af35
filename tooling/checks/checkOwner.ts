/**
 * `npm run check:owner`, run by the deploy before it builds: fails while the
 * site would still publish the sample owner, naming each place, and lists the
 * texts not yet translated. `npm start` and `npm test` keep working with the sample.
 */
import { ownerFolder, readOwner, SAMPLE_DIR } from '../owner/load.ts';
import { sampleLeftovers } from '../owner/leftovers.ts';
import { resolve } from 'node:path';

const folder = ownerFolder();
const sample = { path: resolve(SAMPLE_DIR), name: SAMPLE_DIR, isSample: true };
const { problems, untranslated } = readOwner(folder);
const found = [...problems, ...sampleLeftovers(folder, sample)];
for (const message of untranslated) console.warn(`  not yet translated: ${message}`);
if (found.length > 0) {
  console.error(`Not ready to publish (${found.length}):`);
  for (const message of found) console.error(`  - ${message}`);
  process.exit(1);
}
console.log(`${folder.name}/ is yours: nothing of the sample owner is left.`);
