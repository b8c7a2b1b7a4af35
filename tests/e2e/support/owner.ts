/**
 * The content the browser tests expect, through the site's own loader: the
 * sample owner (the tests' fixture, which `npm test` builds the site with)
 * unless OWNER_DIR names another folder.
 */
import { readFileSync } from 'node:fs';
import { loadOwner, ownerFolder, SAMPLE_DIR } from '../../../tooling/owner/load.ts';
import { mergeTexts, ownerTexts, siteFacts } from '../../../tooling/owner/project.ts';

const { owner } = loadOwner(
  ownerFolder(process.cwd(), { OWNER_DIR: process.env.OWNER_DIR || SAMPLE_DIR }),
);

export const facts = siteFacts(owner);
export const { identity } = facts;

/** A namespace's strings as the site loads them: the template's, with the owner's merged in. */
export function namespaceStrings(language: string, namespace: string): unknown {
  const file = new URL(`../../../src/locales/${language}/${namespace}.json`, import.meta.url);
  const template = JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof mergeTexts>[0];
  return mergeTexts(template, ownerTexts(owner, language)[namespace]);
}
