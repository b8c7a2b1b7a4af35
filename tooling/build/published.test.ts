import { describe, expect, it } from 'vitest';
import { normalizeBasePath, normalizeSiteUrl } from './published.ts';

describe('the published address', () => {
  it('writes a base path with a slash at each end, the root as one', () => {
    expect(normalizeBasePath('/a/b')).toBe('/a/b/');
    expect(normalizeBasePath('portfolio')).toBe('/portfolio/');
    expect(normalizeBasePath(' ')).toBe('/');
    expect(normalizeBasePath(undefined)).toBe('/');
  });

  it('ends a site URL with a slash', () => {
    expect(normalizeSiteUrl('https://x.example')).toBe('https://x.example/');
    expect(normalizeSiteUrl('https://x.example/p/')).toBe('https://x.example/p/');
  });
});
