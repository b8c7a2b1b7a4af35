/**
 * What an owner's folder states that their site does not use, and why: `npm run owner:migrate`
 * says it, and leaves it as it is. Unlike a field the template retired (which a format step
 * removes, saying so), such a fact is read again the day the owner's choices use it.
 */
import { IMAGE_SERVICES, type ImageServiceKind } from '../../../src/lib/imageHosts.ts';
import type { Owner } from '../files/index.ts';
import { ownerModel } from './model.ts';

/** Why the site asks an image service for nothing, though legal.json names its policy. */
function unusedServiceReason(owner: Owner, kind: ImageServiceKind): string {
  const service = IMAGE_SERVICES[kind].name;
  const chosen = owner.site?.imageServices?.[kind] !== undefined;
  if (!chosen) {
    const drawn = kind === 'flags' ? 'its own flags' : 'each person’s initials itself';
    return `site.json "imageServices" does not choose ${service}, so the site draws ${drawn} and the privacy policy names no such service`;
  }
  return kind === 'flags'
    ? 'the site has one language, so no language picker shows a flag'
    : 'the site has no testimonials, so no avatar is shown';
}

/** Each fact the folder states and the site leaves unused, in an owner's words. */
export function unusedFacts(owner: Owner): string[] {
  const policies = owner.legal.imageServicePolicies ?? {};
  const { imageServices } = ownerModel(owner);
  return (Object.keys(IMAGE_SERVICES) as ImageServiceKind[]).flatMap((kind) =>
    policies[kind] !== undefined && !imageServices[kind]
      ? [
          `legal.json: "imageServicePolicies.${kind}" kept, unused: ${unusedServiceReason(owner, kind)}. Delete it, or keep it for the day your site loads from the service (owner:check then asks you to check it again)`,
        ]
      : [],
  );
}
