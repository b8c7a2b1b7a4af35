/**
 * The law the policies cite for one owner: their country's rules
 * (countryRules.ts), with what the owner gives in owner/legal.json where the
 * template knows none or the owner knows better (resolved by lawForCountry.ts
 * at build time). The policy pages fill their sentences with it ({{authority}},
 * {{cookieRule}}, {{nationalLaw}}, the regime's names, the <authority> link)
 * and import only this module, never the table of every country.
 */
/**
 * The regime the policies cite: the EU's GDPR (the EU and, through the EEA
 * Agreement, Iceland, Liechtenstein and Norway), the UK GDPR (the same
 * articles), or Switzerland's Federal Act on Data Protection (other articles).
 */
export const REGIMES = ['eu', 'uk', 'ch'] as const;
export type Regime = (typeof REGIMES)[number];

export interface Authority {
  /** Its official name in the country's (first) official language. */
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
  /** The national data-protection law beside the regulation (Switzerland's is the regime itself). */
  nationalLaw: string;
  /** The national rule on cookies and device storage; null where the template has no verified one. */
  cookieRule: string | null;
  /**
   * The provision of that rule that exempts storage strictly necessary for a service the
   * visitor asked for, where the template knows its pin-cite; else the rule is cited whole.
   */
  cookieExemption?: string;
  /** The rule that makes a legal notice a professional website's duty; null where none does by default. */
  legalNoticeRule: string | null;
}

/** What the owner may give in owner/legal.json, each replacing the country's. */
export interface OwnerLaw {
  supervisoryAuthority?: { name: string; url: string };
  nationalLaw?: string;
  cookieRule?: string;
}

/** What the policies cite: every part known, the owner's where given. */
export interface PolicyLaw {
  regime: Regime;
  authority: Authority;
  nationalLaw: string;
  cookieRule: string;
  /** Where a sentence relies on the exemption from consent: its provision, else the rule. */
  cookieExemption: string;
}

/** An authority's name in a language: its official one in that language, else its first. */
export function authorityName(authority: Authority, language: string): string {
  return authority.names?.[language] ?? authority.name;
}
