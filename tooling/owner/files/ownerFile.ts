/**
 * What a module of tooling/owner/files/ says about its owner file: its name,
 * whether the site needs it, its schema for the site's languages, the rules the
 * schema cannot say alone (against the other files), and its texts in one
 * language under the keys its facts name. The registry (index.ts) lists them.
 */
import type { z } from 'zod';
import type { OwnerFolder } from '../load.ts';
import type { Tree } from '../strings.ts';
import type { SchemaLanguages } from './fields.ts';
import type { Owner } from './index.ts';

/** A text as written: one string per language code of the site. */
export type Text = Partial<Record<string, string>>;
export type TextList = Partial<Record<string, string[]>>;

/** A text in the language being written, else in the site's first language (untranslated). */
export interface Say {
  (text: Text): string;
  /** The language being written. */
  language: string;
  list(texts: TextList): string[];
}

/** Where in the file a problem is, and what it is. */
export type Finding = [path: readonly PropertyKey[], message: string];

export interface CheckContext {
  folder: OwnerFolder;
  currentYear: number;
}

export interface OwnerFile {
  /** owner/<file>.json */
  readonly file: string;
  /** Whether the current owner format needs it; an optional file left out leaves its page out. */
  readonly required: boolean;
  schema(languages: SchemaLanguages): z.ZodType;
  check?(owner: Owner, context: CheckContext): Finding[];
  /** Its texts in one language, by namespace of the site's strings. */
  texts?(owner: Owner, say: Say): Record<string, Tree>;
}

const isList = (value: Text | TextList): value is TextList =>
  Object.values(value).some(Array.isArray);

/** The texts given, in one language: a name as written, a text or a list in that language. */
export function sayFields(say: Say, fields: Record<string, string | Text | TextList | undefined>) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) =>
      value === undefined
        ? []
        : [[key, typeof value === 'string' ? value : isList(value) ? say.list(value) : say(value)]],
    ),
  );
}

/**
 * A page file's texts: its intro and description where the owner gives them
 * (else the template's stand), and the rest under the page's namespace.
 */
export function pageTexts(
  page: string,
  file: { intro?: Text; description?: Text },
  say: Say,
  rest: Tree,
): Record<string, Tree> {
  return {
    [page]: { ...(file.intro ? { intro: say(file.intro) } : {}), ...rest },
    ...(file.description
      ? { common: { seo: { [page]: { description: say(file.description) } } } }
      : {}),
  };
}
