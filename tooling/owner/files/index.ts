/**
 * The owner's files, one module each (owner/x.json is read by files/x.ts): the
 * one list of which files an owner folder has and which it may leave out. It
 * drives the loader (load.ts), the `Owner` type, the JSON Schema
 * (jsonSchema.ts), the modules the site imports (`fileModules`, served by
 * tooling/build/ownerContentPlugin.ts, read by the CV): each file's facts whole
 * (found in its schema: facts.ts) with its texts (`ownerTexts`, texts.ts, with
 * those made of its facts), the variant checks' reduced owner and the docs' list
 * of files (a test pins docs/owner-content.md to it). The owner's string
 * overrides, owner/locales/, are read by strings.ts.
 */
import type { OwnerModules } from '../../../src/content/ownerModules.ts';
import { mergeTexts, type Strings, type Tree } from '../../lib/textTree.ts';
import { courses } from './courses.ts';
import { cv } from './cv.ts';
import { experience } from './experience.ts';
import { legal } from './legal.ts';
import { factsIn, fileFactShape } from './facts.ts';
import type {
  Facts,
  FileContent,
  FileFacts,
  FileModuleName,
  Published,
  Say,
  WithPicturePaths,
} from './ownerFile.ts';
import { textShape, textsIn } from './texts.ts';
import { profile } from './profile.ts';
import { projects } from './projects.ts';
import { site, siteLanguages } from './site.ts';
import { technologies } from './technologies.ts';
import { testimonials } from './testimonials.ts';
import { trading } from './trading.ts';

/** In reading order: site.json first, whose languages the others' texts are validated in. */
export const OWNER_FILES = [
  site,
  profile,
  legal,
  technologies,
  experience,
  projects,
  courses,
  testimonials,
  trading,
  cv,
] as const;

type Registered = (typeof OWNER_FILES)[number];
export type OwnerFileName = Registered['file'];

type Content<File extends Registered> = FileContent<File['schema']>;

type Files = {
  [File in Registered as File['required'] extends true ? File['file'] : never]: Content<File>;
} & {
  [File in Registered as File['required'] extends true ? never : File['file']]?: Content<File>;
};

/**
 * The owner's content, validated: a required file's always, an optional one's where present.
 */
export interface Owner extends Files {
  /** The owner's overrides of the template's strings, and a new language's (owner/locales/). */
  strings: Strings;
}

/** legal.json's texts in one language, as `virtual:owner/legal` serves them. */
type LegalModuleTexts = OwnerModules['legal']['texts'][string];

/**
 * What each owner file serves as `virtual:owner/<module>`, by module, as the site reads it
 * (src/content/ownerModules.ts): its facts whole, each picture a path below the owner's folder,
 * what its module makes of them, and its texts in each language of the site.
 */
export type FileModules = { [Module in FileModuleName]: WithPicturePaths<OwnerModules[Module]> };

/** Each file's schema, read for where its facts are: the same for any languages. */
const FACT_SHAPES = new Map(
  OWNER_FILES.map((file) => [file.file, fileFactShape(file.schema('any'))] as const),
);

/** A file's facts whole (facts.ts), or null where the owner left the file out. */
function wholeFacts(file: OwnerFileName, owner: Owner): unknown {
  const content: unknown = owner[file];
  const shape = FACT_SHAPES.get(file);
  return content === undefined || !shape ? null : factsIn(shape, content);
}

/** Each file's schema, read for where its texts are: the same for any languages. */
const TEXT_SHAPES = new Map(
  OWNER_FILES.map((file) => [file.file, textShape(file.schema('any'))] as const),
);

/**
 * How the build serves a text: `written` breaks its long words by the rules of the language it
 * is in (tooling/build/hyphenation.ts), the page's or the fallback's; `marked` names, beside the
 * texts, those shown in the fallback's words (texts.ts).
 */
export interface Serving {
  written?: (text: string, language: string) => string;
  marked?: boolean;
}

const asIs = (text: string) => text;

/**
 * A text in one language: its own version, else the site's first language's (untranslated),
 * through `written` in the language it is in; a name as written in every language as it is.
 */
function sayIn(owner: Owner, language: string, written: Serving['written'] = asIs): Say {
  const [{ code: fallback = language } = {}] = siteLanguages(owner.site);
  const shownIn = (value: Partial<Record<string, unknown>>) =>
    value[language] === undefined ? fallback : language;
  const inLanguage = <T>(value: Partial<Record<string, T>>) => value[shownIn(value)] as T;
  return Object.assign(
    (text: Partial<Record<string, string>>) => written(inLanguage(text), shownIn(text)),
    {
      language,
      list: (texts: Partial<Record<string, string[]>>) =>
        inLanguage(texts).map((text) => written(text, shownIn(texts))),
      asWritten: (name: string) => name,
      shownIn,
    },
  );
}

/** Every string of a tree of texts through `written`. */
function writtenTree(tree: Tree, written: (text: string) => string): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? written(value)
        : Array.isArray(value)
          ? value.map(written)
          : writtenTree(value, written),
    ]),
  );
}

/** One file's texts in one language, or none where the owner left the file out (ownerTexts). */
function fileTexts(
  { file, ...rest }: Registered,
  owner: Owner,
  language: string,
  { written, marked = false }: Serving = {},
): Tree | undefined {
  const shape = TEXT_SHAPES.get(file);
  const content: unknown = owner[file];
  if (!shape || content === undefined) return undefined;
  const texts = textsIn(shape, content, sayIn(owner, language, written), marked) as Tree;
  // Made whole, then written: a country's name breaks as the city's does.
  const made = 'madeTexts' in rest ? rest.madeTexts(owner, sayIn(owner, language)) : {};
  const inLanguage = written && ((text: string) => written(text, language));
  return mergeTexts(texts, inLanguage ? writtenTree(made, inLanguage) : made);
}

/**
 * Each file's texts in one language, by file, under their paths in it (texts.ts), with those
 * it makes of its facts (a country's name); none for a file the owner left out. Served
 * (`serving`) as the build serves them to the site.
 */
export function ownerTexts(
  owner: Owner,
  language: string,
  serving?: Serving,
): Partial<Record<OwnerFileName, Tree>> {
  return Object.fromEntries(
    OWNER_FILES.flatMap((file) => {
      const texts = fileTexts(file, owner, language, serving);
      return texts ? [[file.file, texts]] : [];
    }),
  );
}

/**
 * legal.json's texts in one language as its module serves them, typed as the site reads them
 * (`legalTexts(language)`): the host's, the month the policies were last updated in words.
 * The checks read what the policies quote here.
 */
export function legalTextsIn(owner: Owner, language: string): LegalModuleTexts {
  return fileTexts(legal, owner, language) as LegalModuleTexts;
}

/**
 * What legal.json's module serves but its texts, for an owner: the law the policies cite, the
 * legal notice's facts… (the checks read them as the site does).
 */
export const legalFacts = (owner: Owner): Facts<'legal'> =>
  legal.facts(wholeFacts('legal', owner) as FileFacts<'legal'>, owner);

/**
 * Every file's module, made from the owner's content for the address the build publishes: the
 * file's facts whole under the module's name, or what its `facts` makes of them.
 */
export function fileModules(owner: Owner, published: Published): FileModules {
  const languages = siteLanguages(owner.site).map(({ code }) => code);
  const texts = languages.map((language) => [language, ownerTexts(owner, language)] as const);
  return Object.fromEntries(
    OWNER_FILES.flatMap((file) => {
      if (!('module' in file)) return [];
      const whole = wholeFacts(file.file, owner);
      const facts =
        'facts' in file ? file.facts(whole as never, owner, published) : { [file.module]: whole };
      return [
        [
          file.module,
          TEXT_SHAPES.get(file.file)
            ? {
                ...facts,
                texts: Object.fromEntries(
                  texts.map(([language, byFile]) => [language, byFile[file.file] ?? {}]),
                ),
              }
            : facts,
        ],
      ];
    }),
  ) as FileModules;
}
