/** The external image services the template draws from (docs/decisions/external-images.md). */
export const AVATAR_ORIGIN = 'https://api.dicebear.com';
export const FLAG_ORIGIN = 'https://flagcdn.com';

/**
 * The privacy policies of those services as the template last found them; the
 * privacy policy links the owner's (owner/legal.json imageServicePolicies), which
 * `npm run owner:check` asks for: the template cannot vouch for them over time.
 */
export const IMAGE_SERVICE_POLICIES = {
  flags: 'https://flagpedia.net/privacy-policy',
  avatars: 'https://www.iubenda.com/privacy-policy/57216581',
} as const;

export type ImageServicePolicies = Record<keyof typeof IMAGE_SERVICE_POLICIES, string>;
