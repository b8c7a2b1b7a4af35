import { describe, expect, it } from 'vitest';
import { buildSummary } from './buildSummary';

describe('what a build ends with', () => {
  it('names the folder it built from and into, its languages and URLs, and how to see it', () => {
    expect(
      buildSummary({
        ownerFolder: 'owner',
        outDir: 'dist-path',
        mode: 'path',
        languages: ['de', 'en'],
        base: '/',
      }),
    ).toEqual([
      'Site built from owner/ into dist-path/ (de, en; path URLs).',
      'See it: DIST_DIR=dist-path npm run preview, which prints the address of each language.',
    ]);
  });

  it('says that a site built for a base path is seen where it is published', () => {
    const [, see] = buildSummary({
      ownerFolder: 'sample-owner',
      outDir: 'dist',
      mode: 'hash',
      languages: ['en', 'it'],
      base: '/portfolio/',
    });
    expect(see).toBe(
      'See it where it is published: its addresses begin with /portfolio/, which npm run preview does not serve (build without BASE_PATH to look at it here).',
    );
  });
});
