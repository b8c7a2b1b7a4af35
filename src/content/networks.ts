/**
 * The profile networks the template knows: an owner lists theirs by key in
 * profile.json; the label, the brand colour and the icon come from here.
 * `professional` ones are printed on the CV; the others only link from the footer.
 */
export const NETWORKS = {
  linkedin: { label: 'LinkedIn', host: 'linkedin.com', color: '#0a66c2', professional: true },
  github: { label: 'GitHub', host: 'github.com', color: '#6e5494', professional: true },
  udemy: { label: 'Udemy', host: 'udemy.com', color: '#a435f0', professional: true },
  instagram: { label: 'Instagram', host: 'instagram.com', color: '#e1306c', professional: false },
  facebook: { label: 'Facebook', host: 'facebook.com', color: '#1877f2', professional: false },
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
