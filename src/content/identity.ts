/**
 * The owner's identity as the site reads it: one typed place for every owner
 * fact that is not prose. The values come from the owner's folder
 * (profile.json, legal.json: tooling/owner/files/profile.ts) through
 * `virtual:owner/identity`, at the address and base path the build publishes.
 * Types only: the build reads them too.
 */
import type { ImageServicePolicies } from '../lib/imageHosts';

/** The networks the site has an icon for (SocialIcon); their names: tooling/owner/files/networks.ts. */
export type SocialKey = 'linkedin' | 'github' | 'udemy' | 'instagram' | 'facebook';

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

/** The owner's facts; their texts, the job title among them, are in src/content/ownerTexts.ts. */
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
