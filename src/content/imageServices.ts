/**
 * The privacy policies of the two image services visitors' browsers contact
 * (flags: flagcdn.com; avatars: api.dicebear.com), linked from the privacy
 * policy, which names them as independent controllers.
 *
 * SAMPLE VALUES: check each address, and who runs each service, before you
 * publish (README, "Make it yours"); the policy texts are in src/locales/*\/legal.json.
 */
export const IMAGE_SERVICE_POLICIES = {
  flags: 'https://flagpedia.net/privacy-policy',
  avatars: 'https://www.iubenda.com/privacy-policy/57216581',
} as const;
