/**
 * `npm run owner:drop-language -- it`: takes a language off the owner's site:
 * out of site.json's "languages", out of every text of every owner file, and
 * its owner/locales/<code>/ folder gone. With owner:add-language, it switches
 * the sample's languages in two commands rather than 300 edits (walk 2).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageCode } from './languageEntry.ts';
import { ownerFolder, type OwnerFolder } from './load.ts';
import { OWNER_LOCALES } from './strings.ts';

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
const writeJson = (file: string, data: unknown) =>
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const codeOf = (entry: unknown) =>
  typeof entry === 'string' ? entry : isObject(entry) ? String(entry.code) : '';

/** A text as the owner files write it: one string or list per language of the site. */
const isText = (value: unknown, languages: readonly string[]): value is Json =>
  isObject(value) &&
  Object.keys(value).length > 0 &&
  Object.entries(value).every(
    ([key, item]) => languages.includes(key) && (typeof item === 'string' || Array.isArray(item)),
  );

/** A file's JSON without the language in its texts; how many it took out, and where a text had only it. */
function withoutLanguage(
  value: unknown,
  code: string,
  languages: readonly string[],
  path = '',
): { value: unknown; removed: number; alone: string[] } {
  if (isText(value, languages)) {
    if (!(code in value)) return { value, removed: 0, alone: [] };
    const rest = Object.fromEntries(Object.entries(value).filter(([key]) => key !== code));
    // A text in that language alone stays: the owner decides what it becomes.
    return Object.keys(rest).length === 0
      ? { value, removed: 0, alone: [path] }
      : { value: rest, removed: 1, alone: [] };
  }
  const within = (item: unknown, at: string) => withoutLanguage(item, code, languages, at);
  const together = (parts: readonly { removed: number; alone: string[] }[]) => ({
    removed: parts.reduce((sum, part) => sum + part.removed, 0),
    alone: parts.flatMap((part) => part.alone),
  });
  if (Array.isArray(value)) {
    const parts = value.map((item, index) => within(item, `${path}[${index}]`));
    return { value: parts.map((part) => part.value), ...together(parts) };
  }
  if (!isObject(value)) return { value, removed: 0, alone: [] };
  const parts = Object.entries(value).map(
    ([key, item]) => [key, within(item, path ? `${path}.${key}` : key)] as const,
  );
  return {
    value: Object.fromEntries(parts.map(([key, part]) => [key, part.value])),
    ...together(parts.map(([, part]) => part)),
  };
}

/** Drops the language; returns what it did and what is left to do, one line each. */
export function dropLanguage(folder: OwnerFolder, text: string): string[] {
  const code = languageCode(text);
  if (!code) throw new Error(`"${text}" is not a language code (e.g. it, de, pt)`);
  const siteFile = join(folder.path, 'site.json');
  if (!existsSync(siteFile)) {
    throw new Error(`${folder.name}/ has no site.json: run npm run owner:migrate first`);
  }
  const site = readJson(siteFile) as Json;
  const entries = Array.isArray(site.languages) ? (site.languages as unknown[]) : [];
  const languages = entries.map(codeOf);
  if (!languages.includes(code)) {
    throw new Error(`"${code}" is not a language of the site (${languages.join(', ')})`);
  }
  if (languages.length === 1) throw new Error(`"${code}" is the site's only language`);
  const left = entries.filter((entry) => codeOf(entry) !== code);
  writeJson(siteFile, { ...site, languages: left });
  const lines = [
    `${folder.name}/site.json: "${code}" removed from "languages" (${left.map(codeOf).join(', ')} left).`,
  ];
  const files = readdirSync(folder.path).filter(
    (file) => file.endsWith('.json') && file !== 'site.json' && !file.startsWith('.'),
  );
  for (const file of files) {
    const path = join(folder.path, file);
    const { value, removed, alone } = withoutLanguage(readJson(path), code, languages);
    if (removed > 0) {
      writeJson(path, value);
      lines.push(`${folder.name}/${file}: ${removed} "${code}" text(s) removed.`);
    }
    for (const field of alone) {
      lines.push(
        `${folder.name}/${file}: field "${field}" is written in "${code}" alone: write it in ${left.map(codeOf).join(' or ')}.`,
      );
    }
  }
  const locales = join(folder.path, OWNER_LOCALES, code);
  if (existsSync(locales)) {
    rmSync(locales, { recursive: true });
    lines.push(`${folder.name}/${OWNER_LOCALES}/${code}/: removed.`);
  }
  if (languages[0] === code) {
    lines.push(
      `"${codeOf(left[0])}" is the site's first language now: every text needs it; npm run check:content names those that have none.`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const [code = ''] = process.argv.slice(2);
    const folder = ownerFolder();
    if (folder.isSample)
      throw new Error(`${folder.name}/ is the template's sample: copy it to owner/ first`);
    for (const line of dropLanguage(folder, code)) console.log(line);
  } catch (error) {
    console.error(`owner:drop-language: ${(error as Error).message}`);
    process.exit(2);
  }
}
