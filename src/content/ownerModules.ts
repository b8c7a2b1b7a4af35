/**
 * What each `virtual:owner/<module>` exports, as the site and the CV read it: the one
 * description of the seam between the build and the site. An owner file's module exports its
 * facts whole under its own name (typed by ownerFacts.ts, written from the file's schema), what
 * the build makes of them beside, and its texts (ownerTexts.ts); what each makes is
 * tooling/owner/files/<file>.ts's. virtual-owner.d.ts is written from this file by `npm run
 * template:schema` (a unit test keeps them equal). Types only, and the list of each module's
 * export names.
 */
import type { Resource } from 'i18next';
import type { LookFonts } from '../lib/siteFiles';
import type { PolicyLaw } from '../lib/policyLaw';
import type { SiteChoices } from '../lib/siteModel';
import type { ImageServicePolicies } from '../lib/imageHosts';
import type { Hosting, LegalNoticeFacts } from './legal';
import type {
  CoursesFacts,
  CvFacts,
  ExperienceFacts,
  ProfileFacts,
  ProjectsFacts,
  TechnologiesFacts,
  TestimonialsFacts,
  TradingFacts,
} from './ownerFacts';
import type {
  CoursesTexts,
  ExperienceTexts,
  LegalTexts,
  ProfileTexts,
  ProjectsTexts,
  TestimonialsTexts,
  TradingTexts,
} from './ownerTexts';
import type { ByLanguage } from './texts';
import type { SizedPicture } from './types';

/** A file's facts with what the build adds to each item of one of its lists. */
type Adding<Facts, List extends keyof Facts, Added> = Omit<Facts, List> & {
  [Key in List]: Facts[Key] extends readonly (infer Item)[] ? readonly (Item & Added)[] : never;
};

export interface OwnerModules {
  /**
   * The owner's languages and the sections present: the site model's input; the path the
   * build publishes the site under ('/', '/portfolio/': BASE_PATH).
   */
  site: { choices: SiteChoices; basePath: string };
  /**
   * profile.json's facts, `siteUrl` the address the build publishes the site at (SITE_URL), each
   * of `profiles` with its network's name (`label`: the link's accessible name, the CV's).
   */
  profile: {
    profile: Adding<ProfileFacts, 'profiles', { label: string }>;
    /** Beside the file's texts, the city with its country in words ('Turin, Italy'), made from `location`. */
    texts: ByLanguage<ProfileTexts & { location: { full: string } }>;
  };
  /**
   * The portrait as the card's `img` takes it: the largest file's URL and every width's
   * (tooling/build/portrait.ts); null without one.
   */
  photo: { photo: SizedPicture | null };
  /**
   * The language picker's flags the build emitted, as hashed asset URLs by country code
   * (tooling/build/flags.ts); empty where the flag service draws them, or with no picker.
   */
  flags: { flags: Readonly<Record<string, string>> };
  experience: { experience: ExperienceFacts; texts: ByLanguage<ExperienceTexts> };
  /** An optional file's facts are null without it (its page left out), its texts empty. */
  projects: { projects: ProjectsFacts | null; texts: ByLanguage<ProjectsTexts> };
  /** Each course's `image` the URL of the picture the build emitted (hashed, like any asset). */
  courses: { courses: CoursesFacts | null; texts: ByLanguage<CoursesTexts> };
  /**
   * Each person's picture, where the owner gave one, made like the portrait
   * (tooling/build/testimonialPhotos.ts); each profile address with its network's name
   * (`profileLabel`, as profile.json's networks have their `label`: 'LinkedIn', or the address's
   * host), for the link's accessible name.
   */
  testimonials: {
    testimonials: Adding<TestimonialsFacts, 'entries', { profileLabel?: string }> | null;
    texts: ByLanguage<TestimonialsTexts>;
  };
  /**
   * No sign-up link (null) and no reward to speak of where the page may not show them (a UK
   * owner's unapproved financial promotion, tooling/owner/files/trading.ts).
   */
  trading: {
    trading: (Omit<TradingFacts, 'signupUrl'> & { signupUrl: string | null }) | null;
    texts: ByLanguage<TradingTexts>;
  };
  /**
   * legal.json's facts: the controller's postal address, the host, the image services' policies
   * (the owner's, else the template's); the law the policies cite; the month they were last
   * updated ('2026-03', the owner's, else the template's); the legal notice's facts, null when
   * the site has none.
   */
  legal: {
    postalAddress: string;
    hosting: Hosting;
    imageServicePolicies: ImageServicePolicies;
    law: PolicyLaw;
    policiesUpdated: string;
    legalNotice: LegalNoticeFacts | null;
    /**
     * Beside the file's texts, `policiesUpdated` in the language's words ('March 2026'): the
     * policies interpolate it and the host's texts (src/lib/legalTextValues.ts); and the host's
     * country named from its code (`hosting.country`), which the legal notice prints.
     */
    texts: ByLanguage<
      LegalTexts & { policiesUpdated: string; hosting: { country?: string | undefined } }
    >;
  };
  /** The projects the PDF CV lists, by id, in order (cv.json); the JSON Resume lists all. */
  cv: { cv: CvFacts | null };
  /** The owner's technology names (technologies.json): the CV's skills. */
  technologies: { technologies: TechnologiesFacts };
  /** Every language's every namespace, its languages in the site's order (the pages, the unit tests). */
  'all-strings': { allStrings: Resource };
  /**
   * What the documents need of the owner's look (its stylesheet is `virtual:owner/look.css`):
   * its web fonts, asked for once the page has painted, and the browser's bar colour.
   */
  look: { fonts: LookFonts | null; themeColor: string };
}

/** Each module's export names, for the declarations written from this file. */
export const OWNER_MODULE_EXPORTS = {
  site: ['choices', 'basePath'],
  profile: ['profile', 'texts'],
  photo: ['photo'],
  flags: ['flags'],
  experience: ['experience', 'texts'],
  projects: ['projects', 'texts'],
  courses: ['courses', 'texts'],
  testimonials: ['testimonials', 'texts'],
  trading: ['trading', 'texts'],
  legal: [
    'postalAddress',
    'hosting',
    'imageServicePolicies',
    'law',
    'policiesUpdated',
    'legalNotice',
    'texts',
  ],
  cv: ['cv'],
  technologies: ['technologies'],
  'all-strings': ['allStrings'],
  look: ['fonts', 'themeColor'],
} as const satisfies { [Module in keyof OwnerModules]: readonly (keyof OwnerModules[Module])[] };
