/**
 * The owner's files, one module each (owner/x.json is read by files/x.ts): the
 * one list of which files an owner folder has and which it may leave out. It
 * drives the loader (load.ts), the `Owner` type, the JSON Schema
 * (jsonSchema.ts), the modules the site imports (`fileModules`, served by
 * tooling/build/ownerContentPlugin.ts, read by the CV), the owner's texts
 * (`ownerTexts`), the variant checks' reduced owner and the docs' list of
 * files (a test pins docs/owner-content.md to it). The owner's string
 * overrides, owner/locales/, are read by strings.ts.
 */
import type { z } from 'zod';
import { mergeTexts, type Strings, type Tree } from '../../lib/textTree.ts';
import { courses } from './courses.ts';
import { cv } from './cv.ts';
import { experience } from './experience.ts';
import { legal } from './legal.ts';
import type { Published, Say } from './ownerFile.ts';
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

type Content<File extends Registered> = z.infer<ReturnType<File['schema']>>;

type Files = {
  [File in Registered as File['required'] extends true ? File['file'] : never]: Content<File>;
} & {
  [File in Registered as File['required'] extends true ? never : File['file']]?: Content<File>;
};

/**
 * The owner's content, validated: a required file's always, an optional one's where present.
 * An interface, not a type alias: the modules' rules take an Owner, which their types name lazily.
 */
export interface Owner extends Files {
  /** The owner's overrides of the template's strings, and a new language's (owner/locales/). */
  strings: Strings;
}

type Served = Extract<Registered, { module: string }>;

/**
 * What each owner file serves as `virtual:owner/<module>`, by module: its facts, typed by what
 * the site reads (src/content/ownerModules.ts), each picture a path below the owner's folder.
 */
export type FileModules = { [File in Served as File['module']]: ReturnType<File['facts']> };

/** Every file's module, made from the owner's content for the address the build publishes. */
export function fileModules(owner: Owner, published: Published): FileModules {
  return Object.fromEntries(
    OWNER_FILES.flatMap((file) =>
      'facts' in file ? [[file.module, file.facts(owner, published)]] : [],
    ),
  ) as FileModules;
}

/** The owner's texts of one language, by namespace, under the keys the files' facts name. */
export function ownerTexts(owner: Owner, language: string): Record<string, Tree> {
  const [{ code: fallback = language } = {}] = siteLanguages(owner.site);
  // A text in one language: its own version, else the site's first language's (untranslated).
  const inLanguage = <T>(value: Partial<Record<string, T>>) =>
    (value[language] ?? value[fallback]) as T;
  const say: Say = Object.assign((text: Partial<Record<string, string>>) => inLanguage(text), {
    language,
    list: (texts: Partial<Record<string, string[]>>) => inLanguage(texts),
  });
  const namespaces: Record<string, Tree> = {};
  for (const file of OWNER_FILES) {
    if (!('texts' in file)) continue;
    for (const [namespace, tree] of Object.entries(file.texts(owner, say))) {
      namespaces[namespace] = mergeTexts(namespaces[namespace] ?? {}, tree);
    }
  }
  return namespaces;
}
