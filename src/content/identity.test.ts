import { describe, expect, it } from 'vitest';
import { normalizeBasePath, normalizeSiteUrl, sampleIdentity, withOverrides } from './identity';

describe('identity overrides', () => {
  it('keeps the sample values without overrides', () => {
    const identity = withOverrides(sampleIdentity, {});
    expect(identity.siteUrl).toBe(sampleIdentity.siteUrl);
    expect(identity.basePath).toBe('/');
  });

  it('applies the published URL and base path from the build environment', () => {
    const identity = withOverrides(sampleIdentity, {
      SITE_URL: 'https://me.example.org/portfolio',
      BASE_PATH: 'portfolio',
    });
    expect(identity.siteUrl).toBe('https://me.example.org/portfolio/');
    expect(identity.basePath).toBe('/portfolio/');
  });

  it('normalises base paths and URLs', () => {
    expect(normalizeBasePath(undefined)).toBe('/');
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('/a/b/')).toBe('/a/b/');
    expect(normalizeBasePath('//a//')).toBe('/a/');
    expect(normalizeSiteUrl('https://x.example')).toBe('https://x.example/');
  });

  it('links every social network over https', () => {
    expect(sampleIdentity.social.map((link) => link.key)).toEqual([
      'linkedin',
      'instagram',
      'facebook',
      'github',
      'udemy',
    ]);
    for (const link of sampleIdentity.social) expect(link.href).toMatch(/^https:\/\//);
  });
});
