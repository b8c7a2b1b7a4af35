/**
 * The owner's choices as the site model reads them (src/lib/siteModel.ts):
 * the languages site.json names, each with what the template knows of it or
 * the owner's own entry, and the optional sections whose files are present.
 */
import { policyLaw } from '../law/lawForCountry.ts';
import { siteConditions } from '../../../src/lib/legalConditions.ts';
import { OPTIONAL_SECTIONS, type OptionalSection } from '../../../src/lib/routes.ts';
import { siteModel, type SiteChoices, type SiteModel } from '../../../src/lib/siteModel.ts';
import type { Look } from '../../look/look.ts';
import { DEFAULT_LOOK } from '../../look/presets.ts';
import { hostingFacts, ownerHasLegalNotice } from '../files/legal.ts';
import type { Owner } from '../files/index.ts';
import { siteLanguages } from '../files/site.ts';

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
  const { dataPrivacyFramework, processorAgreement } = hostingFacts(owner.legal.hosting);
  return siteConditions(ownerModel(owner), {
    regime: policyLaw(owner.profile.location.countryCode).regime,
    dataPrivacyFramework,
    processorAgreement,
  });
}

/** The owner's look: their choices, the template's where they made none. */
export function ownerLook(owner: Owner): Look {
  return { ...DEFAULT_LOOK, ...owner.site.look };
}
