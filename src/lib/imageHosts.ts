/**
 * The external image services the spec draws from, which an owner may choose
 * (owner/site.json "imageServices"): a flag service for the language picker, an
 * avatar service for the testimonials. Without a choice the site draws both
 * itself and asks no other host (docs/decisions/external-images.md).
 */
export const AVATAR_ORIGIN = 'https://api.dicebear.com';
export const FLAG_ORIGIN = 'https://flagcdn.com';

/** Each kind of picture an outside service may draw: the service's name in site.json, its origin. */
export const IMAGE_SERVICES = {
  flags: { name: 'flagcdn', origin: FLAG_ORIGIN },
  avatars: { name: 'dicebear', origin: AVATAR_ORIGIN },
} as const;

export type ImageServiceKind = keyof typeof IMAGE_SERVICES;

/** The owner's choice (site.json "imageServices"): per kind, the service's name; left out, the site's own. */
export type ImageServiceChoices = {
  [Kind in ImageServiceKind]?: (typeof IMAGE_SERVICES)[Kind]['name'];
};

/**
 * The privacy policies of those services as the template last found them; the
 * privacy policy links the owner's (owner/legal.json imageServicePolicies), which
 * `npm run owner:check` asks for where the owner chose the service: the template
 * cannot vouch for them over time.
 */
export const IMAGE_SERVICE_POLICIES = {
  flags: 'https://flagpedia.net/privacy-policy',
  avatars: 'https://www.iubenda.com/privacy-policy/57216581',
} as const satisfies Record<ImageServiceKind, string>;

export type ImageServicePolicies = Record<ImageServiceKind, string>;
