/**
 * The law the policies cite for one owner: their country's rules
 * (tooling/owner/law/countryRules.ts), with what the owner gives in
 * owner/legal.json where the template knows none or the owner knows better
 * (resolved by tooling/owner/law/lawForCountry.ts at build time). The policy
 * pages fill their sentences with it ({{authority}}, {{cookieRule}},
 * {{nationalLaw}}, the regime's names, the <authority> link) and import only
 * this module, never the table of every country, which stays in the tooling.
 */
import { citationText, type Citation, type CitedRule, type LegalTranslate } from './citation.ts';

/**
 * The regime the policies cite: the EU's GDPR (the EU and, through the EEA
 * Agreement, Iceland, Liechtenstein and Norway), the UK GDPR (the same
 * articles), or Switzerland's Federal Act on Data Protection (other articles).
 */
export const REGIMES = ['eu', 'uk', 'ch'] as const;
export type Regime = (typeof REGIMES)[number];

export interface Authority {
  /**
   * Its official name in the country's (first) official language; its abbreviation after a
   * comma, not in brackets: the policies bracket the name ("…, CNIL").
   */
  name: string;
  /** Its official names in the country's other official languages, by language code. */
  names?: Readonly<Record<string, string>>;
  /** Its homepage, https. */
  url: string;
}

export interface CountryRules {
  regime: Regime;
  /** The authority of a private professional; null where it depends on more than the country. */
  authority: Authority | null;
  /** The national data-protection law beside the regulation (Switzerland's is the regime itself), by its name. */
  nationalLaw: string;
  /**
   * That name as a sentence of a language needs it, by language code: a bilingual country's in
   * that language alone, an English act with its article ("the Data Protection Act 2018").
   */
  nationalLawIn?: Readonly<Record<string, string>>;
  /** The national rule on cookies and device storage; null where the template has no verified one. */
  cookieRule: Citation | null;
  /**
   * The provision of that rule that exempts storage strictly necessary for a service the
   * visitor asked for, where the template knows its pin-cite; else the rule is cited whole.
   */
  cookieExemption?: Citation;
  /** The law that makes a legal notice a website's duty; null where none does. */
  legalNotice: LegalNoticeLaw | null;
}

/**
 * A fact a legal notice shows beside the owner's name, postal address and email
 * (owner/legal.json `legalNotice`, and `hosting` for the host): the telephone, the
 * VAT number, Germany's Wirtschafts-Identifikationsnummer, Spain's NIF, a
 * register entry, an Austrian business's activity (Unternehmensgegenstand) and
 * trade licence (Gewerbeberechtigung), the host's address and telephone.
 */
export type NoticeFact =
  'phone' | 'vatId' | 'businessId' | 'taxId' | 'register' | 'activity' | 'tradeLicence' | 'host';

/** How a country's law names a fact, with an example of it as written there. */
export interface LocalName {
  name: string;
  example: string;
}

/** One rule that makes a legal notice a duty, and the facts it names. */
export interface NoticeRule {
  /** The provisions, cited in the page's language with no parentheses of their own: the notice's intro wraps them in some. */
  rule: readonly Citation[];
  /**
   * The facts it names besides name, postal address and email, each asked until the
   * owner gives it or says it is not theirs (false); a group's facts are alternatives
   * (Germany's two tax numbers), one given answers the group.
   */
  asks: readonly (readonly NoticeFact[])[];
}

/** What a country's law asks of a website's legal notice. */
export interface LegalNoticeLaw {
  /** For a site its owner runs as part of an economic activity: a freelancer's showcase, a rewarded link. */
  business: NoticeRule;
  /** For any other site; null where the law then asks for no notice. */
  nonBusiness: NoticeRule | null;
  /** How the law names its facts, where it has its own names (Spain's NIF, the Netherlands' KvK). */
  names: Readonly<Partial<Record<NoticeFact, LocalName>>>;
  /** France's LCEN: the notice names who directs the publication. */
  publicationDirector?: true;
  /** Italy: the rule that puts the VAT number on the site's home page (the footer shows it on every page). */
  vatIdOnHomePage?: Citation;
}

/** What the owner may give in owner/legal.json, each replacing the country's. */
export interface OwnerLaw {
  supervisoryAuthority?: { name: string; url: string };
  nationalLaw?: string;
  cookieRule?: string;
}

/** The laws a policy sentence cites, as it reads them in one language. */
export interface Citations {
  nationalLaw: string;
  cookieRule: string;
  /** Where a sentence relies on the exemption from consent: its provision, else the rule. */
  cookieExemption: string;
}

/** What the policies cite: every part known, the owner's where given. */
export interface PolicyLaw {
  regime: Regime;
  authority: Authority;
  nationalLaw: string;
  /** The national law's name in a language that has a form of its own (CountryRules' `nationalLawIn`). */
  nationalLawIn?: Readonly<Record<string, string>>;
  cookieRule: CitedRule;
  /** Where a sentence relies on the exemption from consent: its provision, else the rule. */
  cookieExemption: CitedRule;
}

/** The citations a sentence in this language reads, in its words (legal.json `citation`). */
export function citationsIn(
  law: PolicyLaw,
  language: string,
  translate: LegalTranslate,
): Citations {
  return {
    nationalLaw: law.nationalLawIn?.[language] ?? law.nationalLaw,
    cookieRule: citationText(law.cookieRule, language, translate),
    cookieExemption: citationText(law.cookieExemption, language, translate),
  };
}

/** An authority's name in a language: its official one in that language, else its first. */
export function authorityName(authority: Authority, language: string): string {
  return authority.names?.[language] ?? authority.name;
}
