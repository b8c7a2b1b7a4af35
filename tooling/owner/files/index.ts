/**
 * The owner's files, one module each (owner/x.json is read by files/x.ts): the
 * one list of which files an owner folder has and which it may leave out. It
 * drives the loader (load.ts), the `Owner` type, the JSON Schema
 * (jsonSchema.ts), the variant checks' reduced owner and the docs' list of
 * files (a test pins docs/owner-content.md to it). The owner's string
 * overrides, owner/locales/, are read by strings.ts.
 */
import type { z } from 'zod';
import type { Strings } from '../strings.ts';
import { courses } from './courses.ts';
import { cv } from './cv.ts';
import { experience } from './experience.ts';
import { legal } from './legal.ts';
import { profile } from './profile.ts';
import { projects } from './projects.ts';
import { site } from './site.ts';
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
