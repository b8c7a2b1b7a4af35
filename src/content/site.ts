import { identity } from 'virtual:owner/identity';
import type { RoutingMode } from '../lib/siteUrls';

/**
 * The identity the site runs with: the owner's values, with the published URL
 * and base path the build applied (SITE_URL, BASE_PATH), and the routing mode it
 * was made for (ROUTING).
 */
export const site = {
  ...identity,
  routing: (import.meta.env.VITE_ROUTING === 'path' ? 'path' : 'hash') as RoutingMode,
};
