/**
 * Which English each translation was made from. Beside a language's string
 * files, `_source.json` keeps, for every key translated, a short hash of the
 * template's English text at the time: the template's own languages in
 * src/locales/<code>/, the owner's overrides in owner/locales/<code>/. When the
 * English changes, the hash no longer matches and the content check names the
 * translation to revisit (a failure for the template's languages, a list for
 * the owner's after a template update).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATE_LANGUAGES } from '../../src/lib/language.ts';
import { flattenKeys } from '../lib/translationKeys.ts';
import { renameSourceKeys } from './renamedKeys.ts';
import type { Tree } from './strings.ts';

/** The file beside a language's strings; its leading underscore keeps it out of the namespaces. */
export const SOURCES_FILE = '_source.json';

/** The language every translation is made from: the template's first. */
export const SOURCE_LANGUAGE = TEMPLATE_LANGUAGES[0]?.code ?? 'en';

/** Namespace → dotted key → hash of the English the translation was made from. */
export type Sources = Record<string, Record<string, string>>;

/** A short, stable fingerprint of one English value (text or list of texts). */
export const sourceHash = (english: unknown): string =>
  createHash('sha256').update(JSON.stringify(english)).digest('hex').slice(0, 10);

export function readSources(folder: string): Sources | undefined {
  const file = join(folder, SOURCES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Sources) : undefined;
}

/**
 * An owner's record as the loader reads their strings: a key the template
 * renamed since keeps its stamp under the new name (renamedKeys.ts), so its
 * translation is named to revisit against the new English.
 */
export function readOwnerSources(
  folder: string,
  english: Record<string, Tree>,
): Sources | undefined {
  const sources = readSources(folder);
  return sources && renameSourceKeys(sources, english);
}

/** Records, for every key a language's files hold, the English it now follows. */
export function writeSources(
  folder: string,
  translated: Record<string, Tree>,
  english: Record<string, Tree>,
): number {
  const sources: Sources = {};
  let count = 0;
  for (const namespace of Object.keys(translated).sort()) {
    const reference = flattenKeys(english[namespace]);
    const stamps: Record<string, string> = {};
    for (const key of flattenKeys(translated[namespace]).keys()) {
      if (!reference.has(key)) continue;
      stamps[key] = sourceHash(reference.get(key));
      count += 1;
    }
    sources[namespace] = stamps;
  }
  writeFileSync(join(folder, SOURCES_FILE), `${JSON.stringify(sources, null, 2)}\n`);
  return count;
}

export interface StaleFile {
  namespace: string;
  /** Keys whose English changed since they were translated. */
  changed: string[];
  /** Keys with no record of the English they came from. */
  unrecorded: string[];
}

/** The keys of a language's files whose English is not the one they were made from. */
export function staleTranslations(
  translated: Record<string, Tree>,
  english: Record<string, Tree>,
  sources: Sources | undefined,
): StaleFile[] {
  return Object.keys(translated)
    .sort()
    .flatMap((namespace) => {
      const reference = flattenKeys(english[namespace]);
      const stamps = sources?.[namespace] ?? {};
      const changed: string[] = [];
      const unrecorded: string[] = [];
      for (const key of flattenKeys(translated[namespace]).keys()) {
        if (!reference.has(key)) continue;
        const stamp = stamps[key];
        if (stamp === undefined) unrecorded.push(key);
        else if (stamp !== sourceHash(reference.get(key))) changed.push(key);
      }
      return changed.length + unrecorded.length > 0 ? [{ namespace, changed, unrecorded }] : [];
    });
}

/**
 * One message per file: what to revisit, every key of it, and how to record
 * it, for a person to act on; `unrecordedNote` adds what else to know of the
 * keys with no record.
 */
export function staleMessages(
  path: string,
  stale: readonly StaleFile[],
  record: string,
  unrecordedNote = '',
): string[] {
  return stale.flatMap(({ namespace, changed, unrecorded }) => [
    ...(changed.length > 0
      ? [
          `${path}/${namespace}.json: the template's English of ${changed.length} key(s) changed since they were written: ${changed.join(', ')}; revise them, then ${record}`,
        ]
      : []),
    ...(unrecorded.length > 0
      ? [
          `${path}/${namespace}.json: ${unrecorded.length} key(s) with no record of the English they were made from: ${unrecorded.join(', ')}; once they are checked, ${record}${unrecordedNote}`,
        ]
      : []),
  ]);
}
