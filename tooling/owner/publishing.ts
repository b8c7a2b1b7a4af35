/**
 * What the policies need that only the owner can know, asked for by
 * `npm run check:owner` before the site is published: how long the host keeps
 * its logs and whether it is certified under the EU–US Data Privacy Framework,
 * the image services' privacy policies as the owner checked them,
 * the share of retail accounts losing money on CFDs when the platform offers
 * them, and, for an owner established outside Italy, policies under their own
 * law. The build works without them (the template's words stand in);
 * publishing waits for them.
 */
import { IMAGE_SERVICE_POLICIES } from '../../src/lib/imageHosts.ts';
import type { OwnerFolder } from './load.ts';
import { ownerModel } from './model.ts';
import type { Owner } from './schema.ts';

/** The country the template's policies are written for: they cite the GDPR and Italy's law. */
export const POLICIES_COUNTRY = 'IT';

export function missingForPublishing(owner: Owner, folder: OwnerFolder): string[] {
  const file = (name: string) => `${folder.name}/${name}.json`;
  const { hosting, imageServicePolicies } = owner.legal;
  const missing: string[] = [];
  if (!hosting.logRetention) {
    missing.push(
      `${file('legal')}: field "hosting.logRetention": how long ${hosting.company} keeps its server logs, as its own privacy statement says (e.g. { "en": "up to 90 days" }); the privacy policy quotes it`,
    );
  }
  if (hosting.dataPrivacyFramework === undefined) {
    missing.push(
      `${file('legal')}: field "hosting.dataPrivacyFramework": whether ${hosting.company} is certified under the EU–US Data Privacy Framework, true or false (look it up at https://www.dataprivacyframework.gov/list); the privacy policy says so when it is`,
    );
  }
  const policy = (service: keyof typeof IMAGE_SERVICE_POLICIES, what: string) =>
    `${file('legal')}: field "imageServicePolicies.${service}": the privacy policy of the ${what} service visitors' browsers contact, as you checked it (the template last found ${IMAGE_SERVICE_POLICIES[service]})`;
  // A site in one language has no picker, so loads no flag.
  if (ownerModel(owner).languagePicker && !imageServicePolicies?.flags)
    missing.push(policy('flags', 'flag'));
  if (owner.testimonials && !imageServicePolicies?.avatars)
    missing.push(policy('avatars', 'avatar'));
  if (owner.trading?.offersCfds && owner.trading.cfdRetailLossPercent === undefined) {
    missing.push(
      `${file('trading')}: field "cfdRetailLossPercent": the share of retail investor accounts that lose money trading CFDs with the platform, as it publishes it (EU rules require it beside a CFD provider's link)`,
    );
  }
  const country = owner.profile.location.countryCode;
  const ownPolicies = Object.values(owner.strings).some((strings) => strings.legal);
  if (country !== POLICIES_COUNTRY && !ownPolicies) {
    missing.push(
      `${folder.name}/locales/<language>/legal.json: the privacy and cookie policies are written for an owner established in Italy (the GDPR and Italy's law); profile.json says ${country}: write the paragraphs your law needs there (docs/owner-content.md, "The policies")`,
    );
  }
  return missing;
}
