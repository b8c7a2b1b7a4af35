/**
 * The profile networks the template knows: an owner lists theirs by key in
 * profile.json; the label and the icon come from here (on hover the icon takes the look's accent,
 * inside the contrast guarantee, not the brand's colour).
 * `professional` ones are printed on the CV; the others only link from the footer.
 */
export const NETWORKS = {
  linkedin: { label: 'LinkedIn', host: 'linkedin.com', professional: true },
  github: { label: 'GitHub', host: 'github.com', professional: true },
  udemy: { label: 'Udemy', host: 'udemy.com', professional: true },
  instagram: { label: 'Instagram', host: 'instagram.com', professional: false },
  facebook: { label: 'Facebook', host: 'facebook.com', professional: false },
} as const;

export type SocialKey = keyof typeof NETWORKS;
export const NETWORK_KEYS = Object.keys(NETWORKS) as SocialKey[];

/** Where a profile address is: the network's name when the template knows it, else its host. */
export function networkOfUrl(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  const known = Object.values(NETWORKS).find(
    (network) => host === network.host || host.endsWith(`.${network.host}`),
  );
  return known?.label ?? host;
}
