/**
 * Each fact module the build serves as `virtual:owner/<name>`, projected from
 * the site's facts, typed against what the site reads (src/content/ownerModules.ts).
 * The site model's, the strings' and the look's modules are written by the plugin itself.
 */
import type { OwnerModules } from '../../src/content/ownerModules.ts';
import type { SiteFacts } from './project.ts';

type FactModules = Omit<OwnerModules, 'site' | 'strings' | 'all-strings' | 'look'>;

export const OWNER_MODULES: {
  [Name in keyof FactModules]: (facts: SiteFacts) => FactModules[Name];
} = {
  identity: (facts) => ({ identity: facts.identity }),
  photo: (facts) => ({ photo: facts.photo }),
  experience: (facts) => ({ experience: facts.experience }),
  projects: (facts) => ({ projects: facts.projects, companies: facts.companies }),
  courses: (facts) => ({ courses: facts.courses, coursePlatform: facts.coursePlatform }),
  testimonials: (facts) => ({ testimonials: facts.testimonials }),
  trading: (facts) => ({ trading: facts.trading }),
  legal: (facts) => facts.legal,
  cv: (facts) => ({ cvProjectIds: facts.cvProjectIds, technologies: facts.technologies }),
};
