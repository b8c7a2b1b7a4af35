/**
 * `npm run owner:migrate`: writes an owner folder of an older format in the
 * current one, file by file, and says what changed (migrate.ts holds the
 * steps). The loader reads an old folder the same way in memory, so a site
 * builds the same before and after; this only makes the files say it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownerFolder, type OwnerFolder } from './load.ts';
import { formatOf, migrateOwnerFiles, type OwnerFiles } from './migrate.ts';
import { OWNER_FILES } from './files/index.ts';
import { OWNER_FORMAT } from './files/site.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Rewrites the folder's files in the current format; returns what changed (nothing when current). */
export function migrateFolder(folder: OwnerFolder): string[] {
  const files: OwnerFiles = {};
  for (const { file: name } of OWNER_FILES) {
    const path = join(folder.path, `${name}.json`);
    if (existsSync(path)) files[name] = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  }
  const { files: migrated, changes } = migrateOwnerFiles(files);
  for (const [name, content] of Object.entries(migrated)) {
    if (json(content) !== (files[name] === undefined ? '' : json(files[name]))) {
      writeFileSync(join(folder.path, `${name}.json`), json(content));
    }
  }
  return changes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = ownerFolder();
  if (folder.isSample) {
    console.error(`${folder.name}/ is the template's sample, kept in the current format already.`);
    process.exit(1);
  }
  const before = formatOf(
    existsSync(join(folder.path, 'site.json'))
      ? { site: JSON.parse(readFileSync(join(folder.path, 'site.json'), 'utf8')) as unknown }
      : {},
  );
  const changes = migrateFolder(folder);
  if (changes.length === 0) {
    console.log(`${folder.name}/ is in format ${OWNER_FORMAT} already: nothing to change.`);
  } else {
    console.log(`${folder.name}/: format ${before} → ${OWNER_FORMAT}`);
    for (const change of changes) console.log(`  - ${change}`);
  }
}
