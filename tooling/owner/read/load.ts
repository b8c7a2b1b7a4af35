/**
 * The one loader of the owner's content: finds the folder (`owner/`, else the
 * sample in `sample-owner/`), reads each file, brings an older format to the
 * current one (migrate.ts), validates site.json, then every other file against
 * its module's schema (files/) for the site's languages, then the owner's string
 * overrides (strings.ts, keys the template renamed read as today's:
 * renamedKeys.ts), then each module's rules the schema cannot say alone
 * (periods, technology names, ids), naming the file, the entry and the field of
 * every problem (problems.ts).
 * The build's context is made of a reading (tooling/build/buildContext.ts:
 * readingFor, contextFor), which the build, the CV, the checks, the bench and
 * the tests all take.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OPTIONAL_SECTIONS } from '../../../src/lib/routes.ts';
import { OWNER_FILES, type Owner, type OwnerFileName } from '../files/index.ts';
import type { OwnerFolder } from '../files/ownerFile.ts';
import { siteLanguages, type SiteFile } from '../files/site.ts';
import { migrateOwnerFiles, type OwnerFiles } from './migrate.ts';
import { presentSections } from './model.ts';
import {
  sameInLanguages,
  textsWithoutFirst,
  untranslatedTexts,
  validate,
  where,
} from './problems.ts';
import { shownTemplateKeys } from './shownStrings.ts';
import { readOwnerStrings, templateStrings } from './strings.ts';
import { type Strings } from '../../lib/textTree.ts';

export const OWNER_DIR = 'owner';
export const SAMPLE_DIR = 'sample-owner';

/** The variables that choose the owner's folder; an entry point passes its environment. */
export interface FolderChoice {
  OWNER_DIR?: string | undefined;
}

/**
 * The owner's folder when it exists, else the sample that ships with the
 * template; OWNER_DIR names another (the unit tests' script names the sample).
 */
export function ownerFolder(root: string, { OWNER_DIR: chosenDir }: FolderChoice): OwnerFolder {
  return folderNamed(
    root,
    chosenDir || (existsSync(join(root, OWNER_DIR)) ? OWNER_DIR : SAMPLE_DIR),
  );
}

/**
 * The folder a command writes the owner's files into (owner:photo): the one OWNER_DIR names,
 * else owner/, made if it does not exist yet; never the sample in its stead.
 */
export function folderToWrite(root: string, { OWNER_DIR: chosenDir }: FolderChoice): OwnerFolder {
  return folderNamed(root, chosenDir || OWNER_DIR);
}

function folderNamed(root: string, name: string): OwnerFolder {
  return { path: resolve(root, name), name, isSample: name === SAMPLE_DIR };
}

export interface OwnerReading {
  folder: OwnerFolder;
  owner: Owner | null;
  /**
   * The template's strings the folder was read against, read once per reading: what the
   * build's strings are made of and what the checks of this reading judge.
   */
  template: Strings;
  /** What must be fixed before the site can be built, one message each. */
  problems: string[];
  /** Texts with no version in a language (the site shows the fallback), one message each. */
  untranslated: string[];
  /** Advice on the owner's texts, never a problem: a text that reads the same in two languages. */
  advice: string[];
  /** By language of the owner's own: how many template strings show in the template's first language. */
  untranslatedStrings: Record<string, number>;
  /** By language: how many of the owner's texts show in the site's first language. */
  untranslatedTextCount: Record<string, number>;
  /**
   * What reading an older owner format changed, template keys renamed since
   * included (npm run owner:migrate writes it out).
   */
  migrated: string[];
}

function readJson(file: string): { data?: unknown; problem?: string } {
  try {
    return { data: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    return { problem: `is not valid JSON: ${(error as Error).message}` };
  }
}

/** The folder's JSON files by name, as written. */
function readFiles(folder: OwnerFolder, problems: string[]): OwnerFiles {
  const files: OwnerFiles = {};
  for (const { file: name } of OWNER_FILES) {
    const file = join(folder.path, `${name}.json`);
    if (!existsSync(file)) continue;
    const { data: json, problem } = readJson(file);
    if (problem) {
      problems.push(`${folder.name}/${name}.json: ${problem}`);
      continue;
    }
    files[name] = json;
  }
  return files;
}

/** A file's content without "$schema" (the editor's pointer to the JSON Schema, not content). */
function withoutSchemaPointer(json: unknown): unknown {
  return json !== null && typeof json === 'object' && !Array.isArray(json)
    ? Object.fromEntries(Object.entries(json).filter(([key]) => key !== '$schema'))
    : json;
}

/** Reads and validates the owner's folder; `owner` is null when anything must be fixed first. */
export function readOwner(
  folder: OwnerFolder,
  currentYear: number = new Date().getFullYear(),
  template: Strings = templateStrings(),
): OwnerReading {
  const problems: string[] = [];
  const untranslatedByLanguage: { language: string; message: string }[] = [];
  const { files: migratedFiles, changes: migrated } = migrateOwnerFiles(
    readFiles(folder, problems),
  );
  const raw: OwnerFiles = Object.fromEntries(
    Object.entries(migratedFiles).map(([name, json]) => [name, withoutSchemaPointer(json)]),
  );
  const data: Partial<Record<OwnerFileName, unknown>> = {};
  let languages: string[] = [];
  for (const { file, required, schema } of OWNER_FILES) {
    const label = `${folder.name}/${file}.json`;
    if (raw[file] === undefined) {
      if (required && !existsSync(join(folder.path, `${file}.json`))) {
        problems.push(`${label}: is missing (the site needs it)`);
      }
      continue;
    }
    data[file] = validate<unknown>(schema(languages), raw[file], label, problems);
    if (file === 'site') {
      languages = siteLanguages(data.site as SiteFile | undefined).map(({ code }) => code);
      const repeated = languages.filter((code, index) => languages.indexOf(code) !== index);
      if (repeated.length > 0) {
        problems.push(`${label}: field "languages": repeats "${repeated.join('", "')}"`);
      }
    } else if (data[file] !== undefined) {
      untranslatedByLanguage.push(...untranslatedTexts(label, languages, raw[file]));
    }
  }
  const withoutFirst = OWNER_FILES.reduce(
    (sum, { file }) => (file === 'site' ? sum : sum + textsWithoutFirst(languages, raw[file])),
    0,
  );
  if (withoutFirst > 0) {
    const [first, next = 'another'] = languages;
    problems.push(
      `${folder.name}/site.json: field "languages": "${first}" comes first, so every text needs it, and ${withoutFirst} have none yet. While you write them, list "${first}" after "${next}" (the site shows "${next}" where "${first}" is missing), then move it first (docs/owner-content.md, "Languages")`,
    );
  }
  const names = new Set(Array.isArray(data.technologies) ? (data.technologies as string[]) : []);
  const advice = OWNER_FILES.flatMap(({ file }) =>
    file === 'site' || data[file] === undefined
      ? []
      : sameInLanguages(`${folder.name}/${file}.json`, languages, raw[file], names),
  );
  // The namespaces of the optional sections the folder gives no content for.
  const present = presentSections(data as Partial<Owner>);
  const unused = OPTIONAL_SECTIONS.filter((section) => !present.includes(section));
  // What the site never shows is not untranslated: known once its profile and legal facts are.
  const shown =
    data.profile && data.legal ? shownTemplateKeys(data as Omit<Owner, 'strings'>) : undefined;
  const strings = readOwnerStrings(folder, languages, template, unused, shown);
  problems.push(...strings.problems);
  const untranslated = [
    ...untranslatedByLanguage.map(({ message }) => message),
    ...strings.untranslated,
  ];
  const untranslatedTextCount: Record<string, number> = {};
  for (const { language } of untranslatedByLanguage) {
    untranslatedTextCount[language] = (untranslatedTextCount[language] ?? 0) + 1;
  }
  const reading = {
    folder,
    template,
    untranslated,
    advice,
    untranslatedStrings: strings.untranslatedCount,
    untranslatedTextCount,
    migrated: [...migrated, ...strings.renamed],
  };
  if (problems.length > 0) return { ...reading, owner: null, problems };
  const owner = { ...data, strings: strings.strings } as Owner;
  for (const { file, ...rules } of OWNER_FILES) {
    if (!('check' in rules)) continue;
    for (const [path, message] of rules.check(owner, { folder, currentYear })) {
      problems.push(`${folder.name}/${file}.json: ${where(raw[file], path)}: ${message}`);
    }
  }
  return { ...reading, owner: problems.length > 0 ? null : owner, problems };
}

/**
 * A problem in the owner's folder, said in the owner's words: the build prints
 * its message alone, without a stack trace (tooling/build/buildContext.ts).
 */
export class OwnerContentError extends Error {
  override name = 'OwnerContentError';
}
