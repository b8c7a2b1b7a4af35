import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_DIR } from '../owner/load.ts';
import { ownerCopy, readSampleFile } from '../owner/testing/ownerCopy.ts';
import { buildContext, buildContextOrExit } from './buildContext.ts';

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

describe('a build of a folder with problems', () => {
  afterEach(() => vi.restoreAllMocks());

  /** What the build prints and whether it stops, for an owner folder made from the sample. */
  async function build(edits: Parameters<typeof ownerCopy>[0], picture?: [string, Buffer]) {
    const folder = ownerCopy(edits);
    if (picture) writeFileSync(join(folder.path, 'images', picture[0]), picture[1]);
    const said: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => said.push(line));
    vi.spyOn(console, 'warn').mockImplementation((line: string) => said.push(line));
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    try {
      await buildContextOrExit({ OWNER_DIR: folder.path }, root);
      return { said, stopped: false, folder: folder.path };
    } catch (error) {
      return { said, stopped: (error as Error).message === 'exit 1', folder: folder.path };
    } finally {
      folder.remove();
    }
  }

  it('prints the owner’s problems as the checks do and stops, nothing around them', async () => {
    const { said, stopped, folder } = await build({
      profile: (profile) => ({ ...profile, email: 'nope' }),
    });
    expect(stopped).toBe(true);
    expect(said).toEqual([
      `\nThe content in ${folder}/ has 1 problem(s):\n  - ${folder}/profile.json: field "email": must be an email address\n`,
    ]);
  });

  it('stops on a portrait too small before bundling anything', async () => {
    const small = await sharp({
      create: { width: 100, height: 100, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    const { said, stopped, folder } = await build(
      { profile: (profile) => ({ ...profile, photo: 'images/avatar.jpg' }) },
      ['avatar.jpg', small],
    );
    expect(stopped).toBe(true);
    expect(said).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\n${folder}/profile\\.json: field "photo": images/avatar\\.jpg is 100 × 100 px, too small for the portrait`,
        ),
      ),
    ]);
  }, 20_000);

  it('goes on past a picture that carries metadata, saying so', async () => {
    const phone = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#888' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'Google' } })
      .toBuffer();
    const { said, stopped } = await build({}, ['old.jpg', phone]);
    expect(stopped).toBe(false);
    expect(said).toEqual([
      expect.stringMatching(
        /images\/old\.jpg: carries EXIF, .* \(npm run owner:check refuses it before a deploy\)$/,
      ),
    ]);
  }, 20_000);
});
