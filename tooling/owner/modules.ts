/**
 * Each fact module the build serves as `virtual:owner/<name>`, projected from
 * the site's facts, typed against what the site reads (src/content/ownerModules.ts).
 * The site model's, the strings' and the look's modules are written by the plugin itself,
 * the pictures' by tooling/build (portrait.ts, testimonialPhotos.ts, flags.ts).
 */
import type { Identity } from '../../src/content/identity.ts';
import type { OwnerModules } from '../../src/content/ownerModules.ts';
import type { SiteFacts } from './project.ts';

type FactModules = Omit<
  OwnerModules,
  'site' | 'photo' | 'flags' | 'testimonials' | 'all-strings' | 'look'
>;

/** The facts as a build publishes them: the identity with the site's address and base path. */
export type PublishedFacts = SiteFacts & { identity: Identity };

export const OWNER_MODULES: {
  [Name in keyof FactModules]: (facts: PublishedFacts) => FactModules[Name];
} = {
  identity: (facts) => ({ identity: facts.identity }),
  experience: (facts) => ({ experience: facts.experience }),
  projects: (facts) => ({ projects: facts.projects, companies: facts.companies }),
  courses: (facts) => ({ courses: facts.courses, coursePlatform: facts.coursePlatform }),
  trading: (facts) => ({ trading: facts.trading }),
  legal: (facts) => facts.legal,
  cv: (facts) => ({ cvProjectIds: facts.cvProjectIds, technologies: facts.technologies }),
};
