/**
 * What a build's environment chooses: the owner's folder (OWNER_DIR, else owner/, else the
 * sample), where the site is published (SITE_URL, BASE_PATH) and its URLs (ROUTING). Only
 * the entry points (vite.config.ts, playwright.config.ts, the CLI scripts: eslint.config.js's
 * ENTRY_POINTS) pass their environment here; below them, readingFor and contextFor take what
 * this returns.
 */
import type { RoutingMode } from '../../src/lib/siteUrls.ts';
import { ownerFolder } from '../owner/read/load.ts';
import type { OwnerFolder } from '../owner/files/ownerFile.ts';
import type { ContextOptions } from './buildContext.ts';

/** The variables a build reads; an unset or empty one takes the default. */
export type BuildEnv = Partial<
  Record<'OWNER_DIR' | 'SITE_URL' | 'BASE_PATH' | 'ROUTING', string | undefined>
>;

/** The folder and options a build's environment asks for; an unset or empty variable takes the default. */
export function fromEnvironment(
  env: BuildEnv,
  root: string,
): { folder: OwnerFolder; options: ContextOptions } {
  const { ROUTING, SITE_URL, BASE_PATH } = env;
  // Unset or empty (an unset repository variable in CI) is the default, hash.
  if (ROUTING && ROUTING !== 'hash' && ROUTING !== 'path') {
    throw new Error(`ROUTING must be "hash" or "path", not "${ROUTING}"`);
  }
  const routing: RoutingMode = ROUTING === 'path' ? 'path' : 'hash';
  return {
    folder: ownerFolder(root, env),
    options: { root, published: { siteUrl: SITE_URL, basePath: BASE_PATH }, routing },
  };
}
