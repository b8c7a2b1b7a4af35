import type { Language } from './language';

/**
 * Where the CV files live, below the site's base path: the build writes them
 * (tooling/cv) and the pages link to them, from this one rule.
 */

/** Latin letters no accent-stripping reaches (they do not decompose), as their plain spelling. */
const PLAIN_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  ß: 'ss',
  Þ: 'Th',
  þ: 'th',
};

/** A name as a file name part: 'Niccolò D’Amico' → 'Niccolo-D-Amico', 'Łukasz' → 'Lukasz' (no accents, no spaces). */
function fileNamePart(name: string): string {
  return name
    .replace(/./gu, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The PDF CV of one language: a name a recruiter keeps (owner, "CV", language). */
export function cvPdfPath(ownerName: string, language: Language): string {
  return `cv/${fileNamePart(ownerName)}-CV-${language}.pdf`;
}

/** The same facts as a JSON Resume (https://jsonresume.org), for any of its themes and tools. */
export function resumePath(language: Language): string {
  return `resume.${language}.json`;
}

/** Whether a path below the base path is a CV PDF or a JSON Resume, of any owner and language. */
export const isCvPdf = (path: string) => /^cv\/[A-Za-z0-9-]+-CV-[a-z]+\.pdf$/.test(path);
export const isResume = (path: string) => /^resume\.[a-z]+\.json$/.test(path);

/**
 * A file's size in whole kilobytes, at least 1: the translations write the
 * unit ('PDF, 48 kB'). A plain number, not Intl.NumberFormat: a page's first
 * NumberFormat costs one long task on a slow phone, and the size check keeps
 * every CV under 1000 kB, so no digit grouping is ever needed.
 */
export function fileSizeKb(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1000));
}
