import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderToWrite, ownerFolder, readOwner } from './load';
import { editEntry, ownerCopy } from '../testing/ownerCopy';

let remove = () => {};
afterEach(() => remove());

function problemsWith(edits: Parameters<typeof ownerCopy>[0]) {
  const folder = ownerCopy(edits);
  remove = folder.remove;
  return readOwner(folder, 2026);
}

describe('the owner’s folder', () => {
  it('is the one named, else owner/; read from the sample while owner/ is missing, never written', () => {
    const root = mkdtempSync(join(tmpdir(), 'root-'));
    try {
      expect(ownerFolder(root, {})).toMatchObject({ name: 'sample-owner', isSample: true });
      expect(folderToWrite(root, {})).toEqual({
        path: join(root, 'owner'),
        name: 'owner',
        isSample: false,
      });
      expect(folderToWrite(root, { OWNER_DIR: 'elsewhere' }).path).toBe(join(root, 'elsewhere'));
      mkdirSync(join(root, 'owner'));
      expect(ownerFolder(root, { OWNER_DIR: '' })).toEqual(folderToWrite(root, {}));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the owner loader', () => {
  it('reads the sample without a problem', () => {
    const reading = problemsWith({});
    expect(reading.problems).toEqual([]);
    expect(reading.untranslated).toEqual([]);
    expect(reading.owner?.experience.entries.length).toBeGreaterThan(0);
  });

  it('names the file, the entry and the field of a wrong value', () => {
    const { problems, owner } = problemsWith({
      courses: editEntry('git', (entry) => ({ ...entry, url: 'http://example.com' })),
      testimonials: editEntry('elena-ricci', (entry) => ({ ...entry, quote: undefined })),
    });
    expect(owner).toBeNull();
    expect(problems).toEqual([
      'owner/courses.json: entry "git" (entries[0]) field "url": must be an https URL',
      'owner/testimonials.json: entry "elena-ricci" (entries[1]) field "quote": is missing',
    ]);
  });

  it('says where a descriptive phrase belongs when a technology list holds one', () => {
    const { problems } = problemsWith({
      experience: editEntry('rgi-architect', (entry) => ({
        ...entry,
        tech: ['Angular', 'Team lead'],
      })),
    });
    expect(problems).toEqual([
      'owner/experience.json: entry "rgi-architect" (entries[0]) field "tech": "Team lead" is not in technologies.json. If it is a name (written the same in every language), add it there; if it describes something, write it in the entry\'s translated texts',
    ]);
  });

  it('advises on a topic or a sentence that reads the same in two languages, never failing', () => {
    const sentence = 'Transactions and isolation levels, explained with examples.';
    const { problems, advice } = problemsWith({
      courses: editEntry('git', (entry) => {
        const topics = entry.topics as { en: string[]; it: string[] };
        return {
          ...entry,
          topics: { ...topics, it: [topics.en[0], ...topics.it.slice(1)] },
          description: { en: sentence, it: sentence },
        };
      }),
    });
    expect(problems).toEqual([]);
    expect(advice).toEqual([
      'owner/courses.json: entry "git" (entries[0]) field "description": reads the same in "en" and "it": translate it, unless it is meant to read so',
      expect.stringMatching(
        /^owner\/courses\.json: entry "git" \(entries\[0\]\) field "topics": ".+" reads the same in "en" and "it": if it is a word of both languages, leave it/,
      ),
    ]);
  });

  it('gives no advice on the sample, whose titles and job titles are the same in both on purpose', () => {
    expect(problemsWith({}).advice).toEqual([]);
  });

  it('checks ids, companies and the CV projects against each other', () => {
    const { problems } = problemsWith({
      projects: editEntry('rgi-halflife', (entry) => ({ ...entry, company: 'Acme' })),
      cv: () => ({ projects: ['no-such-project'] }),
    });
    expect(problems).toEqual([
      'owner/projects.json: entry "rgi-halflife" (entries[0]) field "company": "Acme" is not in "companies"',
      'owner/cv.json: field "projects": "no-such-project" is not a project id',
    ]);
  });

  it('takes one picture of any format a phone exports but HEIC, and names a missing picture’s own field', () => {
    const profile = (change: Record<string, unknown>) => ({
      profile: (data: Record<string, unknown>) => ({ ...data, ...change }),
    });
    expect(problemsWith(profile({ photo: 'images/IMG_1234.HEIC' })).problems).toEqual([
      'owner/profile.json: field "photo": is HEIC, which the build cannot read: export the photo as JPEG, e.g. "images/me.jpg"',
    ]);
    expect(problemsWith(profile({ photo: 'images/me.gif' })).problems).toEqual([
      'owner/profile.json: field "photo": must be a picture below the folder\'s images/ (JPEG, PNG, WebP or AVIF), e.g. "images/me.jpg"',
    ]);
    expect(
      problemsWith(profile({ photo: 'images/IMG_1234.JPG', favicon: 'images/tab.png' })).problems,
    ).toEqual([
      'owner/profile.json: field "photo": images/IMG_1234.JPG does not exist',
      'owner/profile.json: field "favicon": images/tab.png does not exist',
    ]);
  });

  it('takes a testimonial’s photo as the portrait, and names its entry where it is missing', () => {
    const photo = (path: string) => ({
      testimonials: editEntry('elena-ricci', (entry) => ({ ...entry, photo: path })),
    });
    expect(problemsWith(photo('images/people/elena.heic')).problems).toEqual([
      'owner/testimonials.json: entry "elena-ricci" (entries[1]) field "photo": is HEIC, which the build cannot read: export the photo as JPEG, e.g. "images/me.jpg"',
    ]);
    expect(problemsWith(photo('images/people/elena.jpg')).problems).toEqual([
      'owner/testimonials.json: entry "elena-ricci" (entries[1]) field "photo": images/people/elena.jpg does not exist',
    ]);
  });

  it('rejects an unknown field, such as a typo or a language the site lacks', () => {
    const { problems } = problemsWith({
      experience: editEntry('rgi-architect', (entry) => ({ ...entry, role: { en: 'A', fr: 'B' } })),
    });
    expect(problems).toEqual([
      'owner/experience.json: entry "rgi-architect" (entries[0]) field "role": has an unknown field "fr" (a typo, or a language the site does not have?)',
    ]);
  });

  it('lists a text missing a language as untranslated, not as a problem', () => {
    const reading = problemsWith({
      experience: editEntry('rgi-architect', (entry) => ({ ...entry, role: { en: 'Architect' } })),
    });
    expect(reading.problems).toEqual([]);
    expect(reading.untranslated).toEqual([
      'owner/experience.json: entry "rgi-architect" (entries[0]) field "role": no "it" text yet (the site shows the en one)',
    ]);
  });

  it('lists and counts every template string a language of the owner’s own shows untranslated', () => {
    const portuguese = { code: 'pt', name: 'Português', locale: 'pt_PT', flagCountry: 'pt' };
    const reading = problemsWith({
      site: (site) => ({ ...site, languages: ['en', 'it', portuguese] }),
    });
    expect(reading.problems).toEqual([]);
    const perFile = reading.untranslated.flatMap((message) => {
      const [, count, keys = ''] =
        /: (\d+) template string\(s\) with no "pt" words yet \(.*?\): (.*)$/.exec(message) ?? [];
      // Every key, none left out.
      return count === undefined ? [] : [{ count: Number(count), keys: keys.split(', ') }];
    });
    expect(perFile.length).toBeGreaterThan(1);
    for (const { count, keys } of perFile) expect(keys).toHaveLength(count);
    // Only what the site shows: the sample has a language picker, so no variant for a site without.
    const legal = perFile.flatMap(({ keys }) => keys).filter((key) => key.includes('@'));
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.filter((key) => key.includes('@!languages'))).toEqual([]);
    expect(reading.untranslatedStrings).toEqual({
      pt: perFile.reduce((sum, { count }) => sum + count, 0),
    });
  });

  it('refuses a language whose flag stands for no country the flags know', () => {
    const english = { code: 'en', name: 'English', locale: 'en_GB', flagCountry: 'uk' };
    expect(problemsWith({ site: (site) => ({ ...site, languages: [english] }) }).problems).toEqual([
      'owner/site.json: languages[0] field "flagCountry": names no country the flags know: give its ISO 3166-1 code, e.g. "gb" for the United Kingdom',
    ]);
  });

  it('needs the required files, and leaves out a section whose file is absent', () => {
    expect(problemsWith({ profile: () => null }).problems).toEqual([
      'owner/profile.json: is missing (the site needs it)',
    ]);
    const reading = problemsWith({ trading: () => null, courses: () => null });
    expect(reading.problems).toEqual([]);
    expect(reading.owner?.trading).toBeUndefined();
  });
});
