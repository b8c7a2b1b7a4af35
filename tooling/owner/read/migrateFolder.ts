/**
 * `npm run owner:migrate`: writes an owner folder of an older format in the
 * current one, file by file, and the overrides of template keys renamed since
 * under their new keys (renamedKeys.ts), and says what changed, key by key
 * (migrate.ts holds the format's steps), and what the folder states that the site leaves
 * unused, which it keeps (unusedFacts.ts). The loader reads an old folder the
 * same way in memory, so a site builds the same before and after; this only
 * makes the files say it.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageOverrides, OWNER_LOCALES, templateBase, templateStrings } from './strings.ts';
import { ownerFolder, readOwner } from './load.ts';
import { unusedFacts } from './unusedFacts.ts';
import type { OwnerFolder } from '../files/ownerFile.ts';
import { formatOf, migrateOwnerFiles, type OwnerFiles } from './migrate.ts';
import { OWNER_FILES } from '../files/index.ts';
import { OWNER_FORMAT } from '../files/site.ts';
import { readSources, SOURCES_FILE } from './translationSources.ts';
import { renameSourceKeys } from './renamedKeys.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Writes a file when its content changes; removes it when nothing is left in it. */
function write(file: string, content: object): void {
  const text = Object.keys(content).length === 0 ? '' : json(content);
  const before = existsSync(file) ? json(readJson(file)) : '';
  if (text === before) return;
  if (text === '') rmSync(file);
  else writeFileSync(file, text);
}

/** Each language's overrides with the keys the template renamed under their new names; what moved. */
function migrateLocales(folder: OwnerFolder): string[] {
  const root = join(folder.path, OWNER_LOCALES);
  if (!existsSync(root)) return [];
  const template = templateStrings();
  const english = templateBase(template, '');
  const languages = readdirSync(root, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  return languages.flatMap(({ name: language }) => {
    const target = join(root, language);
    const { strings, renamed } = languageOverrides(folder, language, template, [], true);
    if (renamed.length === 0) return [];
    for (const [namespace, content] of Object.entries(strings)) {
      write(join(target, `${namespace}.json`), content);
    }
    const sources = readSources(target);
    if (sources) write(join(target, SOURCES_FILE), renameSourceKeys(sources, english));
    return renamed;
  });
}

/** Rewrites the folder's files in the current format; returns what changed (nothing when current). */
export function migrateFolder(folder: OwnerFolder): string[] {
  const files: OwnerFiles = {};
  for (const { file: name } of OWNER_FILES) {
    const path = join(folder.path, `${name}.json`);
    if (existsSync(path)) files[name] = readJson(path);
  }
  const { files: migrated, changes } = migrateOwnerFiles(files);
  for (const [name, content] of Object.entries(migrated)) {
    if (json(content) !== (files[name] === undefined ? '' : json(files[name]))) {
      writeFileSync(join(folder.path, `${name}.json`), json(content));
    }
  }
  return [...changes, ...migrateLocales(folder)];
}

/**
 * What `owner:migrate` prints for a folder, once it has rewritten it: the format it went from
 * and what changed, else that nothing did; then what the folder states and the site leaves
 * unused (unusedFacts.ts), which it keeps.
 */
export function migrateReport(folder: OwnerFolder): string[] {
  const siteFile = join(folder.path, 'site.json');
  const before = formatOf(existsSync(siteFile) ? { site: readJson(siteFile) } : {});
  const changes = migrateFolder(folder);
  const { owner } = readOwner(folder);
  const unused = owner ? unusedFacts(owner) : [];
  const report =
    changes.length === 0
      ? [
          `${folder.name}/ is in format ${OWNER_FORMAT} already, with no key the template renamed: nothing to change.`,
        ]
      : [
          before === OWNER_FORMAT
            ? `${folder.name}/: format ${OWNER_FORMAT}, with keys the template renamed`
            : `${folder.name}/: format ${before} → ${OWNER_FORMAT}`,
          ...changes.map((change) => `  - ${change}`),
          'Read each policy text whose key changed: its template English may have changed too (npm run check:content lists what to revisit).',
        ];
  return unused.length === 0
    ? report
    : [
        ...report,
        'Left as it is, though your site does not use it:',
        ...unused.map((fact) => `  - ${fact}`),
      ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = ownerFolder(process.cwd(), process.env);
  if (folder.isSample) {
    console.error(`${folder.name}/ is the template's sample, kept in the current format already.`);
    process.exit(1);
  }
  for (const line of migrateReport(folder)) console.log(line);
}
