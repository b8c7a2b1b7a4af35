import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES } from '../../../src/lib/language.ts';
import { readOwner, type OwnerReading } from '../../owner/load.ts';
import { ownerTexts } from '../../owner/project.ts';
import { checkLegalTexts } from './legalChecks.ts';
import { checkPolicyClaims } from './policyClaims.ts';
import { checkTerms } from './termCheck.ts';
import { compareLocaleFiles, type LocaleFile } from './translationKeys.ts';

/**
 * Every check on the owner's content and the template's strings, run by
 * `npm test` (tooling/checks/checkContent.ts) and by the unit tests. Returns
 * one message per problem, naming the file and the key or entry; an empty list
 * means all is well. Untranslated owner texts are listed apart: the site shows
 * the fallback language's, so they are reported, not failed.
 */

const LOCALES = 'src/locales';

/** The template's own strings, as written, one file per language and namespace. */
export function loadLocaleFiles(root: string = process.cwd()): LocaleFile[] {
  return readdirSync(join(root, LOCALES)).flatMap((language) =>
    readdirSync(join(root, LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const path = `${LOCALES}/${language}/${file}`;
        return { path, language, content: JSON.parse(readFileSync(join(root, path), 'utf8')) };
      }),
  );
}

/** Which owner file each namespace's texts come from, for messages. */
const OWNER_FILE_OF: Record<string, string> = { common: 'profile', cv: 'profile' };

/** The owner's texts in each language, labelled with the owner file they come from. */
export function ownerTextFiles(reading: OwnerReading): LocaleFile[] {
  const { owner, folder } = reading;
  if (!owner) return [];
  return SUPPORTED_LANGUAGES.flatMap((language) =>
    Object.entries(ownerTexts(owner, language)).map(([namespace, content]) => ({
      path: `${folder.name}/${OWNER_FILE_OF[namespace] ?? namespace}.json (${language})`,
      language,
      content,
    })),
  );
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
  folder: string;
}

export function runContentChecks(root: string = process.cwd()): ContentReport {
  const reading = readOwner();
  const template = loadLocaleFiles(root);
  const everyText = [...template, ...ownerTextFiles(reading)];
  return {
    folder: reading.folder.name,
    problems: [
      ...reading.problems,
      ...checkTranslations(template),
      ...checkLegalTexts(template),
      ...checkTerms(everyText),
      ...checkPolicyClaims(everyText),
    ],
    untranslated: reading.untranslated,
  };
}
