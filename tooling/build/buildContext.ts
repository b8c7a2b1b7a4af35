/**
 * What one build of the site is made from, made once in vite.config.ts from
 * its environment and passed to every plugin: the owner's folder (OWNER_DIR,
 * else owner/, else the sample), its content read and validated, the site model
 * and facts, the look as the build draws it, and where and how the site is
 * published (SITE_URL, BASE_PATH, ROUTING). Nothing below reads the environment.
 */
import { resolve } from 'node:path';
import { withOverrides, type Identity } from '../../src/content/identity.ts';
import { siteModel, type SiteChoices, type SiteModel } from '../../src/lib/siteModel.ts';
import type { RoutingMode } from '../../src/lib/siteUrls.ts';
import { lookStylesheet, type Look, type LookStylesheet } from '../look/look.ts';
import { oncePerProcess } from '../lib/oncePerProcess.ts';
import { loadOwner, ownerFolder, type OwnerFolder } from '../owner/load.ts';
import { pictureProblems } from '../owner/pictures.ts';
import { PORTRAIT_CACHE_DIR, portraitFiles } from './portrait.ts';
import { ownerChoices, ownerLook } from '../owner/model.ts';
import type { PublishedFacts } from '../owner/modules.ts';
import { siteFacts } from '../owner/project.ts';
import type { Owner } from '../owner/files/index.ts';

/**
 * The variables a build reads; an unset or empty one takes the default. VITEST,
 * set by Vitest, has the unit tests read the sample (tooling/owner/load.ts).
 */
const VARIABLES = ['OWNER_DIR', 'SITE_URL', 'BASE_PATH', 'ROUTING', 'VITEST'] as const;
export type BuildEnv = Partial<Record<(typeof VARIABLES)[number], string>>;

export interface BuildContext {
  /** What it was made from: plugins key what they make once per process by it. */
  key: string;
  folder: OwnerFolder;
  owner: Owner;
  /** What the build says of the owner's folder: languages not yet written throughout, an older format. */
  notes: string[];
  /** The site model's input (`virtual:owner/site`) and the model. */
  choices: SiteChoices;
  model: SiteModel;
  /** The identity with the published address and base path, as the site shows it. */
  facts: PublishedFacts;
  /**
   * The owner's look (the template's where they chose none) and, on first use, the stylesheet
   * made of it: measuring its fonts takes seconds, and the unit tests never ask for it.
   */
  look: Look;
  stylesheet: () => LookStylesheet;
  /** The published address, ending with '/', and the base path, '/' or '/portfolio/'. */
  siteUrl: string;
  base: string;
  routing: RoutingMode;
  /**
   * Whether the site's strings get soft hyphens in their long words (hyphenation.ts): not
   * under Vitest, whose tests read the strings as written, nor for the CV files (cvPlugin.ts).
   */
  hyphenate: boolean;
}

/**
 * The build's context. `once`: for a build, whose every environment loads
 * vite.config.ts again, the same context each time (the owner read once).
 */
export function buildContext(env: BuildEnv, root: string, { once = false } = {}): BuildContext {
  const used = Object.fromEntries(
    VARIABLES.map((name) => [name, env[name] ?? '']),
  ) as Required<BuildEnv>;
  const key = JSON.stringify([root, used]);
  return once
    ? oncePerProcess(`build context ${key}`, () => make(used, root, key))
    : make(used, root, key);
}

function make(env: Required<BuildEnv>, root: string, key: string): BuildContext {
  // Unset or empty (an unset repository variable in CI) is the default, hash.
  if (env.ROUTING && env.ROUTING !== 'hash' && env.ROUTING !== 'path') {
    throw new Error(`ROUTING must be "hash" or "path", not "${env.ROUTING}"`);
  }
  const { owner, folder, notes } = loadOwner(ownerFolder(root, env));
  const facts = siteFacts(owner);
  const identity: Identity = withOverrides(facts.identity, env);
  const choices = ownerChoices(owner);
  const look = ownerLook(owner);
  const languages = choices.languages.map((language) => language.code);
  let stylesheet: LookStylesheet | undefined;
  return {
    key,
    folder,
    owner,
    notes,
    choices,
    model: siteModel(choices),
    facts: { ...facts, identity },
    look,
    stylesheet: () => (stylesheet ??= lookStylesheet(look, languages, identity.basePath)),
    siteUrl: identity.siteUrl,
    base: identity.basePath,
    routing: env.ROUTING === 'path' ? 'path' : 'hash',
    hyphenate: !env.VITEST,
  };
}

/**
 * For `vite build`: the context, with the portrait made (the one step that
 * reads the photo's pixels) and the folder's pictures that carry metadata
 * named, once; or, for a problem in the owner's folder, its message printed as
 * the checks print it and the build stopped, without Vite's "failed to load
 * config" and a stack trace around it.
 */
export async function buildContextOrExit(env: BuildEnv, root: string): Promise<BuildContext> {
  try {
    const context = buildContext(env, root, { once: true });
    await oncePerProcess(`build pictures ${context.key}`, async () => {
      const { folder, facts } = context;
      if (facts.photo) {
        await portraitFiles(
          folder,
          facts.photo,
          resolve(root, PORTRAIT_CACHE_DIR),
          facts.photoFocus,
        );
      }
      for (const problem of await pictureProblems(folder, facts.photo ?? undefined, root)) {
        console.warn(`${problem} (npm run owner:check refuses it before a deploy)`);
      }
    });
    return context;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'OwnerContentError') throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
