import { afterEach, describe, expect, it } from 'vitest';
import { TEMPLATE_LANGUAGES } from '../../../src/lib/language';
import { readingFor } from '../../build/buildContext';
import { editEntry, ownerCopy, SAMPLE_FOLDER } from '../../owner/testing/ownerCopy';
import { ownerContentChecks, passedSummary, runContentChecks, type ContentReport } from './checks';

let remove = () => {};
afterEach(() => remove());

const report = (changes: Partial<ContentReport>): ContentReport => ({
  problems: [],
  untranslated: [],
  untranslatedStrings: 0,
  revisit: [],
  advice: [],
  migrated: [],
  folder: 'owner',
  ...changes,
});

const shipped = TEMPLATE_LANGUAGES.map(({ code }) => code).join(', ');
const checked = `Content check passed: owner/ is valid, and the template's strings are complete in the languages it ships (${shipped})`;

describe('the content check’s closing line', () => {
  it('says what it checked, and no more, when nothing is untranslated', () => {
    expect(passedSummary(report({}))).toBe(`${checked}.`);
  });

  it('counts the template strings a language of the owner’s own still shows in English', () => {
    const untranslated = [
      'owner/locales/de/common.json: 231 template string(s) with no "de" words yet',
    ];
    expect(passedSummary(report({ untranslated, untranslatedStrings: 231 }))).toBe(
      `${checked}; 231 template strings still show in English (listed above).`,
    );
    expect(passedSummary(report({ untranslated, untranslatedStrings: 1 }))).toBe(
      `${checked}; 1 template string still shows in English (listed above).`,
    );
  });

  it('points to the owner’s untranslated texts when the template’s strings are all there', () => {
    const untranslated = ['owner/experience.json: entry "acme" field "role": no "it" text yet'];
    expect(passedSummary(report({ untranslated }))).toBe(
      `${checked}; the texts listed above still show in the site's first language.`,
    );
  });

  it('says when translations are to revisit after a template change', () => {
    const revisit = ['owner/locales/de/legal.json: the template’s English of 2 key(s) changed'];
    expect(passedSummary(report({ revisit }))).toBe(
      `${checked}; 1 file(s) of your translations to revisit after a template change (listed above).`,
    );
  });
});

describe('advice on the owner’s words', () => {
  it('judges only what is written in a language, naming the owner’s file, entry and field', async () => {
    // English first, French added: most texts have no French yet, and show the English ones.
    const folder = ownerCopy({
      site: (site) => ({ ...site, languages: ['en', 'it', 'fr'] }),
      experience: editEntry('rgi-architect', (entry) => ({
        ...entry,
        description: { ...(entry.description as object), fr: 'Il a dit “oui”.' },
      })),
    });
    remove = folder.remove;
    const { advice, problems } = await ownerContentChecks(
      process.cwd(),
      readingFor(folder, { root: process.cwd() }, 2026),
    );
    expect(problems).toEqual([]);
    expect(advice).toEqual([
      'owner/experience.json: entry "rgi-architect" (entries[0]) field "description.fr" says "“"; write the guillemets « »',
    ]);
  });
});

describe('the template’s strings the content check judges', () => {
  it('are those its reading carries, read once with the owner’s folder', async () => {
    const reading = readingFor(SAMPLE_FOLDER, { root: process.cwd() }, 2026);
    const english = reading.template.en ?? {};
    const template = {
      ...reading.template,
      en: { ...english, common: { ...english.common, notfound_title: 'Lost your way?' } },
    };
    const { problems } = await runContentChecks(process.cwd(), { ...reading, template });
    // The Italian was translated from the English on disk, not from the reading's.
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/locales\/it\/common\.json: the template's English of 1 key\(s\) changed .*: notfound_title;/,
      ),
    );
  });
});
