/**
 * The CV files of a build: a plain function of the build's context (its owner
 * files' modules, strings, site model and look), run by the build's plugin
 * (cvPlugin.ts) and by the tests alike, without Vite.
 */
import { readFileSync } from 'node:fs';
import { validate } from '@jsonresume/schema';
import i18next from 'i18next';
import { cvPdfPath, resumePath } from '../../src/lib/cvFiles.ts';
import type { BuildContext } from '../build/buildContext.ts';
import { cvData } from './cvData.ts';
import { jsonResume } from './resume.ts';
import { lookColours } from '../look/accent.ts';
import { drawingFont } from '../look/drawingFonts.ts';
import type { Look } from '../look/look.ts';
import type { Role } from '../look/typefaces.ts';
import { codePoint, type CvFace } from './glyphs.ts';
import { MissingGlyphsError, writeCvPdf, type CvLook } from './pdf.ts';
import { textOrigins, type TextOrigins } from './textOrigins.ts';

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

/** What the CV reads of a build's context. */
export type CvContext = Pick<
  BuildContext,
  'modules' | 'strings' | 'model' | 'look' | 'owner' | 'folder' | 'root'
>;

/** How the CV files are made: their date, and which languages get a PDF. */
export interface CvOptions {
  /** The documents' creation date (the PDF's metadata, the JSON Resume's lastModified). */
  created?: Date;
  /**
   * The languages whose PDF is made, every language's where not given: check:variants builds
   * other owners whose checks read one PDF or none (tests/variants/checkVariants.ts).
   */
  pdfLanguages?: readonly string[] | undefined;
}

/**
 * The CV files of every language, from the build's context: the PDF and the
 * JSON Resume, in the owner's look. Run by the build plugin (cvPlugin.ts)
 * before the site is bundled, so the pages can show the PDF's size. A character
 * the faces cannot print, in any language, fails it, naming the character and
 * where it comes from.
 */
export async function makeCvFiles(
  context: CvContext,
  { created = new Date(), pdfLanguages }: CvOptions = {},
): Promise<CvFile[]> {
  const { modules, strings, model, owner, folder, root } = context;
  const look = cvLook(context.look, root);
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: strings,
    lng: model.fallbackLanguage,
    fallbackLng: model.fallbackLanguage,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  const files: CvFile[] = [];
  const unprintable: MissingGlyphsError[] = [];
  for (const language of model.languageCodes) {
    const cv = cvData(modules, i18n, language);
    const resume = jsonResume(cv, created.toISOString().slice(0, 19));
    checkResume(resume, resumePath(language));
    if (!pdfLanguages || pdfLanguages.includes(language)) {
      const pdf = await writeCvPdf(cv, look, created).catch((error: unknown) => {
        if (!(error instanceof MissingGlyphsError)) throw error;
        unprintable.push(error);
        return new Uint8Array();
      });
      files.push({ path: cvPdfPath(modules.profile.profile.name, language), content: pdf });
    }
    files.push({
      path: resumePath(language),
      content: new TextEncoder().encode(`${JSON.stringify(resume, null, 2)}\n`),
    });
  }
  if (unprintable.length > 0) {
    const origins = textOrigins(owner, folder.name, root);
    throw new Error(missingGlyphsMessage(unprintable, origins));
  }
  return files;
}
