/**
 * The Content-Security-Policy written into every built document. Scripts and
 * styles come only from the site itself, plus the inline ones (the pre-paint
 * script), identified by their SHA-256 hashes; images from the site and the
 * outside image services the owner chose, as the site model says (src/lib/siteModel.ts).
 */
export function contentSecurityPolicy(policy: {
  scriptSha256s: readonly string[];
  styleSha256s: readonly string[];
  imageHosts: readonly string[];
}): string {
  const hashes = (values: readonly string[]) => values.map((hash) => ` 'sha256-${hash}'`).join('');
  const hosts = policy.imageHosts.map((host) => ` ${host}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes(policy.scriptSha256s)}`,
    `style-src 'self'${hashes(policy.styleSha256s)}`,
    `img-src 'self'${hosts}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}
