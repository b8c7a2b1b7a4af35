/**
 * `npm run owner:translated -- de` (the owner's overrides in owner/locales/de/)
 * and `npm run template:translated -- de` (the template's src/locales/de/):
 * records that a language's strings follow the template's English as it is now.
 * Run it once the translation has been revised; the content check then stops
 * naming those keys until their English changes again.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ownerFolder } from '../read/load.ts';
import {
  folderStrings,
  OWNER_LOCALES,
  templateStrings,
  TEMPLATE_LOCALES,
} from '../read/strings.ts';
import { type Tree } from '../../lib/textTree.ts';
import { SOURCE_LANGUAGE, SOURCES_FILE, writeSources } from '../read/translationSources.ts';

const args = process.argv.slice(2);
const forTemplate = args.includes('--template');
const languages = args.filter((arg) => !arg.startsWith('--'));
const template = templateStrings();
const english = template[SOURCE_LANGUAGE] ?? {};
const owner = ownerFolder(process.cwd(), process.env);

if (languages.length === 0) {
  console.error('Name the language(s) whose translation you revised, e.g. -- de');
  process.exit(2);
}
for (const language of languages) {
  const folder = forTemplate
    ? join(TEMPLATE_LOCALES, language)
    : join(owner.path, OWNER_LOCALES, language);
  const label = forTemplate ? folder : `${owner.name}/${OWNER_LOCALES}/${language}`;
  if (!existsSync(folder)) {
    console.error(`${label}/ does not exist: no strings to record for "${language}".`);
    process.exit(1);
  }
  const strings: Record<string, Tree> = forTemplate
    ? (template[language] ?? {})
    : folderStrings(folder);
  const count = writeSources(folder, strings, english);
  console.log(`${label}/${SOURCES_FILE}: ${count} key(s) recorded as following today's English.`);
}
