/**
 * `npm run import:resume -- --lang en resume.json [--lang it resume.it.json] [--force]`:
 * starts (or refreshes) the owner's folder from JSON Resume files. It will not
 * overwrite a folder edited since the last import unless told --force.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TEMPLATE_LANGUAGES, type Language } from '../../src/lib/language.ts';
import { ownerFromResumes, unknownProfiles, type Resumes } from './fromResume.ts';
import { OWNER_DIR, ownerFolder, readOwner } from './load.ts';

/** What the last import wrote, to tell an edited folder from an untouched one. */
const RECORD = '.imported.json';

function folderHash(folder: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json') && name !== RECORD)
    .sort()) {
    hash.update(file).update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex');
}

/** May the import write into this folder: absent, empty, or untouched since the last import. */
export function mayOverwrite(folder: string): boolean {
  if (!existsSync(folder) || readdirSync(folder).length === 0) return true;
  const record = join(folder, RECORD);
  if (!existsSync(record)) return false;
  return (
    (JSON.parse(readFileSync(record, 'utf8')) as { hash?: string }).hash === folderHash(folder)
  );
}

export function writeOwnerFolder(folder: string, files: Record<string, unknown>): void {
  mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(folder, `${name}.json`), `${JSON.stringify(content, null, 2)}\n`);
  }
  writeFileSync(join(folder, RECORD), `${JSON.stringify({ hash: folderHash(folder) })}\n`);
}

interface Options {
  resumes: Resumes;
  force: boolean;
  out: string;
}

export function parseArguments(args: readonly string[]): Options {
  const resumes: Resumes = {};
  let force = false;
  let out = OWNER_DIR;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--force') force = true;
    else if (arg === '--out') out = args[++index] ?? out;
    else if (arg === '--lang') {
      const language = args[++index] ?? '';
      const file = args[++index];
      if (!TEMPLATE_LANGUAGES.some((known) => known.code === language) || !file) {
        throw new Error(
          `--lang takes a language the template has strings for (${TEMPLATE_LANGUAGES.map((known) => known.code).join(', ')}) and a file, e.g. --lang en resume.json; add another language in owner/site.json afterwards`,
        );
      }
      resumes[language] = JSON.parse(readFileSync(file, 'utf8')) as Resumes[Language];
    } else throw new Error(`unknown argument "${arg}"`);
  }
  if (Object.keys(resumes).length === 0)
    throw new Error('name at least one resume: --lang en resume.json');
  return { resumes, force, out };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { resumes, force, out } = parseArguments(process.argv.slice(2));
    const folder = resolve(out);
    if (!force && !mayOverwrite(folder)) {
      console.error(
        `${out}/ has changes since it was imported: run again with --force to replace them.`,
      );
      process.exit(1);
    }
    // The first resume named is the site's first language.
    const primary = Object.keys(resumes)[0] as Language;
    writeOwnerFolder(folder, ownerFromResumes(resumes, primary));
    const { problems, untranslated } = readOwner(ownerFolder(process.cwd(), { OWNER_DIR: out }));
    console.log(`${out}/ written from ${Object.keys(resumes).join(' and ')}.`);
    const skipped = unknownProfiles(resumes[primary] ?? {});
    if (skipped.length > 0) {
      console.log(`Profiles on networks the site has no icon for, left out: ${skipped.join(', ')}`);
    }
    if (untranslated.length > 0)
      console.log(`${untranslated.length} texts to translate (npm run check:content lists them).`);
    if (problems.length > 0) {
      console.log(`Still to fill in before the site builds (${problems.length}):`);
      for (const problem of problems) console.log(`  - ${problem}`);
    }
  } catch (error) {
    console.error(`import:resume: ${(error as Error).message}`);
    process.exit(2);
  }
}
