/**
 * What the policies and the legal notice cite of the owner's law and facts
 * (`virtual:owner/legal`, from owner/legal.json and profile.json's country):
 * the law their policies cite (src/lib/policyLaw.ts), the month they were last
 * updated ('2026-03'; in words, the legal namespace's `policies_updated`), and
 * the legal notice's facts, null when the site has no legal notice.
 */
export { law, legalNotice, policiesUpdated } from 'virtual:owner/legal';

export interface LegalNoticeFacts {
  /** The rule the notice follows ('§ 5 DDG'), which its intro cites; null when given on request. */
  rule: string | null;
  phone?: string;
  vatId?: string;
  /** The VAT number at the foot of every page too (Italy: on the home page, art. 35 DPR 633/1972). */
  vatIdInFooter?: true;
  /** Germany's Wirtschafts-Identifikationsnummer. */
  businessId?: string;
  /** Spain's NIF. */
  taxId?: string;
  register?: string;
  licensingAuthority?: string;
  /** Austria's trade licence (Gewerbeberechtigung): its authority, chamber and trade. */
  tradeLicence?: { authority: string; chamber: string; title: string };
  /** Keys of the owner's texts in the legal-notice namespace. */
  professionKey?: string;
  activityKey?: string;
  /** France (LCEN): who directs the publication, and who hosts the site. */
  publicationDirector?: string;
  host?: { name: string; address?: string; phone?: string };
}
