/**
 * What the policies need that only the owner can know, asked for by
 * `npm run owner:check` before the site is published: how long the host keeps
 * its logs and whether it is certified under the EU–US Data Privacy Framework,
 * the image services' privacy policies as the owner checked them,
 * the share of retail accounts losing money on CFDs when the platform offers
 * them (what the owner's country asks: countryAsks.ts). The build works without
 * them (the template's words stand in); publishing waits for them.
 */
import { AVATAR_ORIGIN, FLAG_ORIGIN, IMAGE_SERVICE_POLICIES } from '../../src/lib/imageHosts.ts';
import type { OwnerFolder } from './load.ts';
import { ownerModel } from './model.ts';
import type { Owner } from './files/index.ts';

/**
 * What `npm run owner:check` says when it passes: only what it compared
 * (leftovers.ts: the sample's values, images and content), not that the
 * folder holds nothing else of the sample.
 */
export function ownerCheckPassed(folderName: string): string {
  return `Owner check passed: ${folderName}/ holds nothing the check compares with the sample owner (names, email, links, postcodes and images by value; texts by their words; testimonials, employers and studies, projects, courses and trading figures), and the policies have the facts they ask you for.`;
}

export function missingForPublishing(owner: Owner, folder: OwnerFolder): string[] {
  const file = (name: string) => `${folder.name}/${name}.json`;
  const { hosting, imageServicePolicies } = owner.legal;
  const missing: string[] = [];
  if (!hosting.logRetention) {
    const { company, service } = hosting;
    missing.push(
      `${file('legal')}: field "hosting.logRetention": how long ${company} keeps the server logs of your visitors' requests, which the privacy policy quotes. Look in ${company}'s privacy statement and the documentation of ${service}, and write the period they state in each language of the site (for a host that said "logs are deleted after 30 days": { "en": "30 days" }); if they state none, say so: { "en": "${company} states no fixed period" } (docs/owner-content.md, "The policies")`,
    );
  }
  if (hosting.dataPrivacyFramework === undefined) {
    missing.push(
      `${file('legal')}: field "hosting.dataPrivacyFramework": whether ${hosting.company} is certified under the EU–US Data Privacy Framework, true or false (look it up at https://www.dataprivacyframework.gov/list); the privacy policy says so when it is`,
    );
  }
  const policy = (service: keyof typeof IMAGE_SERVICE_POLICIES, what: string, origin: string) => {
    const host = new URL(origin).host;
    return `${file('legal')}: field "imageServicePolicies.${service}": the address of the privacy policy of ${host}, the ${what} service your visitors' browsers contact; your privacy policy links it. Open ${IMAGE_SERVICE_POLICIES[service]} (where the template last found it) and check that it is still the privacy policy of whoever runs ${host}, and that it says what they do with the IP address and other data of each request. If so, copy its address here: "imageServicePolicies": { "${service}": "https://…" }; if it is gone or no longer covers ${host}, look for the current one on the service's own site`;
  };
  // A site in one language has no picker, so loads no flag.
  if (ownerModel(owner).languagePicker && !imageServicePolicies?.flags)
    missing.push(policy('flags', 'flag', FLAG_ORIGIN));
  if (owner.testimonials && !imageServicePolicies?.avatars)
    missing.push(policy('avatars', 'avatar', AVATAR_ORIGIN));
  if (owner.trading?.offersCfds && owner.trading.cfdRetailLossPercent === undefined) {
    missing.push(
      `${file('trading')}: field "cfdRetailLossPercent": the share of retail investor accounts that lose money trading CFDs with the platform, as it publishes it (EU rules require it beside a CFD provider's link)`,
    );
  }
  return missing;
}
