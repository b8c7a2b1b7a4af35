/**
 * The profile networks the template knows: an owner lists theirs by key in
 * profile.json; the label, the brand colour and the icon come from here.
 * `professional` ones are printed on the CV; the others only link from the footer.
 */
export const NETWORKS = {
  linkedin: { label: 'LinkedIn', color: '#0a66c2', professional: true },
  github: { label: 'GitHub', color: '#6e5494', professional: true },
  udemy: { label: 'Udemy', color: '#a435f0', professional: true },
  instagram: { label: 'Instagram', color: '#e1306c', professional: false },
  facebook: { label: 'Facebook', color: '#1877f2', professional: false },
} as const;

export type SocialKey = keyof typeof NETWORKS;
export const NETWORK_KEYS = Object.keys(NETWORKS) as SocialKey[];
