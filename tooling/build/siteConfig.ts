/**
 * The build-time settings every build of the site shares (the client bundle,
 * the server render, the pre-paint script): the published address and base
 * path, and the routing mode, from the environment; whether each page gets a
 * share image of its own, from that and the owner's choice.
 */
import { withOverrides, type Identity } from '../../src/content/identity.ts';
import { pageShareImages } from '../../src/lib/siteFiles.ts';
import { loadOwner } from '../owner/load.ts';
import { ownerModel } from '../owner/model.ts';
import { siteFacts } from '../owner/project.ts';
import type { RoutingMode } from '../../src/lib/siteUrls';

export interface SiteConfig {
  /** The owner's identity with the published address and base path applied. */
  identity: Identity;
  siteUrl: string;
  base: string;
  routing: RoutingMode;
  /** The owner chose link previews per page and the site has path URLs: the build draws them. */
  pageShareImages: boolean;
  /** Vite `define` entries: what the code reads through import.meta.env. */
  define: Record<string, string>;
}

export function siteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const { owner } = loadOwner();
  const identity = withOverrides(siteFacts(owner).identity, {
    SITE_URL: env.SITE_URL,
    BASE_PATH: env.BASE_PATH,
  });
  // Unset or empty (an unset repository variable in CI) is the default, hash.
  if (env.ROUTING && env.ROUTING !== 'hash' && env.ROUTING !== 'path') {
    throw new Error(`ROUTING must be "hash" or "path", not "${env.ROUTING}"`);
  }
  const routing: RoutingMode = env.ROUTING === 'path' ? 'path' : 'hash';
  return {
    identity,
    siteUrl: identity.siteUrl,
    base: identity.basePath,
    routing,
    pageShareImages: pageShareImages(ownerModel(owner).shareImages, routing),
    define: {
      'import.meta.env.VITE_SITE_URL': JSON.stringify(identity.siteUrl),
      'import.meta.env.VITE_ROUTING': JSON.stringify(routing),
      // The year pages were prerendered in: hydration renders it, then today's.
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    },
  };
}
