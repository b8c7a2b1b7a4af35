/**
 * `npm run owner:add-language -- pt`: adds a language to the owner's site.
 * A language the template speaks only joins site.json; for any other, the
 * template's English strings are copied into owner/locales/<code>/ for the
 * owner to translate in place (what is already translated there is kept), with
 * the record of the English each came from (translationSources.ts), and the
 * steps are printed. docs/adding-a-language.md walks through the rest.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringsAndWords } from '../lib/translationKeys.ts';
import { isTemplateLanguage, languageCode, languageEntry } from './languageEntry.ts';
import { ownerFolder, type OwnerFolder } from './load.ts';
import {
  folderStrings,
  mergeTexts,
  OWNER_LOCALES,
  templateStrings,
  type Strings,
  type Tree,
} from './strings.ts';
import { SOURCE_LANGUAGE, writeSources } from './translationSources.ts';

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, data: unknown) =>
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** 4066 → "4,066". */
const thousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Adds the language; returns what the owner is to do next, one line each. */
export function addLanguage(
  folder: OwnerFolder,
  text: string,
  template: Strings = templateStrings(),
): string[] {
  const code = languageCode(text);
  if (!code) throw new Error(`"${text}" is not a language code (e.g. pt, pl, nl)`);
  const siteFile = join(folder.path, 'site.json');
  const site = readJson(siteFile);
  const languages = (site.languages ?? []) as (string | { code: string })[];
  const known = languages.some(
    (entry) => (typeof entry === 'string' ? entry : entry.code) === code,
  );
  const country = (readJson(join(folder.path, 'profile.json')).location as Json | undefined)
    ?.countryCode as string | undefined;
  if (!known)
    writeJson(siteFile, { ...site, languages: [...languages, languageEntry(code, country)] });
  const steps = [
    known
      ? `${folder.name}/site.json already lists "${code}".`
      : `${folder.name}/site.json: "${code}" added to "languages".`,
  ];
  if (isTemplateLanguage(code))
    return [
      ...steps,
      `The template speaks "${code}": nothing to translate but your own texts (npm run check:content lists them).`,
    ];

  const english = template[SOURCE_LANGUAGE] ?? {};
  const target = join(folder.path, OWNER_LOCALES, code);
  mkdirSync(target, { recursive: true });
  const own = folderStrings(target);
  const strings: Record<string, Tree> = {};
  for (const [namespace, tree] of Object.entries(english)) {
    strings[namespace] = mergeTexts(tree, own[namespace]);
    writeJson(join(target, `${namespace}.json`), strings[namespace]);
  }
  writeSources(target, strings, english);
  const all = stringsAndWords(english);
  const policies = stringsAndWords(english.legal);
  const notice = stringsAndWords(english['legal-notice']);
  return [
    ...steps,
    `${folder.name}/${OWNER_LOCALES}/${code}/: the template's ${all.strings} strings (${thousands(all.words)} words), in English, for you to translate in place, in ${Object.keys(english).length} files.`,
    `legal.json holds the privacy and cookie policies: ${policies.strings} strings (${thousands(policies.words)} words), fewer for your site, which leaves out the variants for other kinds of site (npm run check:content lists what it shows); legal-notice.json ${notice.strings} (${notice.words} words). The site needs them in "${code}" before it publishes, and a lawyer's reading is wise.`,
    'Translate the values only: keep every key, every {{placeholder}} and every <tag>…</tag> (translate the words between the tags).',
    'A key ending in conditions (@testimonials, @!languages …) is a variant for one kind of site: translate those npm run check:content lists for yours.',
    `The languages' names in the picker: check "name" of "${code}" in site.json.`,
    `npm run check:content lists what is still in English; when a translation is revised after a template update, npm run owner:translated -- ${code} records it.`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const [code = ''] = process.argv.slice(2);
    for (const line of addLanguage(ownerFolder(), code)) console.log(line);
  } catch (error) {
    console.error(`owner:add-language: ${(error as Error).message}`);
    process.exit(2);
  }
}
