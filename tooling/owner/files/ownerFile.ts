/**
 * What a module of tooling/owner/files/ says about its owner file: its name,
 * whether the site needs it, its schema for the site's languages, the rules the
 * schema cannot say alone (against the other files), the module the site imports
 * its facts from and what that module makes of them, and the texts it makes of its
 * facts. The registry (index.ts) lists them.
 */
import type { z } from 'zod';
import type { OwnerFacts } from '../../../src/content/ownerFacts.ts';
import type { OwnerModules } from '../../../src/content/ownerModules.ts';
import type { SizedPicture } from '../../../src/content/types.ts';
import type { Tree } from '../../lib/textTree.ts';
import type { SchemaLanguages } from './fields.ts';

/** The owner's folder (read/load.ts finds it). */
export interface OwnerFolder {
  /** Absolute path of the folder in use. */
  path: string;
  /** Relative to the repository root, for messages: 'owner' or 'sample-owner'. */
  name: string;
  isSample: boolean;
}

/** A text as written: one string per language code of the site. */
export type Text = Partial<Record<string, string>>;
export type TextList = Partial<Record<string, string[]>>;

/** A text in the language being written, else in the site's first language (untranslated). */
export interface Say {
  (text: Text): string;
  /** The language being written. */
  language: string;
  list(texts: TextList): string[];
  /** The language a text or list is shown in: `language`, or the first language where it has none. */
  shownIn(text: Text | TextList): string;
  /** A name as written in every language (a product's): never broken with a hyphen. */
  asWritten(name: string): string;
}

/** Where in the file a problem is, and what it is. */
export type Finding = [path: readonly PropertyKey[], message: string];

export interface CheckContext {
  folder: OwnerFolder;
  currentYear: number;
}

/** Where a build publishes the site: the address ending with '/', the base path '/' or '/portfolio/'. */
export interface Published {
  siteUrl: string;
  basePath: string;
}

/**
 * A module's exports as an owner file gives them: each picture the path of its file below the
 * owner's folder, which the build sizes (tooling/build/testimonialPhotos.ts).
 */
export type WithPicturePaths<T> = T extends SizedPicture
  ? string
  : T extends readonly (infer Item)[]
    ? readonly WithPicturePaths<Item>[]
    : T extends object
      ? { [Key in keyof T]: WithPicturePaths<T[Key]> }
      : T;

/** The modules an owner file serves (`virtual:owner/<module>`); the build makes the others. */
export type FileModuleName = Exclude<
  keyof OwnerModules,
  'site' | 'photo' | 'flags' | 'strings' | 'all-strings' | 'look'
>;

/** A module's exports but its texts, as its file's module makes them, each picture a path. */
export type Facts<Module extends FileModuleName> = WithPicturePaths<
  Omit<OwnerModules[Module], 'texts'>
>;

/**
 * A file's facts, whole: the file without its texts (facts.ts), typed by
 * src/content/ownerFacts.ts, which `npm run template:schema` writes from the schema; each
 * picture a path.
 */
export type FileFacts<File extends keyof OwnerFacts> = WithPicturePaths<OwnerFacts[File]>;

/**
 * An owner file's content as its schema validates it: each module names its own
 * (`ProfileFile`), and those of the files its rules read; the registry's `Owner` holds them all.
 */
export type FileContent<Schema extends (languages: SchemaLanguages) => z.ZodType> = z.infer<
  ReturnType<Schema>
>;

/**
 * What the registry (index.ts) asks of each module. A rule's `owner` is the files it reads, which
 * its module names (`{ profile: ProfileFile; legal: LegalFile }`): the registry passes the whole
 * `Owner`, and tsc checks it has each one at the call.
 */
export interface OwnerFile {
  /** owner/<file>.json */
  readonly file: string;
  /** Whether the current owner format needs it; an optional file left out leaves its page out. */
  readonly required: boolean;
  schema(languages: SchemaLanguages): z.ZodType;
  check?(owner: never, context: CheckContext): Finding[];
  /**
   * The module the site imports this file's facts from, `virtual:owner/<module>`: it exports
   * them whole under its own name (null without an optional file) and its texts as `texts`.
   */
  readonly module?: FileModuleName;
  /**
   * The module's exports but its texts, where they are more than the file's facts whole
   * (`facts`: `FileFacts`, null without the file): values the build sets over them
   * (profile.json's `siteUrl`, the address the build publishes; each network's name beside its
   * key), or what the law makes of them (legal.json's, each fact named). Typed by what the site
   * reads (src/content/ownerModules.ts).
   */
  facts?(facts: never, owner: never, published: Published): unknown;
  /**
   * Texts made of its facts in one language, beside those its schema declares (texts.ts):
   * profile.json's city with its country in words, legal.json's month in words. Typed in
   * src/content/ownerModules.ts.
   */
  madeTexts?(owner: never, say: Say): Tree;
}
