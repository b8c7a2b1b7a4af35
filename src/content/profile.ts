/**
 * profile.json's facts as the site reads them (`virtual:owner/profile`,
 * tooling/owner/files/profile.ts), each field under its name in the file; its
 * texts (the job title, the about texts, the city) are the owner's texts
 * (src/content/ownerTexts.ts). The build reads the types too.
 */
export { profile } from 'virtual:owner/profile';

/** The networks the site has an icon for (SocialIcon); their names: tooling/owner/files/networks.ts. */
export type NetworkKey = 'linkedin' | 'github' | 'udemy' | 'instagram' | 'facebook';

/** One of `profiles`: the owner's page on a network. */
export interface NetworkProfile {
  network: NetworkKey;
  url: string;
  /** The network's name, the link's accessible name (tooling/owner/files/networks.ts). */
  label: string;
}

/** One of `spokenLanguages`: the keys of its texts in the common namespace. */
export interface SpokenLanguage {
  /** 'spokenLanguages.0.language' → 'Italian', 'italiano'. */
  language: string;
  /** 'spokenLanguages.0.fluency' → 'native', 'madrelingua'; none when the owner gives none. */
  fluency?: string;
}

export interface Profile {
  name: string;
  email: string;
  /** Where the owner lives: `countryCode` ISO 3166-1 alpha-2 ('IT'); the city is a text. */
  location: { countryCode: string };
  /** Where the site is published, ending with '/': the owner's, or the deploy's SITE_URL. */
  siteUrl: string;
  profiles: readonly NetworkProfile[];
  /** The languages the owner speaks, in the owner's order: the home page and the CV list them. */
  spokenLanguages: readonly SpokenLanguage[];
}
