import { describe, expect, it } from 'vitest';
import { siteConfig } from './siteConfig';

describe('siteConfig', () => {
  it('defaults to the sample address, the root base path and hash URLs', () => {
    const config = siteConfig({});
    expect(config.routing).toBe('hash');
    expect(config.base).toBe('/');
    expect(config.define['import.meta.env.VITE_ROUTING']).toBe('"hash"');
  });

  it('reads the published address, base path and routing mode', () => {
    const config = siteConfig({
      SITE_URL: 'https://ada.example/portfolio',
      BASE_PATH: 'portfolio',
      ROUTING: 'path',
    });
    expect(config).toMatchObject({
      siteUrl: 'https://ada.example/portfolio/',
      base: '/portfolio/',
      routing: 'path',
      // The sample keeps one share image for the whole site.
      pageShareImages: false,
    });
  });

  it('treats an empty ROUTING (an unset CI variable) as the default, and refuses others', () => {
    expect(siteConfig({ ROUTING: '' }).routing).toBe('hash');
    expect(() => siteConfig({ ROUTING: 'paths' })).toThrow(
      'ROUTING must be "hash" or "path", not "paths"',
    );
  });
});
