/**
 * The owner's identity as the site reads it: one typed place for every owner
 * fact that is not prose. The values come from the owner's folder
 * (profile.json, legal.json) through `virtual:owner/identity`,
 * with the published address and base path the build applied (withOverrides,
 * called by tooling/build/buildContext.ts).
 *
 * This module is read by the build (vite.config.ts) as well as by the site, so it
 * must not touch import.meta.env.
 */
import type { ImageServicePolicies } from '../lib/imageHosts';
import type { SocialKey } from './networks';

export type { SocialKey };

export interface SocialLink {
  key: SocialKey;
  href: string;
  /** Accessible name of the link (the network's name). */
  label: string;
}

/** A language the owner speaks: its name's and its fluency's keys in the common namespace. */
export interface SpokenLanguage {
  /** 'spokenLanguages.0.language' → 'Italian', 'italiano'. */
  languageKey: string;
  /** 'spokenLanguages.0.fluency' → 'native', 'madrelingua'; none when the owner gives none. */
  fluencyKey?: string;
}

/** The owner's facts; the job title is a text (the common namespace's `jobTitle`), as translated. */
export interface Identity {
  ownerName: string;
  email: string;
  /** Where the owner lives: ISO 3166-1 alpha-2 ('IT'); the CV writes its name. */
  countryCode: string;
  postalAddress: string;
  /** The privacy policies of the image services, as the owner checked them (else the template's). */
  imageServicePolicies: ImageServicePolicies;
  /** Who serves the site and keeps its logs, as the privacy policy names them ('GitHub Pages', 'GitHub'). */
  hostingService: string;
  hostingCompany: string;
  /**
   * Whether that company is certified under the Data Privacy Framework of the owner's regime
   * (EU–US, its UK Extension, Swiss–US), as the owner checked it.
   */
  hostingDataPrivacyFramework: boolean;
  /** Whether it serves the site for the owner under a data-processing agreement (art. 28), as the owner states it. */
  hostingProcessorAgreement: boolean;
  /** Published site URL, ending with '/', used for canonical links and og:url. */
  siteUrl: string;
  /** Path the site is served under, '/' or '/something/'. */
  basePath: string;
  /** Path of the share image below the base path (the build writes it at the site's root). */
  shareImagePath: string;
  social: SocialLink[];
  /** The languages the owner speaks, in the owner's order: the home page and the CV list them. */
  spokenLanguages: SpokenLanguage[];
}

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
export function withOverrides(
  identity: Omit<Identity, 'basePath'>,
  overrides: IdentityOverrides,
): Identity {
  const basePath = normalizeBasePath(overrides.BASE_PATH);
  const siteUrl = normalizeSiteUrl(overrides.SITE_URL || identity.siteUrl);
  return { ...identity, basePath, siteUrl };
}
