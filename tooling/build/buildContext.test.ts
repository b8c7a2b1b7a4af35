import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_DIR } from '../owner/read/load.ts';
import { siteStrings } from '../owner/read/siteStrings.ts';
import { templateStrings } from '../owner/read/strings.ts';
import { ownerCopy, readSampleFile, SAMPLE_FOLDER } from '../owner/testing/ownerCopy.ts';
import { buildContextOrExit, contextFor, readingFor } from './buildContext.ts';
import { fromEnvironment } from './environment.ts';

const root = process.cwd();

describe('contextFor', () => {
  it("defaults to the owner's own address, the root base path and hash URLs", () => {
    const context = contextFor(SAMPLE_FOLDER, { root });
    const published = { siteUrl: readSampleFile('profile').siteUrl, basePath: '/' };
    expect(context).toMatchObject({ published, routing: 'hash', hyphenate: true });
    expect(context.folder.name).toBe(SAMPLE_DIR);
    // What the site shows is what the build publishes: applied once, here.
    expect(context.modules.profile.profile.siteUrl).toBe(published.siteUrl);
  });

  it('serves each owner file’s module and every language’s strings, made once', () => {
    const context = contextFor(SAMPLE_FOLDER, { root });
    expect(Object.keys(context.modules).sort()).toEqual(
      ['courses', 'cv', 'experience', 'legal', 'profile', 'projects', 'technologies']
        .concat(['testimonials', 'trading'])
        .sort(),
    );
    expect(Object.keys(context.strings)).toEqual(context.model.languageCodes);
    // The owner's texts are the modules', not strings of the template's namespaces.
    expect(context.modules.profile.texts.en).toMatchObject({ jobTitle: expect.any(String) });
    expect(context.strings.en?.common).not.toHaveProperty('jobTitle');
  });

  // The stylesheet measures the look's fonts: seconds on a busy machine.
  it('takes the published address, base path and routing mode it is given', () => {
    const context = contextFor(SAMPLE_FOLDER, {
      root,
      published: { siteUrl: 'https://ada.example/portfolio', basePath: 'portfolio' },
      routing: 'path',
    });
    const published = { siteUrl: 'https://ada.example/portfolio/', basePath: '/portfolio/' };
    expect(context).toMatchObject({ published, routing: 'path' });
    expect(context.modules.profile.profile.siteUrl).toBe(published.siteUrl);
    expect(context.stylesheet().css).toContain('url(/portfolio/assets/');
  }, 20_000);

  it('reads the owner folder it is given, with its look', () => {
    const folder = ownerCopy({
      site: (site) => ({ ...site, look: { accent: '#0f766e', typeface: 'grotesk' } }),
    });
    try {
      const context = contextFor(folder, { root });
      expect(context.folder.path).toBe(folder.path);
      expect(context.look).toMatchObject({ accent: '#0f766e', typeface: 'grotesk' });
    } finally {
      folder.remove();
    }
  });
});

describe('readingFor, the one door', () => {
  it('gives a folder without problems its context, made of the template’s strings it read', () => {
    const { problems, owner, template, context } = readingFor(SAMPLE_FOLDER, { root }, 2026);
    expect(problems).toEqual([]);
    expect(template).toEqual(templateStrings(root));
    expect(context?.owner).toBe(owner);
    expect(context?.strings).toEqual(owner ? siteStrings(owner, template) : 'no owner');
  });

  it('gives a folder with problems each one, naming file and field, and no context', () => {
    const folder = ownerCopy({ profile: (profile) => ({ ...profile, email: 'nope' }) });
    try {
      const reading = readingFor(folder, { root }, 2026);
      expect(reading).toMatchObject({ owner: null, context: null });
      expect(reading.problems).toEqual([
        'owner/profile.json: field "email": must be an email address',
      ]);
      expect(() => contextFor(folder, { root })).toThrow(
        'The content in owner/ has 1 problem(s):\n  - owner/profile.json: field "email": must be an email address',
      );
    } finally {
      folder.remove();
    }
  });
});

describe('a build’s environment', () => {
  /** The environment is passed whole: nothing of the process's own is read. */
  const sample = { OWNER_DIR: SAMPLE_DIR };

  it('names the folder, the published address, base path and routing mode', () => {
    const { folder, options } = fromEnvironment(
      { ...sample, SITE_URL: 'https://ada.example/', BASE_PATH: 'portfolio', ROUTING: 'path' },
      root,
    );
    expect(folder).toEqual(SAMPLE_FOLDER);
    expect(options).toEqual({
      root,
      published: { siteUrl: 'https://ada.example/', basePath: 'portfolio' },
      routing: 'path',
    });
  });

  it('treats an empty ROUTING (an unset CI variable) as the default, and refuses others', () => {
    expect(fromEnvironment({ ...sample, ROUTING: '' }, root).options.routing).toBe('hash');
    expect(() => fromEnvironment({ ...sample, ROUTING: 'paths' }, root)).toThrow(
      'ROUTING must be "hash" or "path", not "paths"',
    );
  });

  it('makes a build its context once; other options are another context', async () => {
    const first = await buildContextOrExit(SAMPLE_FOLDER, { root });
    expect(await buildContextOrExit(SAMPLE_FOLDER, { root })).toBe(first);
    expect(await buildContextOrExit(SAMPLE_FOLDER, { root, routing: 'path' })).not.toBe(first);
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
      await buildContextOrExit(folder, { root });
      return { said, stopped: false, folder: folder.name };
    } catch (error) {
      return { said, stopped: (error as Error).message === 'exit 1', folder: folder.name };
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
