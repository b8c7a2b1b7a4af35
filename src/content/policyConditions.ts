/**
 * What holds for this owner's site of the conditions the policies' parts follow
 * (src/lib/legalConditions.ts): its sections and languages, the host's standing
 * (owner/legal.json) and the regime of the owner's country.
 */
import { siteConditions } from '../lib/legalConditions';
import { hosting, law } from './legal';
import { SITE_MODEL } from './siteModel';

export const policyConditions: readonly string[] = siteConditions(SITE_MODEL, {
  regime: law.regime,
  dataPrivacyFramework: hosting.dataPrivacyFramework,
  processorAgreement: hosting.processorAgreement,
});
