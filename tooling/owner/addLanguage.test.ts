import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addLanguage } from './addLanguage';
import { readOwner } from './load';
import { policiesNotInLanguage } from './policyLanguages';
import { templateStrings, type Tree } from './strings';
import { stringsAndWords } from '../lib/translationKeys';
import { ownerCopy } from './testing/ownerCopy';

let remove = () => {};
afterEach(() => remove());

/** Every text of a tree "translated": marked, placeholders and tags kept. */
const translate = (tree: Tree): Tree =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? `PT ${value}`
        : Array.isArray(value)
          ? value.map((item) => `PT ${item}`)
          : translate(value),
    ]),
  );

describe('adding a language the template does not speak', () => {
  it('lists it in site.json, copies the English to translate, and holds publishing until the policies are translated', () => {
    const folder = ownerCopy();
    remove = folder.remove;
    const template = templateStrings();
    const steps = addLanguage(folder, 'pt', template);
    expect(steps[0]).toBe('owner/site.json: "pt" added to "languages".');
    const policies = stringsAndWords(template.en?.legal);
    expect(steps[2]).toMatch(
      new RegExp(
        `^legal\\.json holds the privacy and cookie policies: ${policies.strings} strings \\(`,
      ),
    );
    const site = JSON.parse(readFileSync(join(folder.path, 'site.json'), 'utf8')) as {
      languages: unknown[];
    };
    expect(site.languages.at(-1)).toEqual({
      code: 'pt',
      name: 'Português',
      locale: 'pt_BR',
      flagCountry: 'br',
    });
    expect(existsSync(join(folder.path, 'locales/pt/_source.json'))).toBe(true);

    const before = readOwner(folder, 2026);
    expect(before.problems).toEqual([]);
    expect(
      before.untranslated.some((line) => line.startsWith('owner/locales/pt/legal.json: ')),
    ).toBe(true);
    if (!before.owner) throw new Error('the folder must load');
    expect(policiesNotInLanguage(before.owner, folder, template)).toEqual([
      expect.stringMatching(
        /^owner\/locales\/pt\/legal\.json: \d+ policy string\(s\) your site shows not yet in "pt"/,
      ),
    ]);

    const legal = join(folder.path, 'locales/pt/legal.json');
    writeFileSync(
      legal,
      JSON.stringify(translate(JSON.parse(readFileSync(legal, 'utf8')) as Tree)),
    );
    const after = readOwner(folder, 2026);
    if (!after.owner) throw new Error('the folder must load');
    expect(policiesNotInLanguage(after.owner, folder, template)).toEqual([]);

    // A legal notice asked for in legal.json is a policy page too.
    const withNotice = { ...after.owner, legal: { ...after.owner.legal, legalNotice: {} } };
    expect(policiesNotInLanguage(withNotice, folder, template)).toEqual([
      expect.stringMatching(
        /^owner\/locales\/pt\/legal-notice\.json: \d+ policy string\(s\) your site shows not yet in "pt"/,
      ),
    ]);
  });

  it('only lists a language the template speaks', () => {
    const folder = ownerCopy();
    remove = folder.remove;
    expect(addLanguage(folder, 'de')).toEqual([
      'owner/site.json: "de" added to "languages".',
      'The template speaks "de": nothing to translate but your own texts (npm run check:content lists them).',
    ]);
    expect(existsSync(join(folder.path, 'locales/de'))).toBe(false);
  });
});

describe('docs/adding-a-language.md', () => {
  /** A count as the page writes it: "about 4,100 words", rounded to the hundred. */
  const about = (words: number) =>
    `about ${String(Math.round(words / 100) * 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} words`;

  it('gives the real size of the work: the template’s strings and words, as counted', () => {
    const doc = readFileSync('docs/adding-a-language.md', 'utf8').replace(/\s+/g, ' ');
    const english = templateStrings().en ?? {};
    const all = stringsAndWords(english);
    const policies = stringsAndWords(english.legal);
    const notice = stringsAndWords(english['legal-notice']);
    const rest = {
      strings: all.strings - policies.strings - notice.strings,
      words: all.words - policies.words - notice.words,
    };
    expect(doc).toContain(
      `The template's strings are ${all.strings} (${about(all.words)}) in ${Object.keys(english).length} files`,
    );
    expect(doc).toContain(`the interface, ${rest.strings} strings (${about(rest.words)})`);
    expect(doc).toContain(
      `(\`legal.json\`), ${policies.strings} strings (${about(policies.words)})`,
    );
    expect(doc).toContain(`(\`legal-notice.json\`), ${notice.strings} short strings`);
  });
});
