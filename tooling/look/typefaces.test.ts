import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Face, Typeface } from './catalogue';
import { metricsFile } from './drawingFonts';
import { FALLBACKS } from './fallbacks';
import {
  ROLES,
  TYPEFACE_IDS,
  TYPEFACES,
  sampleLetter,
  typefaceAssets,
  type TypefaceAssets,
  type TypefaceId,
} from './typefaces';

const resolve = createRequire(join(process.cwd(), 'package.json')).resolve;
const WEB_FONTS = TYPEFACE_IDS.filter((id) => id !== 'system');
const assets = new Map<string, TypefaceAssets>();
/** Each pairing's assets for the site's languages, made on first use (a missing file fails its test). */
function site(id: TypefaceId): TypefaceAssets {
  if (!assets.has(id)) assets.set(id, typefaceAssets(id, ['en', 'it']));
  return assets.get(id) as TypefaceAssets;
}

/** The @font-face rules of a stylesheet, as descriptor maps. */
function fontFaces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) =>
    Object.fromEntries(
      body
        .split(';')
        .map((line) => line.trim().split(/:\s(.*)/s))
        .filter((pair): pair is [string, string] => pair.length >= 2 && Boolean(pair[0]))
        .map(([name, value]) => [name, value.trim()]),
    ),
  );
}

const faces = (id: TypefaceId) =>
  Object.values((TYPEFACES[id] as Typeface).roles).flatMap((role) => role.faces);
/** Every file a face reads: its subsets' WOFF2, and the WOFF files its metrics come from. */
function namedFiles(face: Face): string[] {
  const subsets = ['latin', 'latin-ext'].map((subset) => face.file.replace('{subset}', subset));
  const weights = face.kind === 'static' ? [face.weight] : face.weights;
  const metrics = weights.map((weight) => metricsFile(face, weight).join('/'));
  return [...subsets.map((file) => `${face.package}/files/${file}`), ...metrics];
}

describe('the typeface catalogue', () => {
  it.each(TYPEFACE_IDS)('%s names only files that are in node_modules', (id) => {
    for (const file of faces(id).flatMap(namedFiles)) {
      expect(() => resolve(file), file).not.toThrow();
      expect(existsSync(resolve(file)), file).toBe(true);
    }
  });

  it('measures each fallback against files that are in node_modules', () => {
    for (const { package: pkg, file } of Object.values(FALLBACKS)) {
      for (const [bold, italic] of [
        [false, false],
        [true, false],
        [false, true],
      ] as const) {
        expect(existsSync(resolve(`${pkg}/files/${file(bold, italic)}`))).toBe(true);
      }
    }
  });
});

describe('typefaceAssets', () => {
  it('ships no file and no font face for the system pairing', () => {
    const system = site('system');
    expect(system.files).toEqual([]);
    expect(system.noscriptCss).toBe('');
    expect(system.css).not.toContain('@font-face');
    expect(system.css).not.toContain('[data-fonts]');
    expect(system.css).toContain('--typeface-body: system-ui,');
  });

  it.each(WEB_FONTS)(
    '%s preloads at most 2 files, upright latin ones for the first screen',
    (id) => {
      const preloaded = site(id).files.filter((file) => file.preload);
      expect(preloaded.length).toBeGreaterThan(0);
      expect(preloaded.length).toBeLessThanOrEqual(2);
      for (const file of preloaded) {
        expect(file.subset).toBe('latin');
        expect(file.roles.some((role) => role === 'body' || role === 'heading')).toBe(true);
        expect(file.fileName).not.toContain('italic');
      }
    },
  );

  it.each(WEB_FONTS)('%s swaps every web font face, each within its unicode-range', (id) => {
    const webFaces = fontFaces(site(id).css).filter((face) => face.src?.startsWith('url('));
    expect(webFaces).toHaveLength(site(id).files.length);
    for (const face of webFaces) {
      expect(face['font-display']).toBe('swap');
      expect(face['unicode-range']).toMatch(/^U\+[0-9A-F]/);
      expect(face.src).toMatch(
        /^url\(\/assets\/[a-z0-9-]+-[0-9a-f]{8}\.woff2\) format\('woff2'\)$/,
      );
    }
  });

  it.each(WEB_FONTS)('%s gives every web font a metric-matched local fallback', (id) => {
    const all = fontFaces(site(id).css);
    const families = new Set(
      all.filter((face) => face.src?.startsWith('url(')).map((face) => face['font-family']),
    );
    expect(families.size).toBeGreaterThan(0);
    for (const family of families) {
      const fallbacks = all.filter(
        (face) => face['font-family'] === `${family?.slice(0, -1)} Fallback'`,
      );
      expect(fallbacks.length, `${family} Fallback`).toBeGreaterThan(0);
      for (const fallback of fallbacks) {
        expect(fallback.src).toMatch(/^local\('(Arial|Times New Roman|Courier New)[^)]*\), /);
        expect(fallback.src).toMatch(/local\('Liberation (Sans|Serif|Mono)/);
        for (const descriptor of [
          'size-adjust',
          'ascent-override',
          'descent-override',
          'line-gap-override',
        ]) {
          expect(fallback[descriptor], `${family} ${descriptor}`).toMatch(/^\d+\.\d\d%$/);
        }
      }
      expect(site(id).css).toContain(`${family}, ${family?.slice(0, -1)} Fallback'`);
    }
  });

  it.each(WEB_FONTS)(
    '%s draws in the fallback faces until an element is given the web fonts; without script, at once',
    (id) => {
      const { css, noscriptCss } = site(id);
      const stacks = (rule: string) =>
        Object.fromEntries(
          [...(css + noscriptCss).matchAll(new RegExp(`^${rule} \\{([^}]*)\\}`, 'gm'))]
            .flatMap(([, body = '']) => body.split(';'))
            .map((line) => line.split(':').map((part) => part.trim()))
            .filter(([name]) => name?.startsWith('--typeface-')),
        );
      const [first, whole] = [':root', '\\[data-fonts\\]'].map(stacks);
      for (const role of ROLES) {
        const web = whole?.[`--typeface-${role}`]?.split(', ')[0] ?? '';
        expect(first?.[`--typeface-${role}`], role).not.toContain(`${web},`);
        expect(web, role).not.toContain('Fallback');
      }
      expect(noscriptCss).toContain(`--typeface-body: ${whole?.['--typeface-body']};`);
    },
  );

  it('draws each weight of a variable face with its own fallback, bold ones with the local bold', () => {
    const fallbacks = fontFaces(site('humanist').css).filter(
      (face) =>
        face['font-family'] === "'Source Sans 3 Variable Fallback'" &&
        face['font-style'] === 'normal',
    );
    expect(fallbacks.map((face) => face['font-weight'])).toEqual(['400', '500', '600', '700']);
    expect(fallbacks.map((face) => face.src?.includes("local('Arial Bold')"))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  /** The subsets humanist copies and preloads for these languages, and what it says of them. */
  const subsets = (languages: string[]) => {
    const assets = typefaceAssets('humanist', languages);
    return {
      copied: [...new Set(assets.files.map((file) => file.subset))],
      preloaded: assets.files.filter((file) => file.preload).map((file) => file.subset),
      warnings: assets.warnings,
    };
  };

  it('copies the latin subset only for English and Italian, latin-ext too for Polish', () => {
    expect(subsets(['en', 'it'])).toEqual({
      copied: ['latin'],
      preloaded: ['latin'],
      warnings: [],
    });
    expect(subsets(['it', 'pl'])).toMatchObject({
      copied: ['latin', 'latin-ext'],
      preloaded: ['latin'],
    });
  });

  it('preloads the main subset of a language in another script', () => {
    expect(subsets(['ru'])).toMatchObject({
      copied: ['cyrillic', 'latin'],
      preloaded: ['cyrillic'],
    });
  });

  it('names a language it cannot place and a subset a font lacks', () => {
    expect(subsets(['en', 'xx']).warnings).toEqual([
      expect.stringContaining('no script known for the language "xx"'),
    ]);
    expect(typefaceAssets('grotesk', ['el']).warnings).toContain(
      'typeface: Geist Variable has no greek subset; those letters show in the fallback',
    );
  });

  it.each(TYPEFACE_IDS)('gives every role of %s a stack', (id) => {
    for (const role of ROLES) expect(site(id).css).toMatch(new RegExp(`--typeface-${role}: \\S`));
  });

  it('tells the page how to ask for each file: its face and a letter of its subset', () => {
    const files = typefaceAssets('editorial', ['en', 'ru']).files;
    const load = (subset: string, roles: string) =>
      files.find((file) => file.subset === subset && file.roles.join() === roles)?.load;
    expect(load('latin', 'body')).toEqual({
      font: "normal 400 1em 'Source Sans 3 Variable'",
      text: 'A',
    });
    expect(load('latin', 'heading')).toEqual({
      font: "normal 600 1em 'Source Serif 4'",
      text: 'A',
    });
    expect(load('cyrillic', 'body')?.text).toMatch(/^[\u0400-\u04ff]$/);
    expect(sampleLetter('U+0000-001F')).toBe(' ');
  });

  it('addresses the files below the base path, named by their content', () => {
    const assets = typefaceAssets('editorial', ['en', 'it'], { base: '/portfolio/' });
    expect(assets.files[0]?.fileName).toMatch(/^assets\/[a-z0-9-]+-[0-9a-f]{8}\.woff2$/);
    expect(assets.css).toContain(`src: url(/portfolio/${assets.files[0]?.fileName})`);
    expect(new Set(assets.files.map((file) => file.fileName)).size).toBe(assets.files.length);
  });
});
