export const AVATAR_ORIGIN = 'https://api.dicebear.com';
export const FLAG_ORIGIN = 'https://flagcdn.com';

/** Hosts the site loads images from: the avatar and flag services. */
export const EXTERNAL_IMAGE_HOSTS = [AVATAR_ORIGIN, FLAG_ORIGIN] as const;

/**
 * The Content-Security-Policy written into the built index.html. Scripts run only
 * from the site itself plus the one inline theme bootstrap, identified by hash.
 */
export function contentSecurityPolicy(inlineScriptSha256: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${inlineScriptSha256}'`,
    "style-src 'self'",
    `img-src 'self' ${EXTERNAL_IMAGE_HOSTS.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}
