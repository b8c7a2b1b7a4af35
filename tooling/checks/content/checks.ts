import { TEMPLATE_LANGUAGES } from '../../../src/lib/language.ts';
import { ownerChoices } from '../../owner/read/model.ts';
import type { OwnerReading } from '../../owner/read/load.ts';
import type { FolderReading } from '../../build/buildContext.ts';
import { pictureProblems } from '../../owner/check/pictures.ts';
import { OWNER_FILES, ownerTexts } from '../../owner/files/index.ts';
import { writtenTexts } from '../../owner/read/problems.ts';
import { OWNER_LOCALES, TEMPLATE_LOCALES, templateStringFiles } from '../../owner/read/strings.ts';
import {
  readOwnerSources,
  readSources,
  SOURCE_LANGUAGE,
  staleMessages,
  staleTranslations,
} from '../../owner/read/translationSources.ts';
import { join } from 'node:path';
import { compareLocaleFiles, type LocaleFile } from '../../lib/translationKeys.ts';
import { checkLegalTexts } from './legalChecks.ts';
import { checkPolicyClaims, policyClaimsUnread } from './policyClaims.ts';
import { checkPolicyHosts } from './policyHosts.ts';
import { checkOwnerSentences, checkTemplateSentences } from './sentences/sentenceRules.ts';
import {
  checkPlacedTexts,
  checkTerms,
  OWNER_NEUTRAL_RULES,
  TERM_RULES,
  type PlacedText,
} from './termCheck.ts';
import { TYPOGRAPHY_RULES } from './typography.ts';
import type { Strings } from '../../lib/textTree.ts';

/**
 * Every check on the owner's content and the template's strings, run by
 * `npm test` (tooling/checks/checkContent.ts) and by the unit tests. Returns
 * one message per problem, naming the file and the key or entry; an empty list
 * means all is well. Listed apart, never failed: the owner's untranslated texts
 * (the site shows the first language's), and advice on the owner's words (the
 * template's word choices and typography, and each language's rules read in the
 * sentences they rewrote once filled, which fail only the template's own strings).
 */

/** Which owner file each namespace's texts come from, for messages. */
const OWNER_FILE_OF: Record<string, string> = {
  common: 'profile',
  cv: 'profile',
  'legal-notice': 'legal',
};

/** The owner's string overrides (owner/locales/), each language's files. */
function ownerOverrideFiles(reading: OwnerReading): LocaleFile[] {
  const { owner, folder } = reading;
  if (!owner) return [];
  return Object.entries(owner.strings).flatMap(([language, namespaces]) =>
    Object.entries(namespaces).map(([namespace, content]) => ({
      path: `${folder.name}/${OWNER_LOCALES}/${language}/${namespace}.json`,
      language,
      content,
    })),
  );
}

/**
 * The owner's texts and string overrides in each language as the site shows
 * them (a text not yet translated in the first language's words), labelled
 * with the file they come from: what the policy checks read.
 */
export function ownerTextFiles(reading: OwnerReading): LocaleFile[] {
  const { owner, folder } = reading;
  if (!owner) return [];
  return [
    ...ownerChoices(owner).languages.flatMap(({ code: language }) =>
      Object.entries(ownerTexts(owner, language)).map(([namespace, content]) => ({
        path: `${folder.name}/${OWNER_FILE_OF[namespace] ?? namespace}.json (${language})`,
        language,
        content,
      })),
    ),
    ...ownerOverrideFiles(reading),
  ];
}

/**
 * Each text of the owner's files in each language it is written in (never
 * the first language's words standing in for another), naming the file, the
 * entry and the field the owner edits: what advice on their words reads.
 */
export function ownerWrittenTexts(reading: OwnerReading): PlacedText[] {
  const { owner, folder } = reading;
  if (!owner) return [];
  const languages = ownerChoices(owner).languages.map(({ code }) => code);
  return OWNER_FILES.flatMap(({ file }) =>
    file === 'site'
      ? []
      : writtenTexts(languages, owner[file]).map((text) => ({
          ...text,
          where: `${folder.name}/${file}.json: ${text.where}`,
        })),
  );
}

/** The same keys in every language, namespace by namespace. */
export function checkTranslations(files: readonly LocaleFile[]): string[] {
  const byNamespace = new Map<string, LocaleFile[]>();
  for (const file of files) {
    const namespace = file.path.split('/').pop() ?? file.path;
    byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), file]);
  }
  return [...byNamespace.values()].flatMap((group) => compareLocaleFiles(group));
}

/**
 * Translations whose English changed since they were made: the template's own
 * languages (a problem: the template ships them) and the owner's overrides (a
 * list to revisit after a template update).
 */
export function staleTemplateTranslations(root: string, template: Strings): string[] {
  const english = template[SOURCE_LANGUAGE] ?? {};
  return Object.keys(template)
    .filter((language) => language !== SOURCE_LANGUAGE)
    .flatMap((language) => {
      const folder = join(root, TEMPLATE_LOCALES, language);
      const stale = staleTranslations(template[language] ?? {}, english, readSources(folder));
      return staleMessages(
        `${TEMPLATE_LOCALES}/${language}`,
        stale,
        `run npm run template:translated -- ${language}`,
      );
    });
}

export function staleOwnerTranslations(reading: OwnerReading): string[] {
  const { owner, folder, template } = reading;
  if (!owner) return [];
  const english = template[SOURCE_LANGUAGE] ?? {};
  return Object.entries(owner.strings).flatMap(([language, overrides]) =>
    staleMessages(
      `${folder.name}/${OWNER_LOCALES}/${language}`,
      staleTranslations(
        overrides,
        english,
        readOwnerSources(join(folder.path, OWNER_LOCALES, language), english),
      ),
      `run npm run owner:translated -- ${language}`,
      // Written while the template had no strings in this language: the overrides now hide its own.
      template[language]
        ? `. The template writes "${language}" itself now: an override you do not mean to keep can go, and the template's words show (docs/updating.md)`
        : '',
    ),
  );
}

export interface ContentReport {
  problems: string[];
  untranslated: string[];
  /** How many template strings a language of the owner's own still shows in the template's first language. */
  untranslatedStrings: number;
  /** The owner's overrides made from English the template has since changed. */
  revisit: string[];
  /** The template's word choices and typography, as advice on the owner's own words. */
  advice: string[];
  /** What reading an older owner format changed (npm run owner:migrate writes it out). */
  migrated: string[];
  folder: string;
}

/** Every check of a reading (readingFor): the template's strings it carries, and the owner's folder. */
export async function runContentChecks(
  root: string,
  reading: FolderReading,
): Promise<ContentReport> {
  const owner = await ownerContentChecks(root, reading);
  return { ...owner, problems: [...templateProblems(root, reading.template), ...owner.problems] };
}

/** What is wrong in the template's own strings, whoever the owner. */
function templateProblems(root: string, template: Strings): string[] {
  const files = templateStringFiles(template);
  return [
    ...checkTranslations(files),
    ...checkLegalTexts(files),
    ...checkTerms(files, [...TERM_RULES, ...TYPOGRAPHY_RULES, ...OWNER_NEUTRAL_RULES]),
    // Each sentence filled with awkward values (a name beginning with a vowel, a decimal, each
    // country's law) and read by its language's rules.
    ...checkTemplateSentences(template, TEMPLATE_LOCALES),
    ...staleTemplateTranslations(root, template),
  ];
}

/** The checks of the owner's folder, and of the template's words on the owner's site. */
export async function ownerContentChecks(
  root: string,
  reading: FolderReading,
): Promise<ContentReport> {
  const template = templateStringFiles(reading.template);
  const owners = ownerTextFiles(reading);
  const { context } = reading;
  return {
    folder: reading.folder.name,
    problems: [
      ...reading.problems,
      // What the code contradicts fails, whoever wrote the sentence.
      ...checkPolicyClaims([...template, ...owners]),
      ...checkPolicyHosts([...template, ...owners]),
      // Whatever lies in the folder goes public with the repository.
      ...(await pictureProblems(reading.folder, reading.owner?.profile.photo, root)),
    ],
    untranslated: reading.untranslated,
    untranslatedStrings: Object.values(reading.untranslatedStrings).reduce((a, b) => a + b, 0),
    revisit: staleOwnerTranslations(reading),
    advice: [
      ...reading.advice,
      ...checkPlacedTexts(ownerWrittenTexts(reading), [...TERM_RULES, ...TYPOGRAPHY_RULES]),
      ...checkTerms(ownerOverrideFiles(reading), [...TERM_RULES, ...TYPOGRAPHY_RULES]),
      ...(context
        ? checkOwnerSentences(
            context.owner,
            context.folder.name,
            context.strings,
            context.modules.legal.texts,
          )
        : []),
      ...policyClaimsUnread(owners),
    ],
    migrated: reading.migrated,
  };
}

/**
 * The closing line of a passed check: what it checked, and what still shows in
 * another language, so "passed" never reads as "translated".
 */
export function passedSummary({
  folder,
  untranslated,
  untranslatedStrings,
  revisit,
}: ContentReport): string {
  const shipped = TEMPLATE_LANGUAGES.map(({ code }) => code).join(', ');
  const passed = `Content check passed: ${folder}/ is valid, and the template's strings are complete in the languages it ships (${shipped})`;
  const checked =
    revisit.length > 0
      ? `${passed}; ${revisit.length} file(s) of your translations to revisit after a template change (listed above)`
      : passed;
  if (untranslatedStrings > 0) {
    const strings = untranslatedStrings === 1 ? 'string still shows' : 'strings still show';
    return `${checked}; ${untranslatedStrings} template ${strings} in ${TEMPLATE_LANGUAGES[0]?.name} (listed above).`;
  }
  if (untranslated.length > 0) {
    return `${checked}; the texts listed above still show in the site's first language.`;
  }
  return `${checked}.`;
}
