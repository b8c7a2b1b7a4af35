/**
 * Where a build publishes the site, as the pages link it: the address (the owner's
 * `siteUrl`, or a deploy's SITE_URL) and the base path (BASE_PATH), each written one way.
 */

/** A base path that starts and ends with '/'. */
export function normalizeBasePath(path: string | undefined): string {
  const trimmed = (path ?? '/').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`;
}

/** A site URL that ends with '/'. */
export function normalizeSiteUrl(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
