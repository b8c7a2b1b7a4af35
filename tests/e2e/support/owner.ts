/**
 * The content the browser tests expect, through the site's own loader: always
 * the sample owner, the tests' fixture, which every test script builds the
 * site with (an owner's own folder is checked by check:content, owner:check
 * and its build).
 */
import { loadOwner, ownerFolder, SAMPLE_DIR } from '../../../tooling/owner/load.ts';
import { ownerModel } from '../../../tooling/owner/model.ts';
import { siteFacts } from '../../../tooling/owner/project.ts';
import { siteNamespace } from '../../../tooling/owner/siteStrings.ts';
import { everyPage } from '../../../tooling/harness/pages.ts';

const { owner } = loadOwner(ownerFolder(process.cwd(), { OWNER_DIR: SAMPLE_DIR }));

export const facts = siteFacts(owner);
export const { identity } = facts;

/** The sample's site: its languages (the first the fallback), routes and sections. */
export const sampleSite = ownerModel(owner);

/** Every page's path, then an address no route has (the not-found page): what the sweeps open. */
export const samplePages = everyPage(sampleSite.routes).map((page) => page.path);

/** A namespace's strings as the site loads them: the template's, with the owner's merged in. */
export function namespaceStrings(language: string, namespace: string): unknown {
  return siteNamespace(owner, language, namespace);
}
