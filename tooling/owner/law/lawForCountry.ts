/**
 * The law an owner's policies cite, resolved at build time from their country's
 * rules (countryRules.ts) and their own choices in owner/legal.json; whether
 * their site has a legal notice, and the rule it follows. Read by the build and
 * the checks: the site receives the result (virtual:owner/legal), never the table.
 */
import { countryRules } from './countryRules.ts';
import type { Citation } from '../../../src/lib/citation.ts';
import type {
  CountryRules,
  LegalNoticeLaw,
  NoticeRule,
  OwnerLaw,
  PolicyLaw,
} from '../../../src/lib/policyLaw.ts';

/** Art. 5(3) of the ePrivacy Directive, which every national cookie rule transposes. */
const EPRIVACY_DIRECTIVE: Citation = {
  unit: 'article',
  number: '5',
  paragraph: '3',
  statute: {
    name: 'Directive 2002/58/EC',
    names: {
      de: 'Richtlinie 2002/58/EG',
      it: 'direttiva 2002/58/CE',
      fr: 'directive 2002/58/CE',
      es: 'Directiva 2002/58/CE',
    },
    gender: 'feminine',
    numbered: true,
    titled: 'feminine',
    paragraphs: 'eu',
  },
};

/**
 * What the policies show until the owner gives what the template cannot know
 * (`npm run owner:check` asks, and publishing waits; the build works meanwhile):
 * the list of the EEA's authorities, the directive itself, a dash.
 */
export const LAW_STAND_IN: Omit<PolicyLaw, 'regime'> = {
  authority: {
    name: 'European Data Protection Board',
    url: 'https://www.edpb.europa.eu/about-edpb/about-edpb/members_en',
  },
  nationalLaw: '—',
  cookieRule: EPRIVACY_DIRECTIVE,
  cookieExemption: EPRIVACY_DIRECTIVE,
};

/**
 * The law an owner in this country cites, with their own choices over the country's; the
 * owner's own citations stand for every language as written, the country's are cited in each
 * page's words (src/lib/citation.ts), its national law in a language's form where it has one.
 */
export function policyLaw(countryCode: string, own: OwnerLaw = {}): PolicyLaw {
  const rules = countryRules(countryCode);
  const nationalLawIn = own.nationalLaw ? undefined : rules?.nationalLawIn;
  return {
    // A country the template does not know: its policies are written under the GDPR.
    regime: rules?.regime ?? 'eu',
    authority: own.supervisoryAuthority ?? rules?.authority ?? LAW_STAND_IN.authority,
    nationalLaw: own.nationalLaw ?? rules?.nationalLaw ?? LAW_STAND_IN.nationalLaw,
    ...(nationalLawIn ? { nationalLawIn } : {}),
    ...cookieRules(rules, own),
  };
}

function cookieRules(
  rules: CountryRules | undefined,
  own: OwnerLaw,
): Pick<PolicyLaw, 'cookieRule' | 'cookieExemption'> {
  return {
    cookieRule: own.cookieRule ?? rules?.cookieRule ?? LAW_STAND_IN.cookieRule,
    // An owner's own rule is cited whole: the template knows no provision of it.
    cookieExemption:
      own.cookieRule ?? rules?.cookieExemption ?? rules?.cookieRule ?? LAW_STAND_IN.cookieExemption,
  };
}

/** The law that makes a legal notice a website's duty in this country, or null. */
export function legalNoticeLaw(countryCode: string): LegalNoticeLaw | null {
  return countryRules(countryCode)?.legalNotice ?? null;
}

/**
 * The rule a site's legal notice follows: the country's for a site its owner runs
 * as part of an economic activity, or for any other; null where none applies.
 * Until the owner says (owner:check asks), a country that asks a notice of every
 * site applies its rule for a business, the fuller one; any other, none.
 */
export function noticeRule(
  countryCode: string,
  businessActivity: boolean | undefined,
): NoticeRule | null {
  const law = legalNoticeLaw(countryCode);
  if (!law) return null;
  if (businessActivity === undefined) return law.nonBusiness ? law.business : null;
  return businessActivity ? law.business : law.nonBusiness;
}

/** Whether the site has a legal notice: where the country's law makes it a duty, or on the owner's request. */
export function hasLegalNotice(
  countryCode: string,
  owner: { requested: boolean; businessActivity: boolean | undefined },
): boolean {
  return owner.requested || noticeRule(countryCode, owner.businessActivity) !== null;
}
