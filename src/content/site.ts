import { sampleIdentity, withOverrides } from './identity';

/**
 * The identity the site runs with: the owner's values, with the published URL and
 * base path that the build was made for (SITE_URL and BASE_PATH at build time).
 */
export const site = withOverrides(sampleIdentity, {
  SITE_URL: import.meta.env.VITE_SITE_URL as string | undefined,
  BASE_PATH: import.meta.env.BASE_URL,
});
