/** The external image services the template draws from (docs/decisions/external-images.md). */
export const AVATAR_ORIGIN = 'https://api.dicebear.com';
export const FLAG_ORIGIN = 'https://flagcdn.com';
