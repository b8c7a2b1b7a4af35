import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addLanguage } from './addLanguage';
import { dropLanguage } from './dropLanguage';
import { readOwner } from './load';
import { ownerCopy } from './testing/ownerCopy';

let remove = () => {};
afterEach(() => remove());

/** Every file of the folder's, as written. */
const everyFile = (path: string) =>
  readdirSync(path)
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFileSync(join(path, file), 'utf8'))
    .join('\n');

describe('npm run owner:drop-language', () => {
  it('switches the sample from English and Italian to English and French in two commands', () => {
    const folder = ownerCopy();
    remove = folder.remove;
    mkdirSync(join(folder.path, 'locales/it'), { recursive: true });
    writeFileSync(join(folder.path, 'locales/it/common.json'), '{ "about_title": "Chi sono" }');
    addLanguage(folder, 'fr');
    const lines = dropLanguage(folder, 'it');
    expect(lines[0]).toBe('owner/site.json: "it" removed from "languages" (en, fr left).');
    expect(lines).toContain('owner/testimonials.json: 50 "it" text(s) removed.');
    expect(lines.at(-1)).toBe('owner/locales/it/: removed.');
    expect(everyFile(folder.path)).not.toMatch(/"it":/);
    expect(existsSync(join(folder.path, 'locales/it'))).toBe(false);
    const reading = readOwner(folder, 2026);
    expect(reading.problems).toEqual([]);
    // French shows the English until it is written, and the check lists each text.
    expect(reading.untranslatedTextCount.fr).toBeGreaterThan(150);
  });

  it('names a new first language, and says how to write it while the site falls back', () => {
    const folder = ownerCopy({ site: (site) => ({ ...site, languages: ['it', 'en', 'fr'] }) });
    remove = folder.remove;
    expect(dropLanguage(folder, 'it').at(-1)).toBe(
      '"en" is the site\'s first language now: every text needs it; npm run check:content names those that have none.',
    );
    const french = ownerCopy({ site: (site) => ({ ...site, languages: ['fr', 'en', 'it'] }) });
    const { problems } = readOwner(french, 2026);
    french.remove();
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^owner\/site\.json: field "languages": "fr" comes first, so every text needs it, and \d+ have none yet\. While you write them, list "fr" after "en"/,
      ),
    );
  });

  it('refuses a language the site lacks, and its only one', () => {
    const folder = ownerCopy({ site: (site) => ({ ...site, languages: ['en'] }) });
    remove = folder.remove;
    expect(() => dropLanguage(folder, 'de')).toThrow('"de" is not a language of the site (en)');
    expect(() => dropLanguage(folder, 'en')).toThrow('"en" is the site\'s only language');
  });
});
