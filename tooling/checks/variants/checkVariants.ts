/**
 * `npm run check:variants`: the template keeps its promises as an owner makes
 * it theirs, through owner/ alone, never by patching the template. Builds, in
 * both modes: (1) the sample grown by a third language written in its owner
 * folder (site.json and owner/locales/de/), with link previews per page and a
 * legal notice on request, in the grotesk preset's look; (2) an English-only owner with no projects, courses,
 * testimonials or trading, in the humanist preset's look; and in hash mode (3) a
 * folder as import:resume wrote it in the previous owner format, in the
 * template's look: with the sample's own, every typeface is built. Runs the size
 * check on each, reports what the growth cost the largest first paint, and
 * checks that what was left out leaves no trace.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_LOOK, type Look } from '../../look/look.ts';
import { LOOK_PRESETS } from '../../look/presets.ts';
import { grownOwner, NOTICE_PHONE, readJson, reducedOwner } from './variantOwners.ts';
import { lookProblems } from './lookReached.ts';
import { hashProblems, perPageProblems } from './shareImages.ts';

const root = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'variants-'));
const results: { name: string; ok: boolean; detail: string }[] = [];
type Mode = 'hash' | 'path';
const MODES: readonly Mode[] = ['hash', 'path'];

function check(name: string, ok: boolean, detail = ''): void {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  try {
    return execFileSync(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

const build = (outDir: string, env: NodeJS.ProcessEnv) =>
  run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], env);

/** The size check's largest first paint, in bytes, and whether every budget held. */
function sizeCheck(dist: string): { largest: number; ok: boolean; output: string } {
  let output: string;
  let ok = true;
  try {
    output = run('npx', ['tsx', 'tooling/checks/size/checkSize.ts'], { DIST_DIR: dist });
  } catch (error) {
    output = (error as Error).message;
    ok = false;
  }
  const largest = Number(/largest first paint: (\d+) bytes/.exec(output)?.[1] ?? NaN);
  return { largest, ok, output };
}

/** Builds an owner folder in one mode, size-checked; returns the output folder. */
function buildIn(mode: Mode, name: string, folder: string, what: string): string {
  const dist = join(work, `${name}-${mode}`);
  build(dist, { ...(mode === 'path' ? { ROUTING: 'path' } : {}), OWNER_DIR: folder });
  const size = sizeCheck(dist);
  check(`${what} keeps every budget (${mode} mode)`, size.ok, size.ok ? '' : size.output);
  return dist;
}

/** Builds an owner folder in both modes, size-checked; returns each mode's output folder. */
const buildBoth = (name: string, folder: string, what: string): Record<Mode, string> => ({
  hash: buildIn('hash', name, folder, what),
  path: buildIn('path', name, folder, what),
});

/** The look chosen in site.json (or, without one, the template's) is the one the build has. */
function lookCheck(name: string, dist: string, look: Look, languages: readonly string[]): void {
  const problems = lookProblems(dist, look, languages);
  check(
    `${name} look reaches the build: its accent's colours, its typeface's fonts and no other`,
    problems.length === 0,
    problems.join('; '),
  );
}

try {
  // npm test's builds, of the sample owner.
  const baseline = { hash: sizeCheck(resolve('dist')), path: sizeCheck(resolve('dist-path')) };

  const grownFolder = grownOwner(work);
  const grown = buildBoth('grown', grownFolder, 'a third language from owner/ only');
  lookCheck('grotesk', grown.path, LOOK_PRESETS.grotesk, ['en', 'it', 'de']);
  for (const mode of MODES) {
    const before = baseline[mode].largest;
    const after = sizeCheck(grown[mode]).largest;
    check(
      `what the third language cost the largest first paint (${mode} mode)`,
      after - before < 2_000,
      `${before} → ${after} bytes (+${after - before})`,
    );
  }
  const german = readFileSync(join(grown.path, 'de/experience/index.html'), 'utf8');
  check(
    'the third language has its pages, its words where given and the first language’s elsewhere',
    german.includes('<html lang="de">') &&
      german.includes('Berufserfahrung') &&
      /<title>Berufserfahrung|Experience · /.test(german),
  );

  const [notice, home] = ['de/legal-notice', '.'].map((page) =>
    readFileSync(join(grown.path, page, 'index.html'), 'utf8'),
  );
  check(
    'a legal notice on request has its pages, linked from the footer (path mode)',
    !!notice?.includes(NOTICE_PHONE) && !!home?.includes('href="/legal-notice/"'),
  );

  const ownImages = perPageProblems(grown.path, grownFolder);
  check(
    'with previews per page, every page in every language names its own 1200 × 630 PNG, which the build has (path mode)',
    ownImages.length === 0,
    ownImages.join('; '),
  );
  const oneImage = hashProblems(grown.hash);
  check(
    'with previews per page, a hash build keeps the site’s one image',
    oneImage.length === 0,
    oneImage.join('; '),
  );

  const reduced = buildBoth(
    'reduced',
    reducedOwner(work),
    'an English-only owner without sections',
  );
  lookCheck('humanist', reduced.hash, LOOK_PRESETS.humanist, ['en']);
  for (const mode of MODES) {
    const dist = reduced[mode];
    const files = readdirSync(dist, { recursive: true }).map(String);
    const traces = files.filter((file) =>
      /(^|\/)(courses|testimonials|trading|projects)(\/|-).*html$|(^|\/)it(\/|$)|resume\.it\.json/.test(
        file,
      ),
    );
    check(
      `no page, fragment or CV of a left-out section or language (${mode} mode)`,
      traces.length === 0,
      traces.join(', '),
    );
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    const hrefs = [...home.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
    const links = hrefs.filter((href) =>
      /courses|testimonials|trading|projects|lng=it|(^|\/)it\//.test(href),
    );
    check(
      `the menus link only to what is present (${mode} mode)`,
      links.length === 0,
      links.join(', '),
    );
    const privacy = files.find((file) => /privacy.*\.html$/.test(file)) ?? '';
    const policy = readFileSync(join(dist, privacy), 'utf8');
    check(
      `neither the privacy policy nor the security policy names the avatar service (${mode} mode)`,
      policy.includes('flagcdn.com') && !policy.includes('dicebear') && !home.includes('dicebear'),
    );
    if (mode === 'path') {
      const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
      check(
        'the sitemap lists only the pages and the language present',
        !/courses|testimonials|trading|projects|hreflang="it"/.test(sitemap),
      );
    }
    const resume = readJson(join(dist, 'resume.en.json')) as Record<string, unknown[]>;
    check(
      `the CV leaves the sections out (${mode} mode)`,
      !resume.projects?.length && !resume.publications?.length && !resume.references?.length,
    );
  }

  // In hash mode, the mode a fork that changed nothing else builds.
  const previous = buildIn(
    'hash',
    'format-1',
    resolve('tooling/owner/testing/format-1'),
    'a folder import:resume wrote in the previous owner format',
  );
  lookCheck('the template’s', previous, DEFAULT_LOOK, ['en', 'it']);
  check(
    'the previous format builds its pages in its languages',
    ['index.html', 'fragments/it', 'resume.it.json'].every((file) =>
      existsSync(join(previous, file)),
    ),
  );
} catch (error) {
  check('variants built', false, (error as Error).message);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok).length;
console.log(`variants: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
