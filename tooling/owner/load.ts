/**
 * The one loader of the owner's content: finds the folder (`owner/`, else the
 * sample in `sample-owner/`), reads each file, brings an older format to the
 * current one (migrate.ts), validates site.json, then every other file against
 * schema.ts for the site's languages and the rules the schema cannot say alone
 * (periods, technology names, ids), then the owner's string overrides
 * (strings.ts), and names the file, the entry and the field of every problem.
 * The site's build, the CV, the checks, the bench and the tests all read
 * content here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { OPTIONAL_SECTIONS } from '../../src/lib/routes.ts';
import { migrateOwnerFiles, type OwnerFiles } from './migrate.ts';
import { presentSections, siteLanguages } from './model.ts';
import { periodProblem } from './periodCheck.ts';
import { ownerFileSchemas, type Owner, type OwnerFileName } from './schema.ts';
import { siteFile, type SiteFile } from './siteSchema.ts';
import { readOwnerStrings, templateStrings } from './strings.ts';

export const OWNER_DIR = 'owner';
export const SAMPLE_DIR = 'sample-owner';

export interface OwnerFolder {
  /** Absolute path of the folder in use. */
  path: string;
  /** Relative to the repository root, for messages: 'owner' or 'sample-owner'. */
  name: string;
  isSample: boolean;
}

/**
 * The owner's folder when it exists, else the sample that ships with the
 * template. OWNER_DIR names another; the unit tests (VITEST) always read the
 * sample, the fixture the template's tests are written against.
 */
export function ownerFolder(root: string = process.cwd(), env = process.env): OwnerFolder {
  const fallback = existsSync(join(root, OWNER_DIR)) && !env.VITEST ? OWNER_DIR : SAMPLE_DIR;
  const chosen = env.OWNER_DIR || fallback;
  return { path: resolve(root, chosen), name: chosen, isSample: chosen === SAMPLE_DIR };
}

export interface OwnerReading {
  folder: OwnerFolder;
  owner: Owner | null;
  /** What must be fixed before the site can be built, one message each. */
  problems: string[];
  /** Texts with no version in a language (the site shows the fallback), one message each. */
  untranslated: string[];
  /** How many template strings a language of the owner's own shows in the template's first language. */
  untranslatedStrings: number;
  /** What reading an older owner format changed (npm run owner:migrate writes it out). */
  migrated: string[];
}

type Path = readonly PropertyKey[];

/** 'entry "rgi-architect" field "role.it"' from a path into a file's data. */
function where(data: unknown, path: Path): string {
  const [list, index, ...field] = path;
  if (typeof list === 'string' && typeof index === 'number') {
    const entries = (data as Record<string, unknown> | null)?.[list];
    const id = Array.isArray(entries)
      ? (entries[index] as { id?: unknown } | undefined)?.id
      : undefined;
    const entry =
      typeof id === 'string' ? `entry "${id}" (${list}[${index}])` : `${list}[${index}]`;
    return field.length > 0 ? `${entry} field "${field.join('.')}"` : entry;
  }
  return path.length > 0 ? `field "${path.join('.')}"` : 'the file';
}

/** Zod's messages in an owner's words, where the schema gives none of its own. */
function plainWords(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'is missing';
    if (issue.expected === 'object')
      return 'must be an object of fields, e.g. { "en": "…", "it": "…" } for a text';
    if (issue.expected === 'array') return 'must be a list [ … ]';
    return `must be ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `has an unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')} (a typo, or a language the site does not have?)`;
  }
  return undefined;
}

function readJson(file: string): { data?: unknown; problem?: string } {
  try {
    return { data: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    return { problem: `is not valid JSON: ${(error as Error).message}` };
  }
}

/** Each entry's ids, periods, technology names, companies and images against the rest. */
function crossChecks(
  owner: Owner,
  folder: OwnerFolder,
  currentYear: number,
): [Path, OwnerFileName, string][] {
  const found: [Path, OwnerFileName, string][] = [];
  const [{ code: fallbackLanguage = '' } = {}] = siteLanguages(owner.site);
  const names = new Set(owner.technologies);
  const lists = [
    ['experience', owner.experience.entries],
    ['projects', owner.projects?.entries ?? []],
    ['courses', owner.courses?.entries ?? []],
    ['testimonials', owner.testimonials?.entries ?? []],
  ] as const;
  for (const [file, entries] of lists) {
    entries.forEach((entry, index) => {
      if (entries.findIndex((other) => other.id === entry.id) !== index) {
        found.push([['entries', index, 'id'], file, `repeats the id "${entry.id}"`]);
      }
      if ('period' in entry) {
        const problem = periodProblem(entry.period, currentYear);
        if (problem) found.push([['entries', index, 'period'], file, problem]);
      }
      const tech = 'tech' in entry ? entry.tech : 'technologies' in entry ? entry.technologies : [];
      for (const name of tech) {
        if (!names.has(name)) {
          found.push([
            ['entries', index, 'tech'],
            file,
            `"${name}" is not in technologies.json. If it is a name (written the same in every ` +
              `language), add it there; if it describes something, write it in the entry's translated texts`,
          ]);
        }
      }
      const topics = 'topics' in entry ? entry.topics : undefined;
      for (const message of untranslatedTopics(topics, names, fallbackLanguage)) {
        found.push([['entries', index, 'topics'], file, message]);
      }
      if ('image' in entry && entry.image && !existsSync(join(folder.path, entry.image))) {
        found.push([['entries', index, 'image'], file, `${entry.image} does not exist`]);
      }
    });
  }
  const companies = owner.projects?.companies ?? [];
  owner.projects?.entries.forEach((project, index) => {
    if (!companies.includes(project.company)) {
      found.push([
        ['entries', index, 'company'],
        'projects',
        `"${project.company}" is not in "companies"`,
      ]);
    }
  });
  for (const company of companies) {
    if (!owner.projects?.entries.some((project) => project.company === company)) {
      found.push([['companies'], 'projects', `"${company}" has no project`]);
    }
  }
  const projectIds = new Set(owner.projects?.entries.map((project) => project.id));
  for (const id of owner.cv?.projects ?? []) {
    if (!projectIds.has(id)) found.push([['projects'], 'cv', `"${id}" is not a project id`]);
  }
  const { photo, shareImage, favicon } = owner.profile;
  for (const [field, image] of Object.entries({ photo, shareImage, favicon })) {
    if (image !== undefined && !existsSync(join(folder.path, image)))
      found.push([[field], 'profile', `${image} does not exist`]);
  }
  if (owner.trading) {
    const years = Object.keys(owner.trading.monthlyReturns).map(Number);
    for (const { year } of owner.trading.annualReturns) {
      if (!years.includes(year)) {
        found.push([['annualReturns'], 'trading', `${year} has no monthly returns`]);
      }
    }
    if (owner.trading.cfdRetailLossPercent !== undefined && !owner.trading.offersCfds) {
      found.push([
        ['cfdRetailLossPercent'],
        'trading',
        'is given, but "offersCfds" is false: remove it, or set "offersCfds" to true',
      ]);
    }
  }
  return found;
}

/** A topic that reads the same in another language as in the fallback's: an untranslated phrase, unless a name. */
function untranslatedTopics(
  topics: Partial<Record<string, string[]>> | undefined,
  names: Set<string>,
  fallbackLanguage: string,
): string[] {
  const fallback = topics?.[fallbackLanguage] ?? [];
  return Object.entries(topics ?? {}).flatMap(([language, items = []]) =>
    language === fallbackLanguage
      ? []
      : items
          .filter((item) => fallback.includes(item) && !names.has(item))
          .map(
            (item) =>
              `"${item}" reads the same in "${language}" as in "${fallbackLanguage}": translate it, ` +
              `or if it is a name (written the same in every language) add it to technologies.json`,
          ),
  );
}

/** Every text missing a language, as 'file: entry "x" field "y": no "it" text yet'. */
function untranslatedTexts(
  file: string,
  languages: readonly string[],
  data: unknown,
  path: Path = [],
  root: unknown = data,
): string[] {
  if (Array.isArray(data)) {
    return data.flatMap((item, index) =>
      untranslatedTexts(file, languages, item, [...path, index], root),
    );
  }
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  const [fallback = ''] = languages;
  if (fallback in record) {
    return languages
      .filter((language) => !(language in record))
      .map(
        (language) =>
          `${file}: ${where(root, path)}: no "${language}" text yet (the site shows the ${fallback} one)`,
      );
  }
  return Object.entries(record).flatMap(([key, value]) =>
    untranslatedTexts(file, languages, value, [...path, key], root),
  );
}

/** The folder's JSON files by name, as written. */
function readFiles(folder: OwnerFolder, problems: string[]): OwnerFiles {
  const files: OwnerFiles = {};
  for (const name of ['site', ...Object.keys(ownerFileSchemas('any'))]) {
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

/** Each problem of a value against a schema, in the owner's words, naming file, entry and field. */
function validate<T>(schema: z.ZodType<T>, input: unknown, label: string, problems: string[]) {
  const result = schema.safeParse(input, { error: plainWords });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push(`${label}: ${where(input, issue.path)}: ${issue.message}`);
  }
  return undefined;
}

/** Reads and validates the owner's folder; `owner` is null when anything must be fixed first. */
export function readOwner(
  folder: OwnerFolder = ownerFolder(),
  currentYear: number = new Date().getFullYear(),
): OwnerReading {
  const problems: string[] = [];
  const untranslated: string[] = [];
  const { files: migratedFiles, changes: migrated } = migrateOwnerFiles(
    readFiles(folder, problems),
  );
  const raw: OwnerFiles = Object.fromEntries(
    Object.entries(migratedFiles).map(([name, json]) => [name, withoutSchemaPointer(json)]),
  );
  const site = validate(siteFile, raw.site, `${folder.name}/site.json`, problems);
  const languages = siteLanguages(site).map((language) => language.code);
  const repeated = languages.filter((code, index) => languages.indexOf(code) !== index);
  if (repeated.length > 0) {
    problems.push(
      `${folder.name}/site.json: field "languages": repeats "${repeated.join('", "')}"`,
    );
  }
  const data: Partial<Record<OwnerFileName, unknown>> = {};
  for (const [name, { schema, required }] of Object.entries(ownerFileSchemas(languages)) as [
    OwnerFileName,
    { schema: z.ZodType; required: boolean },
  ][]) {
    const label = `${folder.name}/${name}.json`;
    if (raw[name] === undefined) {
      if (required && existsSync(join(folder.path, `${name}.json`)) === false) {
        problems.push(`${label}: is missing (the site needs it)`);
      }
      continue;
    }
    data[name] = validate(schema, raw[name], label, problems);
    if (data[name] !== undefined)
      untranslated.push(...untranslatedTexts(label, languages, raw[name]));
  }
  // The namespaces of the optional sections the folder gives no content for.
  const present = presentSections(data as Partial<Owner>);
  const unused = OPTIONAL_SECTIONS.filter((section) => !present.includes(section));
  const strings = readOwnerStrings(folder, languages, templateStrings(), unused);
  problems.push(...strings.problems);
  untranslated.push(...strings.untranslated);
  const reading = {
    folder,
    untranslated,
    untranslatedStrings: strings.untranslatedCount,
    migrated,
  };
  if (problems.length > 0 || !site) return { ...reading, owner: null, problems };
  const owner = { ...data, site: site as SiteFile, strings: strings.strings } as Owner;
  for (const [path, name, message] of crossChecks(owner, folder, currentYear)) {
    problems.push(`${folder.name}/${name}.json: ${where(raw[name], path)}: ${message}`);
  }
  return { ...reading, owner: problems.length > 0 ? null : owner, problems };
}

/** The owner's content, or an error listing every problem (for the build). */
export function loadOwner(folder: OwnerFolder = ownerFolder()): {
  owner: Owner;
  folder: OwnerFolder;
} {
  const reading = readOwner(folder);
  if (!reading.owner) {
    throw new Error(
      `The content in ${folder.name}/ has ${reading.problems.length} problem(s):\n  - ${reading.problems.join('\n  - ')}`,
    );
  }
  return { owner: reading.owner, folder };
}
