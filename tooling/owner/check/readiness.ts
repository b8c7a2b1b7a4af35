/**
 * What `npm run owner:check` asks before a deploy publishes the folder, beyond
 * what the build needs: no sample owner's values, the facts the policies need
 * that only the owner knows, the policies in every language of the site, and
 * pictures that carry no metadata. One list, read by the check
 * (tooling/checks/checkOwner.ts) and by the import's report (importResume.ts).
 */
import { missingForCountry } from './countryAsks.ts';
import { sampleLeftovers } from './leftovers.ts';
import type { OwnerReading } from '../read/load.ts';
import type { OwnerFolder } from '../files/ownerFile.ts';
import { pictureProblems } from './pictures.ts';
import { policiesNotInLanguage } from './policyLanguages.ts';
import { missingForPublishing } from './publishing.ts';

export async function askedBeforePublishing(
  { folder, owner, template }: Pick<OwnerReading, 'folder' | 'owner' | 'template'>,
  sample: OwnerFolder,
): Promise<string[]> {
  return [
    ...sampleLeftovers(folder, sample, template),
    ...(owner && !folder.isSample ? missingForPublishing(owner, folder) : []),
    ...(owner && !folder.isSample ? missingForCountry(owner, folder, template) : []),
    ...(owner ? policiesNotInLanguage(owner, folder, template) : []),
    ...(await pictureProblems(folder, owner?.profile.photo)),
  ];
}
