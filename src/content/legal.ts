/**
 * legal.json's facts as the site reads them (`virtual:owner/legal`,
 * tooling/owner/files/legal.ts), each field under its name in the file: the
 * controller's `postalAddress`, the `hosting`, the `imageServicePolicies`; and
 * what follows from them and profile.json's country: the law the policies cite
 * (src/lib/policyLaw.ts), the month they were last updated ('2026-03'; in
 * words, the texts' `policiesUpdated`), and the legal notice's facts, null
 * when the site has no legal notice.
 */
import { texts } from 'virtual:owner/legal';
import type { Language } from '../lib/language';
import { textsIn } from './texts';

export {
  hosting,
  imageServicePolicies,
  law,
  legalNotice,
  policiesUpdated,
  postalAddress,
} from 'virtual:owner/legal';

/**
 * legal.json's texts in a language: the host's, which the policies interpolate with the month
 * they were last updated in words (`policiesUpdated`), and the legal notice's profession and
 * activity.
 */
export const legalTexts = (language: Language) => textsIn(texts, language);

/** Who serves the site and keeps its logs, as the privacy policy names them. */
export interface Hosting {
  /** 'GitHub Pages'. */
  service: string;
  /** 'GitHub'. */
  company: string;
  /**
   * Whether that company is certified under the Data Privacy Framework of the owner's regime
   * (EU–US, its UK Extension, Swiss–US), as the owner checked it; false until the owner says.
   */
  dataPrivacyFramework: boolean;
  /** Whether it serves the site for the owner under a data-processing agreement (art. 28); false until the owner says. */
  processorAgreement: boolean;
}

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
  /** France (LCEN): who directs the publication, and who hosts the site. */
  publicationDirector?: string;
  host?: { name: string; address?: string; phone?: string };
}
