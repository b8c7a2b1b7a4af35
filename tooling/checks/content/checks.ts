import { SUPPORTED_LANGUAGES } from '../../../src/lib/language';
import { compareLocaleFiles, type LocaleFile } from './translationKeys';
import { checkContent } from './contentCheck';
import { courses } from '../../../src/content/courses';
import { cvProjectIds } from '../../../src/content/cv';
import { checkCvProjects } from './cvCheck';
import { experience } from '../../../src/content/experience';
import { checkLegalTexts } from './legalChecks';
import { projects } from '../../../src/content/projects';
import { checkTerms } from './termCheck';
import { testimonials } from '../../../src/content/testimonials';

/**
 * Every check on the owner's content and translations, run by `npm test`
 * (tooling/checks/checkContent.ts) and by the unit tests. Returns one message per
 * problem, naming the file and the key or entry; an empty list means all is well.
 */
const localeModules = import.meta.glob<unknown>('../../../src/locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function loadLocaleFiles(): LocaleFile[] {
  return Object.entries(localeModules).map(([path, content]) => {
    const [, language = '', file = ''] = /locales\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
    return { path: `src/locales/${language}/${file}`, language, content };
  });
}

export function checkTranslations(files: readonly LocaleFile[] = loadLocaleFiles()): string[] {
  const byNamespace = new Map<string, LocaleFile[]>();
  for (const file of files) {
    const namespace = file.path.split('/').pop() ?? file.path;
    byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), file]);
  }
  return [...byNamespace.values()].flatMap((group) => compareLocaleFiles(group));
}

/** The content entries against their schemas, counts and translation keys. */
export function checkContentEntries(
  files: readonly LocaleFile[] = loadLocaleFiles(),
  currentYear: number = new Date().getFullYear(),
): string[] {
  return checkContent(
    { experience, projects, courses, testimonials },
    { locales: files, languages: SUPPORTED_LANGUAGES, currentYear },
  );
}

export function runContentChecks(): string[] {
  const files = loadLocaleFiles();
  return [
    ...checkTranslations(files),
    ...checkContentEntries(files),
    ...checkLegalTexts(files),
    ...checkTerms(files),
    ...checkCvProjects(cvProjectIds, projects),
  ];
}
