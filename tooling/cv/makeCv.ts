import { readFileSync } from 'node:fs';
import { validate } from '@jsonresume/schema';
import i18next from 'i18next';
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
import { writeCvPdf, type CvLook } from './pdf';

/** One file the build writes below the site's base path. */
export interface CvFile {
  path: string;
  content: Uint8Array;
}

/** The CV in the owner's look (what pdf.ts's CvLook says), its faces from their npm packages. */
export function cvLook(look: Look, root: string): CvLook {
  const { light } = lookColours(look.accent);
  const font = (role: Role, weight: number, style?: 'italic') =>
    new Uint8Array(readFileSync(drawingFont(look.typeface, role, weight, root, style).path));
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

/**
 * The CV files of every language, from the content: the PDF and the JSON
 * Resume. Run by the build plugin (cvPlugin.ts) before the site is bundled, so
 * the pages can show the PDF's size.
 */
export async function makeCvFiles(
  content: CvContent,
  look: CvLook,
  created = new Date(),
): Promise<CvFile[]> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: allTranslations(),
    lng: SITE_MODEL.fallbackLanguage,
    fallbackLng: SITE_MODEL.fallbackLanguage,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  const files: CvFile[] = [];
  for (const language of SITE_MODEL.languageCodes) {
    const cv = cvData(content, i18n, language);
    const resume = jsonResume(cv, created.toISOString().slice(0, 19));
    checkResume(resume, resumePath(language));
    files.push(
      {
        path: cvPdfPath(content.identity.ownerName, language),
        content: await writeCvPdf(cv, look, created),
      },
      {
        path: resumePath(language),
        content: new TextEncoder().encode(`${JSON.stringify(resume, null, 2)}\n`),
      },
    );
  }
  return files;
}
