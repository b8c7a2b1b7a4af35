/**
 * The site model: one function of the owner's choices (their languages, the
 * sections they have content for, the image services they chose) that says
 * everything else the site derives from them: the fallback language, the routes
 * and menus, the language picker, the outside services it loads images from and
 * so the image hosts the security policy allows. The build computes it from owner/ and passes it on;
 * the app reads it through src/content/siteModel.ts; the pre-paint script
 * rebuilds the part it needs (`siteShape`) from the document's data.
 */
import { IMAGE_SERVICES, type ImageServiceChoices, type ImageServiceKind } from './imageHosts.ts';
import type { Language, LanguageInfo } from './language.ts';
import {
  routeKeysOf,
  routesFor,
  type OptionalSection,
  type Route,
  type RouteKey,
} from './routes.ts';

/** What the owner decides that shapes the site (owner/site.json and the files present). */
export interface SiteChoices {
  /** In order: the first is the fallback and initial language. */
  languages: readonly LanguageInfo[];
  /** The optional sections the owner has content for. */
  sections: readonly OptionalSection[];
  /**
   * Whether the visitor's browser keeps the language the site detected, not only one the
   * visitor picks (owner/site.json storeDetectedLanguage; the spec's site does).
   */
  storeDetectedLanguage?: boolean;
  /** The outside services the owner chose to draw the flags or avatars; none: the site's own. */
  imageServices?: ImageServiceChoices;
}

/**
 * What the visitor's browser keeps of the language (i18nextLng): nothing on a site in one
 * language, which has nothing to choose; the language the visitor picks (the picker, or its
 * `?lng=` link); or, where the owner keeps the spec's behaviour, also every language detected.
 */
export type LanguageMemory = 'none' | 'picked' | 'detected';

/** What reading and writing the site's addresses needs: its languages and routes. */
export interface SiteShape {
  languageCodes: readonly Language[];
  /** The first language: unprefixed addresses, the 404 page, what an unknown visitor gets. */
  fallbackLanguage: Language;
  routes: readonly Route[];
}

export interface SiteModel extends SiteShape {
  languages: readonly LanguageInfo[];
  sections: readonly OptionalSection[];
  /** Every page the site builds: the routes', then the not-found page's. */
  routeKeys: readonly RouteKey[];
  /** The routes of the header's Portfolio menu. */
  portfolioRoutes: readonly Route[];
  /** Whether the header offers the site's languages: only a site with more than one has a picker. */
  languagePicker: boolean;
  languageMemory: LanguageMemory;
  /**
   * Whether the site loads a kind of picture from its outside service: the flags only where
   * the owner chose the service and the site has a picker, the avatars only where the owner
   * chose the service and the site has testimonials.
   */
  imageServices: Readonly<Record<ImageServiceKind, boolean>>;
  /** Hosts images come from besides the site: the origins of those services. */
  imageHosts: readonly string[];
}

export function siteShape(
  languageCodes: readonly Language[],
  sections: readonly string[],
): SiteShape {
  const fallbackLanguage = languageCodes[0];
  if (fallbackLanguage === undefined) throw new Error('a site needs at least one language');
  return { languageCodes, fallbackLanguage, routes: routesFor(sections) };
}

export function siteModel(choices: SiteChoices): SiteModel {
  const shape = siteShape(
    choices.languages.map((language) => language.code),
    choices.sections,
  );
  const languagePicker = choices.languages.length > 1;
  const chosen = choices.imageServices ?? {};
  const imageServices = {
    avatars: chosen.avatars !== undefined && choices.sections.includes('testimonials'),
    flags: chosen.flags !== undefined && languagePicker,
  };
  return {
    ...shape,
    languages: choices.languages,
    sections: choices.sections,
    routeKeys: routeKeysOf(shape.routes),
    portfolioRoutes: shape.routes.filter((route) => route.inPortfolioMenu),
    languagePicker,
    languageMemory: !languagePicker
      ? 'none'
      : choices.storeDetectedLanguage
        ? 'detected'
        : 'picked',
    imageServices,
    imageHosts: (['avatars', 'flags'] as const)
      .filter((kind) => imageServices[kind])
      .map((kind) => IMAGE_SERVICES[kind].origin),
  };
}

/** A language of the site by its code (the fallback language's entry for an unknown code). */
export function languageInfo(model: Pick<SiteModel, 'languages'>, code: Language): LanguageInfo {
  const found = model.languages.find((language) => language.code === code) ?? model.languages[0];
  if (!found) throw new Error('a site needs at least one language');
  return found;
}
