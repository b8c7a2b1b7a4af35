/**
 * From owner/legal.json and profile.json's country to what the policies and the
 * legal notice read: the law the policies cite, the legal notice's facts (the
 * site model shows the page where the country makes it a duty or the owner
 * asks for one), and its texts for the legal-notice namespace.
 */
import type { LegalNoticeFacts } from '../../src/content/legal.ts';
import { hasLegalNotice, legalNoticeRule, policyLaw } from '../../src/lib/lawForCountry.ts';
import type { PolicyLaw } from '../../src/lib/policyLaw.ts';
import type { Owner, Text } from './schema.ts';

/** Whether the owner's site has a legal notice page. */
export function ownerHasLegalNotice(owner: Pick<Owner, 'profile' | 'legal'>): boolean {
  return hasLegalNotice(owner.profile.location.countryCode, owner.legal.legalNotice !== undefined);
}

export function legalFacts(owner: Owner): { law: PolicyLaw; legalNotice: LegalNoticeFacts | null } {
  const { legal } = owner;
  const country = owner.profile.location.countryCode;
  const law = policyLaw(country, legal);
  if (!ownerHasLegalNotice(owner)) return { law, legalNotice: null };
  const { phone, vatId, register, licensingAuthority, profession, activity } =
    legal.legalNotice ?? {};
  return {
    law,
    legalNotice: {
      rule: legalNoticeRule(country),
      ...(phone ? { phone } : {}),
      ...(vatId ? { vatId } : {}),
      ...(register ? { register } : {}),
      ...(licensingAuthority ? { licensingAuthority } : {}),
      ...(profession ? { professionKey: 'profession' } : {}),
      ...(activity ? { activityKey: 'activity' } : {}),
    },
  };
}

/** The legal notice's texts in one language, under the keys its facts name. */
export function legalNoticeTexts(owner: Owner, say: (text: Text) => string): Record<string, string> {
  const { profession, activity } = owner.legal.legalNotice ?? {};
  return {
    ...(profession ? { profession: say(profession) } : {}),
    ...(activity ? { activity: say(activity) } : {}),
  };
}
