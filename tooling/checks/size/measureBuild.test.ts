import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashSite } from '../../build/hashSite';
import { FIXTURE_LANGUAGES, fixtureManifest } from '../../build/testing/fixtureManifest';
import { fixtureSiteInput } from '../../build/testing/fixtureSiteInput';
import { templateSite } from '../../build/testing/templateSite';
import { BUDGETS, CHART_SIGNATURES } from './budgets';
import { measureBuild } from './measureBuild';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const write = (path: string, content: string | Buffer) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), content);
};

/** A hash build on disk as the page writers and the bundle would leave it, `extra` added. */
async function builtOnDisk(extra: Record<string, string | Buffer> = {}): Promise<string> {
  dist = mkdtempSync(join(tmpdir(), 'size-'));
  const pages = await hashSite(
    // The Italian home page the heaviest: what the largest first paint must find.
    fixtureSiteInput((routeKey, language) =>
      `<main>${language} ${routeKey}</main>`.repeat(
        routeKey === 'home' && language === 'it' ? 40 : 1,
      ),
    ),
  );
  for (const { path, content } of pages) write(path, content);
  const manifest = fixtureManifest();
  write('.vite/manifest.json', JSON.stringify(manifest));
  for (const entry of Object.values(manifest)) {
    write(entry.file, `export const ${entry.name ?? 'chunk'} = 1;`);
    for (const css of entry.css ?? []) write(css, 'body { color: black }');
  }
  write('cv/Ada-Rossi-CV-en.pdf', '%PDF-1.7');
  write('resume.en.json', '{}');
  for (const [path, content] of Object.entries(extra)) write(path, content);
  return dist;
}

describe('measureBuild', () => {
  it('measures every page’s first paint in every language and finds the largest', async () => {
    const size = measureBuild(await builtOnDisk());
    const { routeKeys } = templateSite(FIXTURE_LANGUAGES);
    expect(size.languages).toEqual([...FIXTURE_LANGUAGES]);
    expect(size.figures.firstPaint).toHaveLength(routeKeys.length * FIXTURE_LANGUAGES.length);
    const italianHome = size.figures.firstPaint.find(
      (row) => row.routeKey === 'home' && row.language === 'it',
    );
    expect(size.largestFirstPaint).toBe(italianHome?.gzip);
    expect(size.figures.pageScriptGzip).toBeGreaterThan(0);
  });

  it('gives every budget its verdict, and no failure when all hold', async () => {
    const size = measureBuild(await builtOnDisk());
    expect(size.failures).toEqual([]);
    // Each language's heaviest page stands for its first paints.
    expect(size.verdicts.map(({ label }) => label)).toEqual([
      expect.stringMatching(/^first paint of en /),
      'first paint of it home',
      'script before an island',
      'CSS',
      'the font preload',
      'cv/Ada-Rossi-CV-en.pdf',
      'resume.en.json',
    ]);
    expect(size.verdicts.every(({ ok }) => ok)).toBe(true);
  });

  it('names what breaks a budget: an image too large, Chart.js on every page', async () => {
    const size = measureBuild(
      await builtOnDisk({
        'assets/photo.jpg': Buffer.alloc(BUDGETS.imageBytes + 1),
        'assets/shared-1.js': `const chart = '${CHART_SIGNATURES[0]}';`,
      }),
    );
    expect(size.verdicts.find(({ label }) => label === 'assets/photo.jpg')?.ok).toBe(false);
    expect(size.failures).toEqual([
      'assets/photo.jpg is 150.0 kB, over 150.0 kB',
      'Chart.js loads outside the trading chart: assets/shared-1.js',
    ]);
  });

  it('says where there is no build', () => {
    dist = mkdtempSync(join(tmpdir(), 'size-'));
    expect(() => measureBuild(dist)).toThrow(/no build in/);
  });
});
