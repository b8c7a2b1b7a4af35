/**
 * profile.json's facts as the site reads them (`virtual:owner/profile`,
 * tooling/owner/files/profile.ts), each field under its name in the file, and
 * its texts in the page's language under theirs (the job title, the about
 * texts, the city, the spoken languages…). The build reads the types too.
 */
import { profile, texts } from 'virtual:owner/profile';
import type { Language } from '../lib/language';
import { textsIn } from './texts';

export { profile };

/** profile.json's texts in a language, with the city and its country in words (`location.full`). */
export const profileTexts = (language: Language) => textsIn(texts, language);

/** The networks the site has an icon for (SocialIcon); their names: tooling/owner/files/networks.ts. */
export type NetworkKey = 'linkedin' | 'github' | 'udemy' | 'instagram' | 'facebook';

/** One of `profiles`: the owner's page on a network. */
export interface NetworkProfile {
  network: NetworkKey;
  url: string;
  /** The network's name, the link's accessible name (tooling/owner/files/networks.ts). */
  label: string;
}

export interface Profile {
  name: string;
  email: string;
  /** Where the owner lives: `countryCode` ISO 3166-1 alpha-2 ('IT'); the city is a text. */
  location: { countryCode: string };
  /** Where the site is published, ending with '/': the owner's, or the deploy's SITE_URL. */
  siteUrl: string;
  profiles: readonly NetworkProfile[];
}
