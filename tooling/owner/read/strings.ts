/**
 * The site's strings, as the template writes them and as the owner overrides
 * them. The template's are src/locales/<language>/<namespace>.json; the owner's
 * are partial files of the same names in owner/locales/<language>/, merged over
 * the template's key by key (another country's policy paragraph, a new home
 * title), and a new language's whole set. An override names only keys the
 * template has, as the same kind of value, with no placeholder or markup tag
 * the template's text lacks (the site would print such a tag as written); a language the template has no strings for shows the template's
 * first language wherever the owner has not written one yet.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATE_LANGUAGES } from '../../../src/lib/language.ts';
import { TEMPLATE_ROOT } from '../../lib/templateRoot.ts';
import {
  flattenKeys,
  shapeProblem,
  valueProblem,
  type LocaleFile,
} from '../../lib/translationKeys.ts';
import type { Strings, Tree } from '../../lib/textTree.ts';
import { describeChange, renameKeys } from './renamedKeys.ts';

export const TEMPLATE_LOCALES = 'src/locales';
export const OWNER_LOCALES = 'locales';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
/** A language's string files; '_'-named files are about them (translationSources.ts), not strings. */
const jsonFiles = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder).filter((file) => file.endsWith('.json') && !file.startsWith('_'))
    : [];
const folders = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** One language's files in a folder, by namespace (an owner's partial ones as written). */
export function folderStrings(folder: string): Record<string, Tree> {
  return Object.fromEntries(
    jsonFiles(folder).map((file) => [
      file.replace(/\.json$/, ''),
      readJson(join(folder, file)) as Tree,
    ]),
  );
}

/**
 * The template's strings by language and namespace, as written: src/locales/ read once. A
 * reading of the owner's folder carries them (load.ts), and every check of that reading takes
 * them from it.
 */
export function templateStrings(root: string = TEMPLATE_ROOT): Strings {
  const locales = join(root, TEMPLATE_LOCALES);
  return Object.fromEntries(
    folders(locales).map((language) => [language, folderStrings(join(locales, language))]),
  );
}

/** The template's strings as the files they are written in, one per language and namespace. */
export function templateStringFiles(template: Strings): LocaleFile[] {
  return Object.entries(template).flatMap(([language, namespaces]) =>
    Object.entries(namespaces).map(([namespace, content]) => ({
      path: `${TEMPLATE_LOCALES}/${language}/${namespace}.json`,
      language,
      content,
    })),
  );
}

/** What a language's strings start from: its own template strings, else the template's first language's. */
export function templateBase(template: Strings, language: string): Record<string, Tree> {
  return template[language] ?? template[TEMPLATE_LANGUAGES[0]?.code ?? ''] ?? {};
}

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]) : [];
/** The markup tags a text opens or closes (`<privacyLink>`, `</strong>`), by name. */
const tags = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/<\/?([A-Za-z]\w*)\s*\/?>/g)].map((m) => m[1]) : [];

/** What a text uses that the template's text lacks, told as `{{name}}` or `<name>`, and what it has. */
function unknownUses(
  value: unknown,
  expected: unknown,
  read: (text: unknown) => (string | undefined)[],
  show: (name: string | undefined) => string,
): string | null {
  const known = new Set(read(expected));
  const unknown = [...new Set(read(value).filter((name) => !known.has(name)))];
  if (unknown.length === 0) return null;
  const has = known.size > 0 ? ` (it has ${[...known].map(show).join(', ')})` : '';
  return `uses ${unknown.map(show).join(', ')}, which this text does not have${has}`;
}

export interface OwnerStringsReading {
  strings: Strings;
  problems: string[];
  /** Template strings a language of the owner's own has no words for yet, one message per file. */
  untranslated: string[];
  /** By language: how many strings those messages name. */
  untranslatedCount: Record<string, number>;
  /** Overrides of keys the template renamed or dropped since, read as today's (renamedKeys.ts). */
  renamed: string[];
}

/** A language's override files as written, by namespace; a file that is not JSON is a problem. */
function readLanguageFiles(
  folder: string,
  label: string,
  problems: string[],
): Record<string, Tree> {
  const files: Record<string, Tree> = {};
  for (const file of jsonFiles(folder)) {
    try {
      files[file.replace(/\.json$/, '')] = readJson(join(folder, file)) as Tree;
    } catch (error) {
      problems.push(`${label}/${file}: is not valid JSON: ${(error as Error).message}`);
    }
  }
  return files;
}

/**
 * One language's overrides in owner/locales/<language>/, as written and with
 * the keys the template renamed since read as today's (renamedKeys.ts);
 * `migrating`: owner:migrate writes them, so what changed is told as done.
 */
export function languageOverrides(
  folder: { path: string; name: string },
  language: string,
  template: Strings,
  problems: string[] = [],
  migrating = false,
): { strings: Record<string, Tree>; renamed: string[] } {
  const label = `${folder.name}/${OWNER_LOCALES}/${language}`;
  const written = readLanguageFiles(join(folder.path, OWNER_LOCALES, language), label, problems);
  const { strings, changes } = renameKeys(written, templateBase(template, ''));
  return {
    strings,
    renamed: changes.map((change) =>
      describeChange(change, (namespace) => `${label}/${namespace}.json`, migrating),
    ),
  };
}

/**
 * Reads owner/locales/ for a site in these languages, against the template's
 * strings; the namespaces of sections the site leaves out, and the strings it
 * never shows (`shown`, shownStrings.ts), are not asked for.
 */
export function readOwnerStrings(
  folder: { path: string; name: string },
  languages: readonly string[],
  template: Strings,
  unused: readonly string[] = [],
  shown: (namespace: string, key: string) => boolean = () => true,
): OwnerStringsReading {
  const root = join(folder.path, OWNER_LOCALES);
  const strings: Strings = {};
  const problems: string[] = [];
  const renamed: string[] = [];
  for (const language of folders(root)) {
    const label = `${folder.name}/${OWNER_LOCALES}/${language}`;
    if (!languages.includes(language)) {
      problems.push(
        `${label}/: "${language}" is not a language of the site (add it to site.json "languages", or remove the folder)`,
      );
      continue;
    }
    const base = templateBase(template, language);
    const overrides = languageOverrides(folder, language, template, problems);
    renamed.push(...overrides.renamed);
    for (const [namespace, content] of Object.entries(overrides.strings)) {
      const where = `${label}/${namespace}.json`;
      if (!base[namespace]) {
        problems.push(
          `${where}: the template has no strings named "${namespace}" (it has ${Object.keys(base).join(', ')})`,
        );
        continue;
      }
      const reference = flattenKeys(base[namespace]);
      for (const [key, value] of flattenKeys(content)) {
        const problem = overrideProblem(value, reference, key);
        if (problem) problems.push(`${where}: key "${key}" ${problem}`);
      }
      (strings[language] ??= {})[namespace] = content;
    }
  }
  const untranslated = languages
    .filter((language) => !template[language])
    .map((language) => ({
      language,
      files: untranslatedStrings(folder.name, language, strings, template, unused, shown),
    }));
  return {
    strings,
    problems,
    untranslated: untranslated.flatMap(({ files }) => files.map(({ message }) => message)),
    untranslatedCount: Object.fromEntries(
      untranslated.map(({ language, files }) => [
        language,
        files.reduce((sum, { count }) => sum + count, 0),
      ]),
    ),
    renamed,
  };
}

function overrideProblem(value: unknown, reference: Map<string, unknown>, key: string) {
  if (!reference.has(key)) return "is not a key of the template's strings (a typo?)";
  const expected = reference.get(key);
  const problem = valueProblem(value) ?? shapeProblem(value, expected, 'the template');
  if (problem) return problem;
  const placeholder = unknownUses(value, expected, placeholders, (name) => `{{${name}}}`);
  const tag = unknownUses(value, expected, tags, (name) => `<${name}>`);
  // i18next prints a tag its text has no component for as written: "<garante>…</garante>".
  return (
    [placeholder, tag && `${tag}: the site would print it as written`].filter(Boolean).join('; ') ||
    null
  );
}

/**
 * The keys of a namespace a language has no words of its own for: missing, or
 * still the template's English as npm run owner:add-language copied it.
 */
export function untranslatedKeys(english: Tree, own: Tree | undefined): string[] {
  const words = flattenKeys(own);
  return [...flattenKeys(english)].flatMap(([key, text]) =>
    !words.has(key) || JSON.stringify(words.get(key)) === JSON.stringify(text) ? [key] : [],
  );
}

/** For a language of the owner's own: each namespace's template keys it has no words for, and how many. */
function untranslatedStrings(
  folderName: string,
  language: string,
  strings: Strings,
  template: Strings,
  unused: readonly string[],
  shown: (namespace: string, key: string) => boolean,
): { message: string; count: number }[] {
  const base = templateBase(template, language);
  const reference = TEMPLATE_LANGUAGES[0]?.code ?? '';
  return Object.entries(base).flatMap(([namespace, tree]) => {
    if (unused.includes(namespace)) return [];
    const missing = untranslatedKeys(tree, strings[language]?.[namespace]).filter((key) =>
      shown(namespace, key),
    );
    if (missing.length === 0) return [];
    return [
      {
        message: `${folderName}/${OWNER_LOCALES}/${language}/${namespace}.json: ${missing.length} template string(s) with no "${language}" words yet (the site shows the template's "${reference}" ones): ${missing.join(', ')}`,
        count: missing.length,
      },
    ];
  });
}
