/**
 * The owner's choices as the site model reads them (src/lib/siteModel.ts):
 * the languages site.json names, each with what the template knows of it or
 * the owner's own entry, and the optional sections whose files are present.
 */
import { TEMPLATE_LANGUAGES, type LanguageInfo } from '../../src/lib/language.ts';
import { policyLaw } from '../../src/lib/lawForCountry.ts';
import { siteConditions } from '../../src/lib/legalConditions.ts';
import { OPTIONAL_SECTIONS, type OptionalSection } from '../../src/lib/routes.ts';
import { siteModel, type SiteChoices, type SiteModel } from '../../src/lib/siteModel.ts';
import { DEFAULT_LOOK, type Look } from '../look/look.ts';
import { legalIdentity, ownerHasLegalNotice } from './files/legal.ts';
import type { Owner } from './files/index.ts';
import { FORMAT_1_LANGUAGES, type SiteFile } from './files/site.ts';

/** The site's languages, in the owner's order; without a choice, format 1's (a folder without site.json). */
export function siteLanguages(site: SiteFile | undefined): LanguageInfo[] {
  return (site?.languages ?? FORMAT_1_LANGUAGES).map((entry) =>
    typeof entry === 'string'
      ? (TEMPLATE_LANGUAGES.find((language) => language.code === entry) ?? {
          code: entry,
          name: entry,
          locale: entry,
          flagCountry: entry,
        })
      : entry,
  );
}

/**
 * The optional sections a folder gives content for: a section's own file; the
 * legal notice where the owner's country makes it a duty or legal.json asks for it.
 */
export function presentSections(
  owner: Partial<Omit<Owner, 'site' | 'strings'>>,
): OptionalSection[] {
  const { profile, legal } = owner;
  return OPTIONAL_SECTIONS.filter((section) =>
    section === 'legal-notice'
      ? profile !== undefined && legal !== undefined && ownerHasLegalNotice({ profile, legal })
      : owner[section] !== undefined,
  );
}

export function ownerChoices(owner: Owner): SiteChoices {
  return {
    languages: siteLanguages(owner.site),
    sections: presentSections(owner),
    storeDetectedLanguage: owner.site?.storeDetectedLanguage ?? false,
    imageServices: owner.site?.imageServices ?? {},
  };
}

export function ownerModel(owner: Owner): SiteModel {
  return siteModel(ownerChoices(owner));
}

/**
 * What holds for the owner's site of the conditions the policies' parts follow
 * (the site's are src/content/policyConditions.ts): sections, languages, the
 * host's standing as legal.json states it, the regime of the owner's country.
 */
export function ownerPolicyConditions(owner: Owner): string[] {
  const identity = legalIdentity(owner);
  return siteConditions(ownerModel(owner), {
    regime: policyLaw(owner.profile.location.countryCode).regime,
    dataPrivacyFramework: identity.hostingDataPrivacyFramework,
    processorAgreement: identity.hostingProcessorAgreement,
  });
}

/** The owner's look: their choices, the template's where they made none. */
export function ownerLook(owner: Owner): Look {
  return { ...DEFAULT_LOOK, ...owner.site.look };
}
