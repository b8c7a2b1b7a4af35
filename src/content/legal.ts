/**
 * What the policies and the legal notice cite of the owner's law and facts
 * (`virtual:owner/legal`, from owner/legal.json and profile.json's country):
 * the law their policies cite (src/lib/policyLaw.ts), the month they were last
 * updated ('2026-03'; in words, the legal namespace's `policies_updated`), and
 * the legal notice's facts, null when the site has no legal notice.
 */
export { law, legalNotice, policiesUpdated } from 'virtual:owner/legal';

export interface LegalNoticeFacts {
  /** The rule that makes the notice the owner's duty ('§ 5 DDG'); null when given on request. */
  rule: string | null;
  phone?: string;
  vatId?: string;
  register?: string;
  licensingAuthority?: string;
  /** Keys of the owner's texts in the legal-notice namespace. */
  professionKey?: string;
  activityKey?: string;
}
