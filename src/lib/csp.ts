// With its extension: the build's config loads this module too.
import { ROUTES } from './routes.ts';

export const AVATAR_ORIGIN = 'https://api.dicebear.com';
export const FLAG_ORIGIN = 'https://flagcdn.com';

/**
 * Hosts the site loads images from: the flag service, and the avatar service
 * while the site has testimonials (without them, the policy allows it no more).
 */
export const EXTERNAL_IMAGE_HOSTS: readonly string[] = ROUTES.some(
  (route) => route.key === 'testimonials',
)
  ? [AVATAR_ORIGIN, FLAG_ORIGIN]
  : [FLAG_ORIGIN];

/**
 * The Content-Security-Policy written into the built index.html. Scripts and
 * styles come only from the site itself, plus the inline ones in index.html
 * (the bootstrap scripts, the stylesheet), identified by their SHA-256 hashes.
 */
export function contentSecurityPolicy(inline: {
  scriptSha256s: readonly string[];
  styleSha256s: readonly string[];
}): string {
  const hashes = (values: readonly string[]) => values.map((hash) => ` 'sha256-${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes(inline.scriptSha256s)}`,
    `style-src 'self'${hashes(inline.styleSha256s)}`,
    `img-src 'self' ${EXTERNAL_IMAGE_HOSTS.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}
