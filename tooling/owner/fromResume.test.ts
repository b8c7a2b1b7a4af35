import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { cvData } from '../cv/cvData';
import { jsonResume } from '../cv/resume';
import { ownerFromResumes } from './fromResume';
import { unknownProfiles, type Resumes } from './resume';
import { importPhoto, importReport, mayOverwrite, writeOwnerFolder } from './importResume';
import { readOwner } from './load';
import { ownerChoices } from './model';
import { siteFacts } from './project';
import type { Owner } from './files/index';
import { GITHUB_PAGES_HOST } from './files/legal';
import { OWNER_FORMAT } from './files/site';
import { siteStrings } from './siteStrings';
import { SAMPLE_FOLDER } from './testing/ownerCopy';

/** The JSON Resumes the build writes for an owner, by language. */
async function exportResumes(owner: Owner): Promise<Resumes> {
  const facts = siteFacts(owner);
  const languages = ownerChoices(owner).languages.map((language) => language.code);
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: siteStrings(owner),
    lng: languages[0],
    fallbackLng: languages[0],
    interpolation: { escapeValue: false },
  });
  const content = {
    identity: facts.identity,
    experience: facts.experience,
    projects: facts.projects,
    courses: facts.courses,
    testimonials: facts.testimonials,
    coursePlatform: facts.coursePlatform,
    selectedProjectIds: facts.cvProjectIds,
    technologies: facts.technologies,
  };
  return Object.fromEntries(
    languages.map((language) => [
      language,
      jsonResume(cvData(content, i18n, language), '2026-01-01T00:00:00'),
    ]),
  ) as Resumes;
}

function load(files: Record<string, unknown>): Owner {
  const path = join(mkdtempSync(join(tmpdir(), 'import-')), 'owner');
  try {
    writeOwnerFolder(path, files);
    const reading = readOwner({ path, name: 'owner', isSample: false }, 2026);
    expect(reading.problems).toEqual([]);
    if (!reading.owner) throw new Error('the import must load');
    return reading.owner;
  } finally {
    rmSync(path, { recursive: true, force: true });
  }
}

const sample = readOwner(SAMPLE_FOLDER).owner as Owner;
const exported = await exportResumes(sample);
const imported = load(ownerFromResumes(exported, 'en'));

describe('importing a JSON Resume', () => {
  it('gives back the same content as the export carries it (export, import, export)', async () => {
    expect(await exportResumes(imported)).toEqual(exported);
  });

  it('keeps every entry and its texts in both languages', () => {
    expect(imported.experience.entries.map((entry) => [entry.company, entry.period])).toEqual(
      sample.experience.entries
        .filter((entry) => entry.kind === 'work')
        .concat(sample.experience.entries.filter((entry) => entry.kind === 'study'))
        .map((entry) => [entry.company, entry.period]),
    );
    const [first] = imported.experience.entries;
    const original = sample.experience.entries.find((entry) => entry.company === first?.company);
    expect(first?.role).toEqual(original?.role);
    expect(imported.projects?.companies).toEqual(sample.projects?.companies);
    expect(imported.testimonials?.entries.map((person) => person.name)).toEqual(
      sample.testimonials?.entries.map((person) => person.name),
    );
    expect(imported.courses?.entries.map((course) => course.url)).toEqual(
      sample.courses?.entries.map((course) => course.url),
    );
    expect(imported.profile.location).toEqual(sample.profile.location);
  });

  it('leaves out what JSON Resume has no field for, rather than inventing it', () => {
    expect(imported.trading).toBeUndefined();
    expect(imported.profile.photo).toBeUndefined();
    expect(
      imported.courses?.entries.every(
        (course) => course.image === undefined && course.hours === undefined,
      ),
    ).toBe(true);
  });

  it("makes a site in the resumes' languages; one added later is untranslated, for the check to name", () => {
    const english = ownerFromResumes({ en: exported.en }, 'en');
    expect(english.site).toMatchObject({ format: OWNER_FORMAT, languages: ['en'] });
    expect(load(english).legal.hosting.basedIn).toEqual({ en: 'based in the United States' });
    const path = join(mkdtempSync(join(tmpdir(), 'import-')), 'owner');
    writeOwnerFolder(path, { ...english, site: { format: OWNER_FORMAT, languages: ['en', 'it'] } });
    const reading = readOwner({ path, name: 'owner', isSample: false }, 2026);
    rmSync(path, { recursive: true, force: true });
    expect(reading.problems).toEqual([]);
    expect(reading.untranslated.length).toBeGreaterThan(50);
    expect(reading.untranslated[0]).toMatch(/^owner\/\w+\.json: .*no "it" text yet/);
  });

  it('writes typographic apostrophes and quotes, as the template does', () => {
    const resume = {
      basics: { name: "Siobhán O'Neill", label: 'Data Engineer', summary: "I'm a 'data' person." },
      education: [{ institution: "King's College", studyType: "Master's", startDate: '2015-09' }],
    };
    const files = ownerFromResumes({ en: resume }, 'en') as {
      profile: { name: string; about: { intro: { en: string } } };
      experience: { entries: { company: string; role: { en: string } }[] };
    };
    expect(files.profile.about.intro.en).toBe('I’m a ‘data’ person.');
    expect(files.experience.entries[0]?.company).toBe('King’s College');
    expect(files.experience.entries[0]?.role.en).toBe('Master’s');
  });

  it('makes courses of publications only, leaving certificates out (the page lists courses published)', () => {
    const resume = {
      basics: { name: 'Ada Rossi' },
      publications: [{ name: 'Git from the ground up', publisher: 'Udemy', summary: 'A course.' }],
      certificates: [{ name: 'AWS Solutions Architect', issuer: 'Amazon Web Services' }],
    };
    const courses = ownerFromResumes({ en: resume }, 'en').courses as {
      platform: string;
      entries: { title: { en: string } }[];
    };
    expect(courses.platform).toBe('Udemy');
    expect(courses.entries.map((course) => course.title.en)).toEqual(['Git from the ground up']);
  });

  it('keeps a job’s highlights as sentences of their own', () => {
    const resume = {
      work: [{ name: 'Acme', position: 'Engineer', highlights: ['Led a team of five', 'Cut costs'] }],
    };
    const experience = ownerFromResumes({ en: resume }, 'en').experience as {
      entries: { description: { en: string } }[];
    };
    expect(experience.entries[0]?.description.en).toBe('Led a team of five. Cut costs.');
  });

  it('tells the owner what to read, what was left out, whom to ask, and what to fill in', () => {
    const resume = {
      basics: { profiles: [{ network: 'Mastodon', url: 'https://social.example/@ada' }] },
      certificates: [{ name: 'AWS Solutions Architect', issuer: 'Amazon Web Services' }],
      references: [{ name: 'Bo Chen, CTO', reference: 'Ada ships.' }],
    };
    const reading = { problems: ['owner/profile.json: field "email": is missing'], untranslated: [] };
    expect(importReport('owner', { en: resume }, 'en', reading)).toEqual([
      'owner/ written from en.',
      "Read each description in owner/: the import copies your resume's words as they are, and makes a job's or project's highlights the sentences of one paragraph.",
      'Profiles on networks the site has no icon for, left out: Mastodon https://social.example/@ada',
      'Certificates, left out (the courses page lists courses you published): AWS Solutions Architect, Amazon Web Services',
      'Your reference became a testimonial: before you publish, ask each person quoted whether the site may show their name, role and words. The site draws their initials; a photo of them (testimonials.json "photo") needs their consent too.',
      'Still to fill in before the site builds (1):',
      '  - owner/profile.json: field "email": is missing',
    ]);
    const references = [{ name: 'Bo Chen' }, { name: 'Eva Lind' }];
    expect(importReport('owner', { en: { references } }, 'en', { problems: [], untranslated: [] })).toContain(
      'Your 2 references became testimonials: before you publish, ask each person quoted whether the site may show their name, role and words. The site draws their initials; a photo of them (testimonials.json "photo") needs their consent too.',
    );
  });

  it("writes the resume's address, and says so when it is not a full one (a city alone is common)", () => {
    const located = (location: Record<string, string>) => ({ basics: { name: 'Jonas Ostermeier', location } });
    const full = { address: 'Karl-Liebknecht-Straße 112', postalCode: '04275', city: 'Leipzig', countryCode: 'DE' };
    const fullLegal = ownerFromResumes({ de: located(full) }, 'de').legal as { postalAddress: string };
    expect(fullLegal.postalAddress).toBe('Karl-Liebknecht-Straße 112, 04275 Leipzig');
    const reading = { problems: [], untranslated: [] };
    expect(importReport('owner', { de: located(full) }, 'de', reading).join('\n')).not.toMatch(/address/);

    const cityOnly = located({ city: 'Leipzig', countryCode: 'DE' });
    const legal = ownerFromResumes({ de: cityOnly }, 'de').legal as { postalAddress: string };
    expect(legal.postalAddress).toBe('Leipzig');
    expect(importReport('owner', { de: cityOnly }, 'de', reading)).toContain(
      'Your resume\'s address, "Leipzig", has no street and house number, no postcode of DE\'s form (e.g. 10115): write your full postal address in owner/legal.json "postalAddress" (street and house number, postcode and city), which the policies print; npm run owner:check asks for it before you publish.',
    );
  });

  it("gives GitHub Pages as the host, with the address and telephone France's legal notice prints", () => {
    const legal = ownerFromResumes({ en: { basics: { name: 'Ada Rossi' } } }, 'en').legal as {
      hosting: Record<string, unknown>;
    };
    expect(legal.hosting).toMatchObject({ service: 'GitHub Pages', company: 'GitHub', ...GITHUB_PAGES_HOST });
    // The sample, hosted the same way, gives the same.
    expect(sample.legal.hosting).toMatchObject(GITHUB_PAGES_HOST);
  });

  it('names the profiles it leaves out, on networks the site has no icon for', () => {
    const basics = {
      profiles: [
        { network: 'GitHub', url: 'https://github.com/ada' },
        { network: 'Mastodon', url: 'https://social.example/@ada' },
      ],
    };
    expect(unknownProfiles({ basics })).toEqual(['Mastodon https://social.example/@ada']);
    const profile = ownerFromResumes({ en: { basics } }, 'en').profile as { profiles: unknown[] };
    expect(profile.profiles).toEqual([{ network: 'github', url: 'https://github.com/ada' }]);
  });

  it('takes the resume’s picture as the portrait when it is a file, and says what to do when it is a web address', () => {
    const work = mkdtempSync(join(tmpdir(), 'import-'));
    const resumeFile = join(work, 'resume.json');
    writeFileSync(join(work, 'my photo.jpg'), 'a picture');
    const folder = join(work, 'owner');
    expect(importPhoto('my photo.jpg', resumeFile, folder)).toEqual({
      photo: 'images/my-photo.jpg',
      message:
        'Your resume\'s picture copied to owner/images/my-photo.jpg, your portrait (profile.json "photo").',
    });
    expect(readFileSync(join(folder, 'images/my-photo.jpg'), 'utf8')).toBe('a picture');
    expect(importPhoto('https://ada.example/me.jpg', resumeFile, folder)).toEqual({
      message:
        'Your resume\'s picture (basics.image "https://ada.example/me.jpg") is not a file beside it: save it in owner/images/ and name it in profile.json, e.g. "photo": "images/me.jpg" (any size: the build makes the portrait).',
    });
    expect(importPhoto(undefined, resumeFile, folder)).toEqual({});
    expect(existsSync(join(folder, 'images/me.jpg'))).toBe(false);
    rmSync(work, { recursive: true, force: true });
  });

  it('refuses to overwrite a folder edited since the import', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'import-')), 'owner');
    expect(mayOverwrite(path)).toBe(true);
    writeOwnerFolder(path, ownerFromResumes(exported, 'en'));
    expect(mayOverwrite(path)).toBe(true);
    writeFileSync(join(path, 'legal.json'), '{ "postalAddress": "Via Roma 1, 00100 Roma" }');
    expect(mayOverwrite(path)).toBe(false);
    rmSync(path, { recursive: true, force: true });
  });
});
