import { describe, expect, it } from 'vitest';
import { normalizeBasePath, normalizeSiteUrl, withOverrides } from './identity';
import { site } from './site';

describe('identity overrides', () => {
  it('serves from the root without overrides', () => {
    expect(withOverrides(site, {}).basePath).toBe('/');
    expect(withOverrides(site, {}).siteUrl).toBe(site.siteUrl);
  });

  it('applies the published URL and base path from the build environment', () => {
    const identity = withOverrides(site, {
      SITE_URL: 'https://me.example.org/portfolio',
      BASE_PATH: 'portfolio',
    });
    expect(identity.siteUrl).toBe('https://me.example.org/portfolio/');
    expect(identity.basePath).toBe('/portfolio/');
  });

  it('normalises base paths and URLs', () => {
    expect(normalizeBasePath('/a/b')).toBe('/a/b/');
    expect(normalizeBasePath(' ')).toBe('/');
    expect(normalizeSiteUrl('https://x.example')).toBe('https://x.example/');
  });
});
