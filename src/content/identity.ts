/**
 * The owner's identity: one typed place for every owner fact that is not prose.
 *
 * SAMPLE VALUES. "Davide Marchetti" is an invented owner; the email uses the
 * reserved example.com domain and the links point at placeholder profiles.
 * Replace them with your own (see README, "Make it yours").
 *
 * This module is read by the build (vite.config.ts) as well as by the site, so it
 * must not touch import.meta.env: src/content/site.ts applies the build-time
 * environment overrides.
 */
export type SocialKey = 'linkedin' | 'instagram' | 'facebook' | 'github' | 'udemy';

export interface SocialLink {
  key: SocialKey;
  href: string;
  /** Brand colour used for the icon on hover. */
  color: string;
  /** Accessible name of the link (the network's name). */
  label: string;
}

export interface Identity {
  ownerName: string;
  jobTitle: string;
  email: string;
  postalAddress: string;
  /** Published site URL, ending with '/', used for canonical links and og:url. */
  siteUrl: string;
  /** Path the site is served under, '/' or '/something/'. */
  basePath: string;
  /** Path of the share image below the base path (shipped in public/). */
  shareImagePath: string;
  tradingProfileUrl: string;
  tradingSignupUrl: string;
  social: SocialLink[];
}

export const sampleIdentity: Identity = {
  ownerName: 'Davide Marchetti',
  jobTitle: 'Senior Software Engineer / Technical Architect FE',
  email: 'davide.marchetti@example.com',
  postalAddress: 'Via Giuseppe Garibaldi 12, 10122 Torino (TO), Italia',
  siteUrl: 'https://davide-marchetti.example.com/',
  basePath: '/',
  shareImagePath: 'logo.png',
  tradingProfileUrl: 'https://www.etoro.com/people/davidemarchetti-sample',
  tradingSignupUrl: 'https://www.etoro.com/accounts/sign-up?referral=davidemarchetti-sample',
  social: [
    {
      key: 'linkedin',
      href: 'https://www.linkedin.com/in/davide-marchetti-sample',
      color: '#0a66c2',
      label: 'LinkedIn',
    },
    {
      key: 'instagram',
      href: 'https://www.instagram.com/davide.marchetti.sample',
      color: '#e1306c',
      label: 'Instagram',
    },
    {
      key: 'facebook',
      href: 'https://www.facebook.com/davide.marchetti.sample',
      color: '#1877f2',
      label: 'Facebook',
    },
    {
      key: 'github',
      href: 'https://github.com/davide-marchetti-sample',
      color: '#6e5494',
      label: 'GitHub',
    },
    {
      key: 'udemy',
      href: 'https://www.udemy.com/user/davide-marchetti-sample/',
      color: '#a435f0',
      label: 'Udemy',
    },
  ],
};

/** Normalises a base path to start and end with '/'. */
export function normalizeBasePath(path: string | undefined): string {
  const trimmed = (path ?? '/').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`;
}

/** Normalises a site URL to end with '/'. */
export function normalizeSiteUrl(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export interface IdentityOverrides {
  SITE_URL?: string | undefined;
  BASE_PATH?: string | undefined;
}

/** Applies the build-time overrides (SITE_URL, BASE_PATH) to the identity. */
export function withOverrides(identity: Identity, overrides: IdentityOverrides): Identity {
  const basePath = normalizeBasePath(overrides.BASE_PATH || identity.basePath);
  const siteUrl = normalizeSiteUrl(overrides.SITE_URL || identity.siteUrl);
  return { ...identity, basePath, siteUrl };
}
