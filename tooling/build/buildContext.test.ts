import { describe, expect, it } from 'vitest';
import { SAMPLE_DIR } from '../owner/load.ts';
import { ownerCopy, readSampleFile } from '../owner/testing/ownerCopy.ts';
import { buildContext } from './buildContext.ts';

const root = process.cwd();
/** The environment is passed whole: nothing of the process's own is read. */
const sample = { OWNER_DIR: SAMPLE_DIR };

describe('buildContext', () => {
  it("defaults to the owner's own address, the root base path and hash URLs", () => {
    const context = buildContext(sample, root);
    expect(context).toMatchObject({
      siteUrl: readSampleFile('profile').siteUrl,
      base: '/',
      routing: 'hash',
    });
    expect(context.folder.name).toBe(SAMPLE_DIR);
    expect(context.facts.identity).toMatchObject({ siteUrl: context.siteUrl, basePath: '/' });
  });

  it('hyphenates the site’s strings in a build, not under Vitest', () => {
    expect(buildContext(sample, root).hyphenate).toBe(true);
    expect(buildContext({ ...sample, VITEST: 'true' }, root).hyphenate).toBe(false);
  });

  // The stylesheet measures the look's fonts: seconds on a busy machine.
  it('reads the published address, base path and routing mode', () => {
    const context = buildContext(
      {
        ...sample,
        SITE_URL: 'https://ada.example/portfolio',
        BASE_PATH: 'portfolio',
        ROUTING: 'path',
      },
      root,
    );
    expect(context).toMatchObject({
      siteUrl: 'https://ada.example/portfolio/',
      base: '/portfolio/',
      routing: 'path',
    });
    // What the site shows is what the build publishes: applied once, here.
    expect(context.facts.identity).toMatchObject({
      siteUrl: 'https://ada.example/portfolio/',
      basePath: '/portfolio/',
    });
    expect(context.stylesheet().css).toContain('url(/portfolio/assets/');
  }, 20_000);

  it('reads the owner folder OWNER_DIR names, with its look', () => {
    const folder = ownerCopy({
      site: (site) => ({ ...site, look: { accent: '#0f766e', typeface: 'grotesk' } }),
    });
    try {
      const context = buildContext({ OWNER_DIR: folder.path }, root);
      expect(context.folder.path).toBe(folder.path);
      expect(context.look).toMatchObject({ accent: '#0f766e', typeface: 'grotesk' });
    } finally {
      folder.remove();
    }
  });

  it('makes a build its context once; another environment is another context', () => {
    const first = buildContext(sample, root, { once: true });
    expect(buildContext(sample, root, { once: true })).toBe(first);
    expect(buildContext({ ...sample, ROUTING: 'path' }, root, { once: true })).not.toBe(first);
  });

  it('treats an empty ROUTING (an unset CI variable) as the default, and refuses others', () => {
    expect(buildContext({ ...sample, ROUTING: '' }, root).routing).toBe('hash');
    expect(() => buildContext({ ...sample, ROUTING: 'paths' }, root)).toThrow(
      'ROUTING must be "hash" or "path", not "paths"',
    );
  });
});
