import { readFileSync } from 'node:fs';
import { validate } from '@jsonresume/schema';
import i18next, { type Resource } from 'i18next';
import { coursePlatform, courses } from '../../src/content/courses';
import { cvProjectIds, technologies } from '../../src/content/cv';
import { experience } from '../../src/content/experience';
import { projects } from '../../src/content/projects';
import { testimonials } from '../../src/content/testimonials';
import { allTranslations } from '../../src/i18n/allTranslations';
import { cvPdfPath, resumePath } from '../../src/lib/cvFiles';
import { site } from '../../src/content/site';
import { SITE_MODEL } from '../../src/content/siteModel';
import { cvData, type CvContent } from './cvData';
import { jsonResume } from './resume';
import { lookColours } from '../look/accent';
import { drawingFont } from '../look/drawingFonts';
import type { Look } from '../look/look';
import type { Role } from '../look/typefaces';
import { codePoint, type CvFace } from './glyphs';
import { MissingGlyphsError, writeCvPdf, type CvLook } from './pdf';
import type { TextOrigins } from './textOrigins';

/** One file the build writes below the site's base path. */
export interface CvFile {
  path: string;
  content: Uint8Array;
}

/**
 * The CV in the owner's look (what pdf.ts's CvLook says), its faces from their
 * npm packages: every subset file, for the letters of any Latin, Cyrillic or
 * Greek text (glyphs.ts).
 */
export function cvLook(look: Look, root: string): CvLook {
  const { light } = lookColours(look.accent);
  const font = (role: Role, weight: number, style?: 'italic'): CvFace => {
    const { name, files } = drawingFont(look.typeface, role, weight, root, style);
    return {
      name,
      files: files.map(({ subset, path }) => ({
        subset,
        data: new Uint8Array(readFileSync(path)),
      })),
    };
  };
  return {
    colours: { ink: light.ink, muted: light.muted, accent: light.accent },
    fonts: {
      regular: font('body', 400),
      semibold: font('body', 600),
      italic: font('body', 400, 'italic'),
      heading: font('heading', 600),
    },
  };
}

/** The content the site shows, with the published address the build was made for. */
export function siteContent(): CvContent {
  return {
    identity: site,
    experience,
    projects,
    courses,
    testimonials,
    coursePlatform,
    selectedProjectIds: cvProjectIds,
    technologies,
  };
}

/** A JSON Resume the schema rejects stops the build, naming the field. */
export function checkResume(resume: unknown, path: string): void {
  validate(resume, (errors) => {
    if (errors?.length) {
      const list = errors.map((error) => `${error.property} ${error.message}`).join('; ');
      throw new Error(`${path} does not follow the JSON Resume schema: ${list}`);
    }
  });
}

/** One line per character and source: its code, where to change it, the languages and faces. */
function missingGlyphsMessage(errors: readonly MissingGlyphsError[], origins: TextOrigins): string {
  interface Found {
    character: string;
    where: string;
    languages: Set<string>;
    faces: Set<string>;
  }
  const found = new Map<string, Found>();
  for (const { language, missing } of errors) {
    for (const { text, character, face } of missing) {
      const from = origins(text, character, language);
      const where = from.length > 0 ? from.join('; ') : `"${text}", which the CV puts together`;
      const key = `${character} ${where}`;
      const entry = found.get(key) ?? { character, where, languages: new Set(), faces: new Set() };
      entry.languages.add(language);
      entry.faces.add(face);
      found.set(key, entry);
    }
  }
  const characters = new Set([...found.values()].map((entry) => entry.character));
  return [
    `cv: the PDF's typefaces have no glyph for ${characters.size} character(s) of these texts; ` +
      'write them without it (docs/owner-content.md, "The CV", says which letters print):',
    ...[...found.values()].map(
      ({ character, where, languages, faces }) =>
        `  "${character}" (${codePoint(character)}) in ${where}: the ${[...languages].join(', ')} CV; ` +
        `no glyph in ${[...faces].join(', ')}`,
    ),
  ].join('\n');
}

export interface CvOptions {
  /** The documents' creation date (the PDF's metadata, the JSON Resume's lastModified). */
  created?: Date;
  /** Every language's strings; the site's (virtual:owner/all-strings) where not given. */
  strings?: Resource;
  /** Where a text comes from, for the message naming a character no face has. */
  origins?: TextOrigins;
}

/**
 * The CV files of every language, from the content: the PDF and the JSON
 * Resume. Run by the build plugin (cvPlugin.ts) before the site is bundled, so
 * the pages can show the PDF's size. A character the faces cannot print, in
 * any language, fails it, naming the character and where it comes from.
 */
export async function makeCvFiles(
  content: CvContent,
  look: CvLook,
  { created = new Date(), strings = allTranslations(), origins = () => [] }: CvOptions = {},
): Promise<CvFile[]> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: strings,
    lng: SITE_MODEL.fallbackLanguage,
    fallbackLng: SITE_MODEL.fallbackLanguage,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  const files: CvFile[] = [];
  const unprintable: MissingGlyphsError[] = [];
  for (const language of SITE_MODEL.languageCodes) {
    const cv = cvData(content, i18n, language);
    const resume = jsonResume(cv, created.toISOString().slice(0, 19));
    checkResume(resume, resumePath(language));
    const pdf = await writeCvPdf(cv, look, created).catch((error: unknown) => {
      if (!(error instanceof MissingGlyphsError)) throw error;
      unprintable.push(error);
      return new Uint8Array();
    });
    files.push(
      { path: cvPdfPath(content.identity.ownerName, language), content: pdf },
      {
        path: resumePath(language),
        content: new TextEncoder().encode(`${JSON.stringify(resume, null, 2)}\n`),
      },
    );
  }
  if (unprintable.length > 0) throw new Error(missingGlyphsMessage(unprintable, origins));
  return files;
}
