import { identity } from 'virtual:owner/identity';
import type { RoutingMode } from '../lib/siteUrls';
import { withOverrides } from './identity';

/**
 * The identity the site runs with: the owner's values, with the published URL,
 * base path and routing mode that the build was made for (SITE_URL, BASE_PATH
 * and ROUTING at build time).
 */
export const site = {
  ...withOverrides(identity, {
    SITE_URL: import.meta.env.VITE_SITE_URL as string | undefined,
    BASE_PATH: import.meta.env.BASE_URL,
  }),
  routing: (import.meta.env.VITE_ROUTING === 'path' ? 'path' : 'hash') as RoutingMode,
};
