/**
 * For tests and the harness's owner builds: a copy of the sample owner's folder,
 * with some files edited, to see what the loader, the checks and the build make
 * of it. The one way a sample copy is made (ownerCopy, and sampleCopy for a
 * folder of the caller's choosing). And the folders of past owner formats.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownerFolder, SAMPLE_DIR } from '../read/load.ts';
import type { OwnerFolder } from '../files/ownerFile.ts';

export const SAMPLE_FOLDER: OwnerFolder = ownerFolder(process.cwd(), { OWNER_DIR: SAMPLE_DIR });

type Json = Record<string, unknown>;

export function readSampleFile(name: string): Json {
  return JSON.parse(readFileSync(join(SAMPLE_FOLDER.path, `${name}.json`), 'utf8')) as Json;
}

/** Each file's edit of its parsed JSON, by file name ('site'); null deletes the file. */
export type OwnerEdits = Record<string, (data: Json) => Json | null>;

/** The sample copied to `path`, then each file edited; returns the path. */
export function sampleCopy(path: string, edits: OwnerEdits = {}): string {
  cpSync(SAMPLE_FOLDER.path, path, { recursive: true });
  for (const [name, edit] of Object.entries(edits)) {
    const file = join(path, `${name}.json`);
    const data = edit(JSON.parse(readFileSync(file, 'utf8')) as Json);
    if (data === null) rmSync(file);
    else writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  }
  return path;
}

/** The template's first owner format, before site.json: the oldest an owner's folder can be. */
export const FIRST_FORMAT = 1;

/**
 * A folder of a past owner format as an owner wrote it, with overrides of template keys renamed
 * since (past-formats/format-<n>): format 1's is what owner:import wrote then, its record
 * (.imported.json) included, with the owner's Italian overrides added after.
 */
export const pastFormatPath = (format: number): string =>
  fileURLToPath(new URL(`past-formats/format-${format}`, import.meta.url));

/** A temporary owner folder: the sample, then `edit` on each file's parsed JSON (return null to delete it). */
export function ownerCopy(edits: OwnerEdits = {}): OwnerFolder & { remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'owner-'));
  return {
    path: sampleCopy(join(folder, 'owner'), edits),
    name: 'owner',
    isSample: false,
    // The temporary folder whole, not only the owner/ inside it.
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** The entry with this id of a file's "entries", edited. */
export function editEntry(id: string, change: (entry: Json) => Json) {
  return (data: Json): Json => ({
    ...data,
    entries: (data.entries as Json[]).map((entry) => (entry.id === id ? change(entry) : entry)),
  });
}

/** A copy of an object without some of its fields. */
export function without<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !(keys as string[]).includes(key)),
  ) as Omit<T, K>;
}
