// @vitest-environment node
import { validate } from '@jsonresume/schema';
// Mozilla's pdf.js, as unpdf bundles it for Node (docs/decisions/dependencies.md).
import { getDocumentProxy } from 'unpdf';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { cvPdfPath } from '../../src/lib/cvFiles';
import type { Language } from '../../src/lib/language';
import italianExperience from '../../src/locales/it/experience.json';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS } from '../checks/size/budgets';
import { contextFor } from '../build/buildContext';
import { lookColours } from '../look/accent';
import { editEntry, ownerCopy, SAMPLE_FOLDER } from '../owner/testing/ownerCopy';
import { cvData } from './cvData';
import { cvLook, makeCvFiles, type CvFile } from './makeCv';
import { jsonResume } from './resume';

const CREATED = new Date('2026-11-24T10:00:00Z');

/** Each file read once: pdf.js takes seconds per file on a busy machine, and several tests read each. */
const read = new Map<CvFile, ReturnType<typeof parsePdf>>();
function readPdf(file: CvFile): ReturnType<typeof parsePdf> {
  const known = read.get(file) ?? parsePdf(file);
  read.set(file, known);
  return known;
}

async function parsePdf(file: CvFile) {
  const pdf = await getDocumentProxy(file.content.slice(), { isEvalSupported: false });
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    // A word drawn from two files is two items: joined as written, lines apart.
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
  }
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  const lang = await languageOf(file);
  return { pages, text: pages.join('\n'), info, lang };
}

/** The /Lang entry of the document catalogue, as written. */
async function languageOf(file: CvFile): Promise<string | undefined> {
  return /\/Lang \((\w+)\)/.exec(new TextDecoder('latin1').decode(file.content))?.[1];
}

/** The embedded font files: one per face and subset drawn from, whatever their names. */
/** How many files of each face a PDF embeds (each subset file is a font of its own, named by a tag). */
function embeddedFonts(file: CvFile): Record<string, number> {
  const pdf = new TextDecoder('latin1').decode(file.content);
  const tagged = new Set(
    [...pdf.matchAll(/\/BaseFont \/([A-Z]+\+[\w-]+)/g)].map((match) => match[1]),
  );
  const counts: Record<string, number> = {};
  for (const font of tagged) {
    const face = font?.split('+')[1] ?? '';
    counts[face] = (counts[face] ?? 0) + 1;
  }
  return counts;
}

function fileOf(files: CvFile[], path: string): CvFile {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`no ${path} among ${files.map((each) => each.path).join(', ')}`);
  return file;
}

const root = process.cwd();
/** The sample's build context, made without Vite: what the build's plugin hands the CV. */
const context = contextFor(SAMPLE_FOLDER, { root, hyphenate: false });
const { modules: content, model } = context;
const { profile } = content.profile;
const pdfOf = (language: Language) => cvPdfPath(profile.name, language);
const sampleLook = context.look;
const look = cvLook(sampleLook, root);
const files = await makeCvFiles(context, { created: CREATED });

type Edits = Parameters<typeof ownerCopy>[0];

/**
 * The CV files of a copy of the sample, edited, as the build makes them: its
 * facts and strings through the loader, and a failure naming the owner's files.
 */
async function ownerCvFiles(edits: Edits, locales: Record<string, object> = {}): Promise<CvFile[]> {
  const folder = ownerCopy(edits);
  try {
    for (const [path, strings] of Object.entries(locales)) {
      mkdirSync(join(folder.path, 'locales', path, '..'), { recursive: true });
      writeFileSync(join(folder.path, 'locales', path), JSON.stringify(strings));
    }
    return await makeCvFiles(contextFor(folder, { root, hyphenate: false }), {
      created: CREATED,
    });
  } finally {
    folder.remove();
  }
}

const describedIn = (text: Record<string, string>) => (entry: Record<string, unknown>) => ({
  ...entry,
  description: text,
});
/** Polish words, each with letters of latin-ext, long enough to wrap on many lines. */
const POLISH = Array(8).fill('Zażółć gęślą jaźń, Łódź, Wrocław i Gdańsk.').join(' ');

describe('the CV files', () => {
  it('are a PDF and a JSON Resume per language, named for a recruiter to keep', () => {
    expect(files.map((file) => file.path)).toEqual(
      model.languageCodes.flatMap((language) => [pdfOf(language), `resume.${language}.json`]),
    );
    expect(pdfOf('en')).toMatch(/^cv\/[A-Za-z-]+-CV-en\.pdf$/);
  });

  it('are a PDF only in the languages asked for, where a build asks (check:variants)', async () => {
    const some = await makeCvFiles(context, { created: CREATED, pdfLanguages: ['it'] });
    expect(some.map((file) => file.path)).toEqual([
      'resume.en.json',
      pdfOf('it'),
      'resume.it.json',
    ]);
    expect(new TextDecoder().decode(fileOf(some, pdfOf('it')).content.slice(0, 5))).toBe('%PDF-');
  }, 120_000);

  it('are A4 PDFs of one to three pages, at most 300 KB, with title and language set', async () => {
    for (const language of model.languageCodes) {
      const file = fileOf(files, pdfOf(language));
      const pdf = await readPdf(file);
      expect(file.content.byteLength).toBeLessThanOrEqual(BUDGETS.cvPdfBytes);
      expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
      expect(pdf.pages.length).toBeLessThanOrEqual(3);
      expect(pdf.info.Title).toBe(`${profile.name} – Curriculum vitae`);
      expect(pdf.lang).toBe(language);
    }
    // The first read starts pdf.js: seconds on a busy machine.
  }, 20_000);

  it('holds real text: headings, dates and accents in the language of the file', async () => {
    const english = await readPdf(fileOf(files, pdfOf('en')));
    const italian = await readPdf(fileOf(files, pdfOf('it')));
    expect(english.text).toContain('WORK EXPERIENCE');
    expect(english.text).toContain('09/2021 – Present');
    expect(italian.text).toContain('ESPERIENZE PROFESSIONALI');
    expect(italian.text).toContain('FORMAZIONE');
    expect(italian.text).toContain(`09/2021 – ${italianExperience.present}`);
    expect(italian.text).toMatch(/[àèéìòù]/);
    expect(italian.text).toContain(profile.email);
  });

  it("are in the owner's look: the light theme's accent, the pairing's faces", () => {
    expect(look.colours).toEqual({
      ink: lookColours(sampleLook.accent).light.ink,
      muted: lookColours(sampleLook.accent).light.muted,
      accent: lookColours(sampleLook.accent).light.accent,
    });
    // The sample's pairing is editorial: serif headings over sans text, each embedded.
    const pdf = new TextDecoder('latin1').decode(fileOf(files, pdfOf('en')).content);
    const faces = new Set(
      [...pdf.matchAll(/\/BaseFont \/[A-Z]+\+([\w-]+)/g)].map((match) => match[1]),
    );
    expect([...faces].sort()).toEqual([
      'SourceSans3-Italic',
      'SourceSans3-Regular',
      'SourceSans3-SemiBold',
      'SourceSerif4-SemiBold',
    ]);
  });

  it('writes JSON Resumes the schema accepts, with every job, project, course and testimonial', () => {
    for (const language of model.languageCodes) {
      const resume = JSON.parse(
        new TextDecoder().decode(fileOf(files, `resume.${language}.json`).content),
      ) as Record<string, unknown[]>;
      validate(resume, (errors) => expect(errors).toBeNull());
      expect(resume.work).toHaveLength(
        content.experience.experience.entries.filter((e) => e.kind === 'work').length,
      );
      expect(resume.education).toHaveLength(3);
      expect(resume.projects).toHaveLength(content.projects.projects?.entries.length ?? 0);
      expect(resume.publications).toHaveLength(content.courses.courses?.entries.length ?? 0);
      expect(resume.references).toHaveLength(
        content.testimonials.testimonials?.entries.length ?? 0,
      );
    }
  });

  it('name the job title and the languages spoken in the language of the file', async () => {
    const english = await readPdf(fileOf(files, pdfOf('en')));
    const italian = await readPdf(fileOf(files, pdfOf('it')));
    expect(english.text).toContain('LANGUAGES');
    expect(english.text).toMatch(/LANGUAGES\s+Italian \(native\)\s+·\s+English \(fluent\)/);
    expect(italian.text).toContain('LINGUE');
    expect(italian.text).toContain('italiano (madrelingua)');
    const resume = JSON.parse(
      new TextDecoder().decode(fileOf(files, 'resume.it.json').content),
    ) as {
      languages: unknown[];
    };
    expect(resume.languages).toEqual([
      { language: 'italiano', fluency: 'madrelingua' },
      { language: 'inglese', fluency: 'fluente' },
    ]);
    // A job title the owner translated: each file its own.
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: context.strings,
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    const { texts } = content.profile;
    if (!texts.it) throw new Error('the sample is in Italian too');
    const italianTitle = {
      ...content,
      profile: {
        ...content.profile,
        texts: { ...texts, it: { ...texts.it, jobTitle: 'Responsabile tecnico' } },
      },
    };
    const cv = cvData(italianTitle, i18n, 'it');
    expect(cv.texts.jobTitle).toBe('Responsabile tecnico');
    expect(cv.subject).toContain('Responsabile tecnico');
    expect(jsonResume(cv, '2026-01-01T00:00:00').basics.label).toBe('Responsabile tecnico');
    const englishTitle = cvData(italianTitle, i18n, 'en').texts.jobTitle;
    expect(englishTitle).toBe('Senior Software Engineer / Technical Architect FE');
    // The PDF prints the title its data holds (the sample's, not drawn again for this one).
    expect(english.text).toContain(englishTitle);
  });

  it('print what a recruiter expects: grades, city and country, professional profiles only', async () => {
    const english = await readPdf(fileOf(files, pdfOf('en')));
    const italian = await readPdf(fileOf(files, pdfOf('it')));
    for (const pdf of [english, italian]) {
      expect(pdf.text).not.toContain(content.legal.postalAddress);
      expect(pdf.text).not.toMatch(/instagram|facebook/i);
      expect(pdf.text).toMatch(/linkedin\.example\.org/);
    }
    expect(english.text).toContain('Grade: 110/110');
    expect(italian.text).toContain('Voto: 110/110');
    expect(english.text).toContain('Turin, Italy');
    expect(italian.text).toContain('Torino, Italia');
    const resume = JSON.parse(
      new TextDecoder().decode(fileOf(files, 'resume.en.json').content),
    ) as { education: { score?: string }[]; basics: { summary: string } };
    expect(resume.education.map((school) => school.score)).toContain('110/110');
    expect(resume.basics.summary).not.toMatch(/invest/i);
  });
});

// The owner's two CVs made: seconds on a busy machine. Its edits also prove the files follow
// the content, through the loader as the build reads it.
describe('the CV of an owner whose texts need more than the latin subset, with no cv.json and no courses.json', () => {
  let polish: CvFile[] = [];
  let english: Awaited<ReturnType<typeof readPdf>>;
  const oneLine = (text: string) => text.replace(/\s+/g, ' ');
  beforeAll(async () => {
    polish = await ownerCvFiles({
      profile: (profile) => ({
        ...profile,
        name: 'Łukasz Wróbel',
        location: { city: { en: 'Kraków', it: 'Cracovia' }, countryCode: 'PL' },
      }),
      experience: (data) =>
        [
          editEntry('rgi-architect', (entry) => ({ ...entry, company: 'Škoda Auto' })),
          editEntry('italiaonline-senior', (entry) => ({
            ...entry,
            company: 'Nguyễn Văn Đức & Co',
          })),
          editEntry('tecnavia-developer', (entry) => ({ ...entry, company: 'Ærøskøbing Havn' })),
          editEntry('teoresi-engineer', describedIn({ en: POLISH, it: POLISH })),
        ].reduce((edited, edit) => edit(edited), data),
      cv: () => null,
      courses: () => null,
    });
    english = await readPdf(fileOf(polish, 'cv/Lukasz-Wrobel-CV-en.pdf'));
  }, 120_000);

  it('prints every letter, read back from the PDF', () => {
    for (const words of [
      'Łukasz Wróbel',
      'Kraków, Poland',
      'Škoda Auto',
      'Nguyễn Văn Đức & Co',
      'Ærøskøbing Havn',
    ]) {
      expect(english.text).toContain(words);
    }
    // Never a word parted where its letters change file: the paragraph, line breaks as spaces.
    expect(oneLine(english.text)).toContain(POLISH);
  });

  it('follows the content: the edited employers are in each JSON Resume too', () => {
    for (const language of ['en', 'it']) {
      const resume = JSON.parse(
        new TextDecoder().decode(fileOf(polish, `resume.${language}.json`).content),
      ) as { work: { name: string }[] };
      expect(resume.work.map((job) => job.name)).toEqual(
        expect.arrayContaining(['Škoda Auto', 'Nguyễn Văn Đức & Co', 'Ærøskøbing Havn']),
      );
    }
  });

  it('embeds the latin-ext and vietnamese files only where its texts need them', () => {
    // The sample's texts need each face's latin file alone.
    expect(embeddedFonts(fileOf(files, pdfOf('en')))).toEqual({
      'SourceSans3-Italic': 1,
      'SourceSans3-Regular': 1,
      'SourceSans3-SemiBold': 1,
      'SourceSerif4-SemiBold': 1,
    });
    // The name's Ł in the heading face, the companies' Š, ă, Đ (latin-ext) and ễ, ứ (vietnamese)
    // in the regular one; titles and keywords stay latin.
    expect(embeddedFonts(fileOf(polish, 'cv/Lukasz-Wrobel-CV-en.pdf'))).toEqual({
      'SourceSans3-Italic': 1,
      'SourceSans3-Regular': 3,
      'SourceSans3-SemiBold': 1,
      'SourceSerif4-SemiBold': 2,
    });
    for (const pdf of polish.filter((file) => file.path.endsWith('.pdf')))
      expect(pdf.content.byteLength).toBeLessThanOrEqual(BUDGETS.cvPdfBytes);
  });

  it('prints a section only where it has entries: no projects or courses headings over nothing', async () => {
    const italian = await readPdf(fileOf(polish, 'cv/Lukasz-Wrobel-CV-it.pdf'));
    expect(english.text).toContain('WORK EXPERIENCE');
    expect(english.text).toContain('EDUCATION');
    expect(english.text).not.toContain('SELECTED PROJECTS');
    expect(english.text).not.toContain('ONLINE COURSES');
    expect(italian.text).toContain('FORMAZIONE');
    expect(italian.text).not.toMatch(/PROGETTI|CORSI/);
  });
}, 120_000);

describe('a CV with a character its faces cannot print', () => {
  it('fails, naming the character, its code, the languages and the owner file, field or key', async () => {
    const made = ownerCvFiles(
      { profile: (profile) => ({ ...profile, name: 'Wang 王' }) },
      { 'it/cv.json': { work: 'Esperienze ✓' } },
    );
    await expect(made).rejects.toThrow(
      /"王" \(U\+738B\) in owner\/profile\.json: field "name": the en, it CV; no glyph in Source Serif 4 600, Source Sans 3 400/,
    );
    await expect(made).rejects.toThrow(
      /"✓" \(U\+2713\) in owner\/locales\/it\/cv\.json: key "work": the it CV; no glyph in Source Serif 4 600/,
    );
  }, 120_000);
});
