import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import i18next from 'i18next';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cvData } from '../../cv/cvData';
import { jsonResume } from '../../cv/resume';
import { ownerFromResumes } from './fromResume';
import { unknownProfiles, type Resumes } from './resume';
import { importPhoto, importReport, mayOverwrite, writeOwnerFolder } from './importResume';
import { readOwner } from '../read/load';
import { ownerChoices } from '../read/model';
import { fileModules } from '../files/index';
import type { Owner } from '../files/index';
import { GITHUB_PAGES_HOST } from '../files/legal';
import { OWNER_FORMAT } from '../files/site';
import { askedBeforePublishing } from '../check/readiness';
import { siteStrings } from '../read/siteStrings';
import { SAMPLE_FOLDER } from '../testing/ownerCopy';

/** The JSON Resumes the build writes for an owner, by language. */
async function exportResumes(owner: Owner): Promise<Resumes> {
  const modules = fileModules(owner, { siteUrl: owner.profile.siteUrl, basePath: '/' });
  const languages = ownerChoices(owner).languages.map((language) => language.code);
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: siteStrings(owner),
    lng: languages[0],
    fallbackLng: languages[0],
    interpolation: { escapeValue: false },
  });
  return Object.fromEntries(
    languages.map((language) => [
      language,
      jsonResume(cvData(modules, i18n, language), '2026-01-01T00:00:00'),
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

/** A German owner's resume, as walk 1's: every field the site needs, no street in the address. */
const JONAS = {
  basics: {
    name: 'Jonas Ostermeier',
    label: 'Entwickler',
    email: 'jonas@ostermeier.example.net',
    url: 'https://jonas.ostermeier.example.net/',
    summary: 'Ich baue Apps, die ohne Netz funktionieren.',
    location: { city: 'Leipzig', countryCode: 'DE' },
  },
  work: [
    {
      name: 'Leipziger Verkehrsbetriebe',
      position: 'Entwickler',
      startDate: '2021-03',
      summary: 'Ich leite die Ticket-App.',
    },
  ],
};

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

  it('keeps a job’s highlights as sentences of their own, after its summary when it has one', () => {
    const resume = {
      work: [
        { name: 'Acme', position: 'Engineer', highlights: ['Led a team of five', 'Cut costs'] },
        {
          name: 'Verkehrsbetriebe',
          position: 'Entwickler',
          summary: 'Ich leite die Ticket-App',
          highlights: ['Ticketkauf ohne Netz in unter drei Sekunden', 'Bewertung von 2,9 auf 4,6'],
        },
      ],
      projects: [{ name: 'Ticket', description: 'An app.', highlights: ['Offline first.'] }],
    };
    const files = ownerFromResumes({ en: resume }, 'en') as {
      experience: { entries: { description: { en: string } }[] };
      projects: { entries: { description: { en: string } }[] };
    };
    expect(files.experience.entries.map((entry) => entry.description.en)).toEqual([
      'Led a team of five. Cut costs.',
      'Ich leite die Ticket-App. Ticketkauf ohne Netz in unter drei Sekunden. Bewertung von 2,9 auf 4,6.',
    ]);
    expect(files.projects.entries[0]?.description.en).toBe('An app. Offline first.');
  });

  it('keeps the languages spoken and the job title in each resume’s language', () => {
    const german = {
      ...JONAS,
      basics: { ...JONAS.basics, label: 'Senior-Entwickler Mobile' },
      languages: [
        { language: 'Deutsch', fluency: 'Muttersprache' },
        { language: 'Englisch', fluency: 'fließend' },
        { fluency: 'Grundkenntnisse' },
      ],
    };
    const english = {
      ...JONAS,
      basics: { ...JONAS.basics, label: 'Senior Mobile Developer' },
      languages: [
        { language: 'German', fluency: 'Native speaker' },
        { language: 'English', fluency: 'Fluent' },
        { fluency: 'Basic' },
      ],
    };
    const files = ownerFromResumes({ de: german, en: english }, 'de');
    const owner = load(files);
    expect(owner.profile.jobTitle).toEqual({
      de: 'Senior-Entwickler Mobile',
      en: 'Senior Mobile Developer',
    });
    expect(owner.profile.spokenLanguages).toEqual([
      {
        language: { de: 'Deutsch', en: 'German' },
        fluency: { de: 'Muttersprache', en: 'Native speaker' },
      },
      { language: { de: 'Englisch', en: 'English' }, fluency: { de: 'fließend', en: 'Fluent' } },
    ]);
    // A title written the same in every resume stays one string.
    const same = ownerFromResumes({ de: german, en: { ...english, basics: german.basics } }, 'de');
    expect((same.profile as { jobTitle: unknown }).jobTitle).toBe('Senior-Entwickler Mobile');
  });

  it('tells the owner what to read, what was left out, whom to ask, what to fill in, and what then to run', () => {
    const resume = {
      basics: {
        phone: '+49 341 2345678',
        profiles: [{ network: 'Mastodon', url: 'https://social.example/@ada' }],
      },
      certificates: [{ name: 'AWS Solutions Architect', issuer: 'Amazon Web Services' }],
      volunteer: [{ organization: 'CoderDojo', position: 'Mentor' }],
      awards: [{ title: 'Best app 2023', awarder: 'Leipzig Digital' }],
      interests: [{ name: 'Climbing' }, { name: 'Chess' }],
      skills: [{ name: 'Mobile', level: 'Expert', keywords: ['Kotlin'] }],
      references: [{ name: 'Bo Chen, CTO', reference: 'Ada ships.' }],
    };
    const reading = {
      problems: ['owner/profile.json: field "email": is missing'],
      untranslated: [],
    };
    const toPublish = ['owner/legal.json: field "policiesUpdated": the month …'];
    expect(importReport('owner', { en: resume }, 'en', reading, toPublish)).toEqual([
      'owner/ written from en.',
      "Read each description in owner/: the import copies your resume's words as they are, and makes a job's or project's summary and highlights the sentences of one paragraph.",
      'Left out, the site has no place for them (7):',
      '  - Profiles on networks the site has no icon for: Mastodon https://social.example/@ada',
      '  - Certificates (the courses page lists courses you published): AWS Solutions Architect, Amazon Web Services',
      '  - Your phone number (basics.phone): the site shows none; a legal notice that needs one takes it in legal.json "legalNotice"',
      '  - Volunteering (1): Mentor, CoderDojo',
      '  - Awards (1): Best app 2023, Leipzig Digital',
      '  - Interests (2): Climbing; Chess',
      '  - Skill levels (technologies.json lists the keywords, without levels): Mobile: Expert',
      'Your reference became a testimonial: before you publish, ask each person quoted whether the site may show their name, role and words. The site draws their initials; a photo of them (testimonials.json "photo") needs their consent too.',
      'Still to fill in before the site builds (1):',
      '  - owner/profile.json: field "email": is missing',
      'Still to fill in before you publish (1):',
      '  - owner/legal.json: field "policiesUpdated": the month …',
      'Then run npm run owner:check: it says what is still missing, and passes when owner/ is ready to publish (the deploy runs it first).',
    ]);
    const references = [{ name: 'Bo Chen' }, { name: 'Eva Lind' }];
    const report = importReport(
      'owner',
      { en: { references } },
      'en',
      { problems: [], untranslated: [] },
      [],
    );
    expect(report).toContain(
      'Your 2 references became testimonials: before you publish, ask each person quoted whether the site may show their name, role and words. The site draws their initials; a photo of them (testimonials.json "photo") needs their consent too.',
    );
    expect(report.join('\n')).not.toMatch(/Left out|Still to fill in/);
    expect(report.at(-1)).toMatch(/^Then run npm run owner:check/);
  });

  it('names, of a fresh import, what owner:check will ask before it publishes', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'import-')), 'owner');
    writeOwnerFolder(path, ownerFromResumes({ de: JONAS }, 'de'));
    const reading = readOwner({ path, name: 'owner', isSample: false }, 2026);
    const asked = await askedBeforePublishing(reading, SAMPLE_FOLDER);
    rmSync(path, { recursive: true, force: true });
    expect(reading.problems).toEqual([]);
    const fields = asked.map((message) => /field "([\w.]+)"/.exec(message)?.[1]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'policiesUpdated',
        'hosting.logRetention',
        'hosting.processorAgreement',
        'supervisoryAuthority',
        'businessActivity',
      ]),
    );
  });

  it("writes the resume's address, and says so when it is not a full one (a city alone is common)", () => {
    const located = (location: Record<string, string>) => ({
      basics: { name: 'Jonas Ostermeier', location },
    });
    const full = {
      address: 'Karl-Liebknecht-Straße 112',
      postalCode: '04275',
      city: 'Leipzig',
      countryCode: 'DE',
    };
    const fullLegal = ownerFromResumes({ de: located(full) }, 'de').legal as {
      postalAddress: string;
    };
    expect(fullLegal.postalAddress).toBe('Karl-Liebknecht-Straße 112, 04275 Leipzig');
    const reading = { problems: [], untranslated: [] };
    expect(importReport('owner', { de: located(full) }, 'de', reading, []).join('\n')).not.toMatch(
      /address/,
    );

    const cityOnly = located({ city: 'Leipzig', countryCode: 'DE' });
    const legal = ownerFromResumes({ de: cityOnly }, 'de').legal as { postalAddress: string };
    expect(legal.postalAddress).toBe('Leipzig');
    expect(importReport('owner', { de: cityOnly }, 'de', reading, [])).toContain(
      'Your resume\'s address, "Leipzig", has no street and house number, no postcode of DE\'s form (e.g. 10115): write your full postal address in owner/legal.json "postalAddress" (street and house number, postcode and city), which the policies print; npm run owner:check asks for it before you publish.',
    );
  });

  it("gives GitHub Pages as the host, with the address and telephone France's legal notice prints", () => {
    const legal = ownerFromResumes({ en: { basics: { name: 'Ada Rossi' } } }, 'en').legal as {
      hosting: Record<string, unknown>;
    };
    expect(legal.hosting).toMatchObject({
      service: 'GitHub Pages',
      company: 'GitHub',
      ...GITHUB_PAGES_HOST,
    });
    // The country as its code, which each page names in its language (a French page: États-Unis).
    expect(legal.hosting).toMatchObject({ countryCode: 'US' });
    expect(legal.hosting.address).not.toMatch(/United States|,\s*US$/);
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

  it('takes the resume’s picture as the portrait, without its metadata, when it is a file, and says what to do when it is a web address', async () => {
    const work = mkdtempSync(join(tmpdir(), 'import-'));
    const resumeFile = join(work, 'resume.json');
    const picture = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#c86' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' } })
      .toBuffer();
    writeFileSync(join(work, 'my photo.jpg'), picture);
    const folder = join(work, 'owner');
    expect(await importPhoto('my photo.jpg', resumeFile, folder)).toEqual({
      photo: 'images/my-photo.jpg',
      message:
        'Your resume\'s picture written to owner/images/my-photo.jpg without its metadata, your portrait (profile.json "photo").',
    });
    expect((await sharp(join(folder, 'images/my-photo.jpg')).metadata()).exif).toBeUndefined();
    expect((await sharp(join(work, 'my photo.jpg')).metadata()).exif).toBeDefined();
    expect(await importPhoto('https://ada.example/me.jpg', resumeFile, folder)).toEqual({
      message:
        'Your resume\'s picture (basics.image "https://ada.example/me.jpg") is not a file beside it: save it in owner/images/ and name it in profile.json, e.g. "photo": "images/me.jpg" (any size: the build makes the portrait).',
    });
    expect(await importPhoto(undefined, resumeFile, folder)).toEqual({});
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
