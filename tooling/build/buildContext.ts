/**
 * What one build of the site is made from, passed to every plugin and to every
 * other reader (the CV, the tests, the bench, the checks): the owner's folder,
 * its content read and validated, the site model, each owner file's module
 * (files/index.ts), every language's strings as the site shows them, the look
 * as the build draws it, and where and how the site is published.
 * `readingFor` is the one door: it reads the folder (the template's strings
 * once) and makes the context, or says what must be fixed first; `contextFor`
 * is that door for a build, which stops on a problem. Neither reads the
 * environment: the entry points do (environment.ts).
 */
import { resolve } from 'node:path';
import { siteModel, type SiteChoices, type SiteModel } from '../../src/lib/siteModel.ts';
import type { RoutingMode } from '../../src/lib/siteUrls.ts';
import { lookStylesheet, type Look, type LookStylesheet } from '../look/look.ts';
import { oncePerProcess } from '../lib/oncePerProcess.ts';
import { fileModules, type FileModules, type Owner } from '../owner/files/index.ts';
import type { Published } from '../owner/files/ownerFile.ts';
import { OwnerContentError, readOwner, type OwnerReading } from '../owner/read/load.ts';
import { buildNotes } from '../owner/read/buildNotes.ts';
import type { OwnerFolder } from '../owner/files/ownerFile.ts';
import { ownerChoices, ownerLook } from '../owner/read/model.ts';
import { pictureProblems } from '../owner/check/pictures.ts';
import { siteStrings } from '../owner/read/siteStrings.ts';
import { templateStrings } from '../owner/read/strings.ts';
import { type Strings } from '../lib/textTree.ts';
import { PORTRAIT_CACHE_DIR, portraitFiles } from './portrait.ts';
import { normalizeBasePath, normalizeSiteUrl } from './published.ts';

export interface ContextOptions {
  /** The repository's root: the template's strings, the look's font packages, the caches. */
  root: string;
  /**
   * Where the site is published: the owner's `siteUrl` and the root base path unless given
   * (a deploy's SITE_URL and BASE_PATH).
   */
  published?: { siteUrl?: string | undefined; basePath?: string | undefined };
  /** Hash URLs unless asked for path URLs. */
  routing?: RoutingMode;
  /**
   * Whether the site's strings get soft hyphens in their long words (hyphenation.ts): a build's
   * do; the unit tests read the strings as written, and the CV breaks its own lines.
   */
  hyphenate?: boolean;
}

export interface BuildContext {
  /** What it was made from: plugins key what they make once per process by it. */
  key: string;
  root: string;
  folder: OwnerFolder;
  owner: Owner;
  /** What the build says of the owner's folder: languages not yet written throughout, an older format. */
  notes: string[];
  /** The site model's input (`virtual:owner/site`) and the model. */
  choices: SiteChoices;
  model: SiteModel;
  /** The address, ending with '/', and the base path, '/' or '/portfolio/', the site is published at. */
  published: Published;
  /** Each owner file's module (`virtual:owner/<module>`), at the published address. */
  modules: FileModules;
  /** Every language's every namespace as the site shows it, as written (no soft hyphens). */
  strings: Strings;
  /**
   * The owner's look (the template's where they chose none) and, on first use, the stylesheet
   * made of it: measuring its fonts takes seconds, and the unit tests never ask for it.
   */
  look: Look;
  stylesheet: () => LookStylesheet;
  routing: RoutingMode;
  hyphenate: boolean;
}

/**
 * An owner's folder as read for a build: what the loader says of it (its problems, naming file
 * and field; texts not yet translated; advice; an older format) and, when it has no problem,
 * the context the site is built from.
 */
export interface FolderReading extends OwnerReading {
  context: BuildContext | null;
}

/**
 * The one door to the build: the owner's folder read against the template's strings (read
 * once), and the build's context made of it; pure, the same for the build, the checks, the
 * tests and the bench. `currentYear`: what an entry's dates are checked against.
 */
export function readingFor(
  folder: OwnerFolder,
  { root, published = {}, routing = 'hash', hyphenate = true }: ContextOptions,
  currentYear: number = new Date().getFullYear(),
): FolderReading {
  const reading = readOwner(folder, currentYear, templateStrings(root));
  const { owner, template } = reading;
  if (!owner) return { ...reading, context: null };
  const publishedAt: Published = {
    siteUrl: normalizeSiteUrl(published.siteUrl || owner.profile.siteUrl),
    basePath: normalizeBasePath(published.basePath),
  };
  const choices = ownerChoices(owner);
  const look = ownerLook(owner);
  const languages = choices.languages.map((language) => language.code);
  let stylesheet: LookStylesheet | undefined;
  const context: BuildContext = {
    key: JSON.stringify([root, folder.path, publishedAt, routing, hyphenate]),
    root,
    folder,
    owner,
    notes: buildNotes(reading),
    choices,
    model: siteModel(choices),
    published: publishedAt,
    modules: fileModules(owner, publishedAt),
    strings: siteStrings(owner, template),
    look,
    stylesheet: () => (stylesheet ??= lookStylesheet(look, languages, publishedAt.basePath, root)),
    routing,
    hyphenate,
  };
  return { ...reading, context };
}

/**
 * The context of a build of the owner's folder (readingFor), or an error listing every problem
 * in it: for the build, the tests and the bench, which build only a folder without problems.
 */
export function contextFor(folder: OwnerFolder, options: ContextOptions): BuildContext {
  const { context, problems } = readingFor(folder, options);
  if (!context) {
    throw new OwnerContentError(
      `The content in ${folder.name}/ has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`,
    );
  }
  return context;
}

/**
 * What a build makes of the owner's pictures before it bundles, once per context: the portrait
 * (the one step that reads the photo's pixels), and the folder's pictures that carry metadata
 * named.
 */
export function makePictures(context: BuildContext): Promise<void> {
  return oncePerProcess(`build pictures ${context.key}`, async () => {
    const { folder, root } = context;
    const { photo, photoFocus } = context.owner.profile;
    if (photo) {
      await portraitFiles(folder, photo, resolve(root, PORTRAIT_CACHE_DIR), photoFocus ?? null);
    }
    for (const problem of await pictureProblems(folder, photo, root)) {
      console.warn(`${problem} (npm run owner:check refuses it before a deploy)`);
    }
  });
}

/**
 * For a build, whose every environment loads vite.config.ts again: the same context each
 * time (the owner read once), its pictures made (makePictures); or, for a problem in the
 * owner's folder, its message printed as the checks print it and the build stopped, without
 * Vite's "failed to load config" and a stack trace around it.
 */
export async function buildContextOrExit(
  folder: OwnerFolder,
  options: ContextOptions,
): Promise<BuildContext> {
  try {
    const context = oncePerProcess(`build context ${JSON.stringify([folder, options])}`, () =>
      contextFor(folder, options),
    );
    await makePictures(context);
    return context;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'OwnerContentError') throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
