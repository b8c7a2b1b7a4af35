/**
 * From the owner's files to what the site reads: language-neutral facts per
 * section (ids, names, periods, links, figures; texts referred to by key), and
 * each language's texts under those keys, merged into the template's
 * translation namespaces. Each file's part is in its module (files/); this
 * puts them together, one projection for the site, the CV and the checks.
 */
import { SHARE_IMAGE } from '../../src/lib/siteFiles.ts';
import type { Identity } from '../../src/content/identity.ts';
import type { Course, ExperienceEntry, Project } from '../../src/content/types.ts';
import type { OwnerModules, TradingFacts } from '../../src/content/ownerModules.ts';
import { coursesFacts } from './files/courses.ts';
import { experienceFacts } from './files/experience.ts';
import { OWNER_FILES, type Owner } from './files/index.ts';
import { legalFacts, legalIdentity } from './files/legal.ts';
import type { Say } from './files/ownerFile.ts';
import { profileFacts, type PhotoFocus } from './files/profile.ts';
import { projectsFacts } from './files/projects.ts';
import { testimonialsFacts, type TestimonialFacts } from './files/testimonials.ts';
import { tradingFacts } from './files/trading.ts';
import { siteLanguages } from './model.ts';
import { mergeTexts, type Tree } from './strings.ts';

/** The site's facts; image fields hold paths below the owner's folder (the plugin imports them). */
export interface SiteFacts {
  identity: Omit<Identity, 'basePath' | 'siteUrl'> & { siteUrl: string };
  /** The portrait's picture, as the owner gave it (tooling/build/portrait.ts makes its sizes). */
  photo: string | null;
  /** Where the owner says the portrait's square goes; null: where the build finds the face. */
  photoFocus: PhotoFocus | null;
  /** The share image and tab icon below the owner's folder; null: the template's. */
  siteImages: { share: string | null; favicon: string | null };
  experience: ExperienceEntry[];
  companies: string[];
  projects: Project[];
  coursePlatform: string;
  courses: Course[];
  /** Each person's `photo` is a picture below the owner's folder (tooling/build/testimonialPhotos.ts). */
  testimonials: TestimonialFacts[];
  trading: TradingFacts | null;
  legal: OwnerModules['legal'];
  cvProjectIds: string[];
  technologies: string[];
}

export function siteFacts(owner: Owner): SiteFacts {
  const { identity, ...pictures } = profileFacts(owner);
  return {
    identity: { ...identity, ...legalIdentity(owner), shareImagePath: SHARE_IMAGE },
    ...pictures,
    ...experienceFacts(owner),
    ...projectsFacts(owner),
    ...coursesFacts(owner),
    ...testimonialsFacts(owner),
    trading: tradingFacts(owner),
    legal: legalFacts(owner),
    cvProjectIds: owner.cv?.projects ?? [],
    technologies: owner.technologies,
  };
}

/** The owner's texts of one language, by namespace, under the keys the site's facts name. */
export function ownerTexts(owner: Owner, language: string): Record<string, Tree> {
  const [{ code: fallback = language } = {}] = siteLanguages(owner.site);
  // A text in one language: its own version, else the site's first language's (untranslated).
  const inLanguage = <T>(value: Partial<Record<string, T>>) =>
    (value[language] ?? value[fallback]) as T;
  const say: Say = Object.assign((text: Partial<Record<string, string>>) => inLanguage(text), {
    language,
    list: (texts: Partial<Record<string, string[]>>) => inLanguage(texts),
  });
  const namespaces: Record<string, Tree> = {};
  for (const file of OWNER_FILES) {
    if (!('texts' in file)) continue;
    for (const [namespace, tree] of Object.entries(file.texts(owner, say))) {
      namespaces[namespace] = mergeTexts(namespaces[namespace] ?? {}, tree);
    }
  }
  return namespaces;
}
