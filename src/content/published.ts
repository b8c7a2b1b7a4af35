import { basePath } from 'virtual:owner/site';
import { profile } from 'virtual:owner/profile';
import type { RoutingMode } from '../lib/siteUrls';

/**
 * Where and how this build publishes the site: its address (profile.json's `siteUrl`, or the
 * deploy's SITE_URL), the path it is served under ('/' or '/portfolio/', BASE_PATH) and the
 * mode of its URLs (ROUTING).
 */
export const published = {
  siteUrl: profile.siteUrl,
  basePath,
  routing: (import.meta.env.VITE_ROUTING === 'path' ? 'path' : 'hash') as RoutingMode,
};
