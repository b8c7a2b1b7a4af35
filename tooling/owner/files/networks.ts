/**
 * The profile networks the template knows, read by the build alone: an owner lists theirs by
 * key in profile.json; the label comes from here, the icon from the site's SocialIcon (one per
 * NetworkKey, which the type checker holds to this list). `professional` ones are printed on
 * the CV; the others only link from the footer.
 */
import type { NetworkKey } from '../../../src/content/profile.ts';

interface Network {
  label: string;
  host: string;
  professional: boolean;
}

export const NETWORKS = {
  linkedin: { label: 'LinkedIn', host: 'linkedin.com', professional: true },
  github: { label: 'GitHub', host: 'github.com', professional: true },
  udemy: { label: 'Udemy', host: 'udemy.com', professional: true },
  instagram: { label: 'Instagram', host: 'instagram.com', professional: false },
  facebook: { label: 'Facebook', host: 'facebook.com', professional: false },
} as const satisfies Record<NetworkKey, Network>;

export const NETWORK_KEYS = Object.keys(NETWORKS) as NetworkKey[];

/** Where a profile address is: the network's `label` when the template knows it, else its host. */
export function networkLabelOfUrl(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  const known = Object.values(NETWORKS).find(
    (network) => host === network.host || host.endsWith(`.${network.host}`),
  );
  return known?.label ?? host;
}
