import { ownerChoices } from '../../owner/model.ts';
import { readOwner, type OwnerReading } from '../../owner/load.ts';
import { ownerTexts } from '../../owner/project.ts';
import { OWNER_LOCALES, templateStringFiles } from '../../owner/strings.ts';
import { compareLocaleFiles, type LocaleFile } from '../../lib/translationKeys.ts';
import { checkLegalTexts } from './legalChecks.ts';
import { checkPolicyClaims } from './policyClaims.ts';
import { checkPolicyHosts } from './policyHosts.ts';
import { checkTerms, OWNER_NEUTRAL_RULES, TERM_RULES } from './termCheck.ts';

/**
 * Every check on the owner's content and the template's strings, run by
 * `npm test` (tooling/checks/checkContent.ts) and by the unit tests. Returns
 * one message per problem, naming the file and the key or entry; an empty list
 * means all is well. Listed apart, never failed: the owner's untranslated texts
 * (the site shows the first language's), and advice on the owner's words (the
 * template's word choices and typography, which fail only the template's own
 * strings).
 */

/** Which owner file each namespace's texts come from, for messages. */
const OWNER_FILE_OF: Record<string, string> = { common: 'profile', cv: 'profile' };

/** The owner's texts and string overrides in each language, labelled with the file they come from. */
export function ownerTextFiles(reading: OwnerReading): LocaleFile[] {
  const { owner, folder } = reading;
  if (!owner) return [];
  return ownerChoices(owner).languages.flatMap(({ code: language }) => [
    ...Object.entries(ownerTexts(owner, language)).map(([namespace, content]) => ({
      path: `${folder.name}/${OWNER_FILE_OF[namespace] ?? namespace}.json (${language})`,
      language,
      content,
    })),
    ...Object.entries(owner.strings[language] ?? {}).map(([namespace, content]) => ({
      path: `${folder.name}/${OWNER_LOCALES}/${language}/${namespace}.json`,
      language,
      content,
    })),
  ]);
}

/** The same keys in every language, namespace by namespace. */
export function checkTranslations(files: readonly LocaleFile[]): string[] {
  const byNamespace = new Map<string, LocaleFile[]>();
  for (const file of files) {
    const namespace = file.path.split('/').pop() ?? file.path;
    byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), file]);
  }
  return [...byNamespace.values()].flatMap((group) => compareLocaleFiles(group));
}

export interface ContentReport {
  problems: string[];
  untranslated: string[];
  /** The template's word choices and typography, as advice on the owner's own words. */
  advice: string[];
  /** What reading an older owner format changed (npm run owner:migrate writes it out). */
  migrated: string[];
  folder: string;
}

export function runContentChecks(root: string = process.cwd()): ContentReport {
  const reading = readOwner();
  const template = templateStringFiles(root);
  const owners = ownerTextFiles(reading);
  return {
    folder: reading.folder.name,
    problems: [
      ...reading.problems,
      ...checkTranslations(template),
      ...checkLegalTexts(template),
      ...checkTerms(template, [...TERM_RULES, ...OWNER_NEUTRAL_RULES]),
      // What the code contradicts fails, whoever wrote the sentence.
      ...checkPolicyClaims([...template, ...owners]),
      ...checkPolicyHosts([...template, ...owners]),
    ],
    untranslated: reading.untranslated,
    advice: checkTerms(owners),
    migrated: reading.migrated,
  };
}
