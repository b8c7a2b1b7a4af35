/**
 * `npm run check:variants`: the template keeps its promises as an owner makes
 * it theirs. Builds, in both modes, (1) the sample grown by a generated third
 * language and a new route, and (2) an owner with no courses, testimonials or
 * trading figures; runs the size check on each, reports what the growth cost
 * the largest first paint, and checks that a left-out section leaves no trace.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SAMPLE_DIR } from '../../owner/load.ts';

const root = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'variants-'));
const results: { name: string; ok: boolean; detail: string }[] = [];

function check(name: string, ok: boolean, detail = ''): void {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  try {
    return execFileSync(command, args, {
      cwd,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

const build = (cwd: string, outDir: string, env: NodeJS.ProcessEnv) =>
  run(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    cwd,
    env,
  );

/** The size check's largest first paint, in bytes, and whether every budget held. */
function sizeCheck(
  cwd: string,
  dist: string,
  env: NodeJS.ProcessEnv,
): { largest: number; ok: boolean; output: string } {
  let output: string;
  let ok = true;
  try {
    output = run('npx', ['tsx', 'tooling/checks/size/checkSize.ts'], cwd, {
      ...env,
      DIST_DIR: dist,
    });
  } catch (error) {
    output = (error as Error).message;
    ok = false;
  }
  const largest = Number(/largest first paint: (\d+) bytes/.exec(output)?.[1] ?? NaN);
  return { largest, ok, output };
}

/** A copy of the project to change, sharing the installed packages. */
function copyProject(to: string): void {
  for (const entry of [
    'src',
    'tooling',
    SAMPLE_DIR,
    'public',
    'vite.config.ts',
    'tsconfig.json',
    'package.json',
  ]) {
    cpSync(join(root, entry), join(to, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(to, 'node_modules'));
}

function edit(file: string, find: string, add: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(find))
    throw new Error(`${file} no longer holds ${find}: update checkVariants.ts`);
  writeFileSync(file, text.replace(find, `${find}\n${add}`));
}

/** The sample with one more language (its table entry and the English texts) and one more page. */
function grow(project: string): void {
  edit(
    join(project, 'src/lib/language.ts'),
    "{ code: 'it', name: 'Italiano', locale: 'it_IT', flagCountry: 'it' },",
    "  { code: 'xx', name: 'Lingua X', locale: 'xx_XX', flagCountry: 'eu' },",
  );
  cpSync(join(project, 'src/locales/en'), join(project, 'src/locales/xx'), { recursive: true });
  edit(
    join(project, 'src/lib/routes.ts'),
    'const ROUTE_LIST = [',
    "  { key: 'extra', path: '/extra', navLabelKey: 'nav.extra', inPortfolioMenu: true },",
  );
  const page = join(project, 'src/pages/extra');
  cpSync(join(project, 'src/pages/notfound'), page, { recursive: true });
  for (const file of readdirSync(page)) rmSync(join(page, file));
  writeFileSync(
    join(page, 'ExtraPage.tsx'),
    "import { useTranslation } from 'react-i18next';\n" +
      'export default function ExtraPage() {\n' +
      "  const { t } = useTranslation();\n  return <section className=\"mx-auto max-w-6xl px-4 py-12\"><h1>{t('nav.extra')}</h1><p>{t('seo.extra.description')}</p></section>;\n}\n",
  );
  for (const language of readdirSync(join(project, 'src/locales'))) {
    const file = join(project, 'src/locales', language, 'common.json');
    const common = JSON.parse(readFileSync(file, 'utf8')) as {
      nav: Record<string, string>;
      seo: Record<string, unknown>;
    };
    common.nav.extra = 'Extra page';
    common.seo.extra = {
      title: 'Extra page – {{name}}',
      description: 'A page added to see the budgets hold.',
    };
    writeFileSync(file, JSON.stringify(common));
  }
}

try {
  // npm test's builds, of the sample owner.
  const sample = { OWNER_DIR: SAMPLE_DIR };
  const baseline = {
    hash: sizeCheck(root, resolve('dist'), sample),
    path: sizeCheck(root, resolve('dist-path'), sample),
  };

  const grown = join(work, 'grown');
  copyProject(grown);
  grow(grown);
  for (const [mode, env] of [
    ['hash', {}],
    ['path', { ROUTING: 'path' }],
  ] as const) {
    const dist = join(work, `grown-${mode}`);
    build(grown, dist, { ...env, OWNER_DIR: SAMPLE_DIR });
    const size = sizeCheck(grown, dist, { OWNER_DIR: SAMPLE_DIR });
    const before = baseline[mode].largest;
    check(
      `a third language and a new route keep every budget (${mode} mode)`,
      size.ok && existsSync(join(dist, mode === 'path' ? 'xx/extra/index.html' : 'index.html')),
      `largest first paint ${before} → ${size.largest} bytes (+${size.largest - before})` +
        (size.ok ? '' : `\n${size.output}`),
    );
  }

  const reduced = join(work, 'reduced-owner');
  cpSync(join(root, SAMPLE_DIR), reduced, { recursive: true });
  for (const section of ['courses', 'testimonials', 'trading'])
    rmSync(join(reduced, `${section}.json`));
  const left = ['courses', 'testimonials', 'trading', 'cookie-policy'];
  for (const [mode, env] of [
    ['hash', {}],
    ['path', { ROUTING: 'path' }],
  ] as const) {
    const dist = join(work, `reduced-${mode}`);
    build(root, dist, { ...env, OWNER_DIR: reduced });
    const size = sizeCheck(root, dist, { OWNER_DIR: reduced });
    check(
      `an owner without courses, testimonials and trading keeps every budget (${mode} mode)`,
      size.ok,
      size.ok ? '' : size.output,
    );
    const files = readdirSync(dist, { recursive: true }).map(String);
    // Documents and fragments only: the page and string chunks stay in assets/, never requested.
    const traces = files.filter((file) =>
      /(^|\/)(courses|testimonials|trading)(\/|-).*html$/.test(file),
    );
    check(
      `no page or fragment of a left-out section (${mode} mode)`,
      traces.length === 0,
      traces.join(', '),
    );
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    const links = left.filter((path) => new RegExp(`href="[^"]*${path}`).test(home));
    check(
      `the menus link only to the sections present (${mode} mode)`,
      !links.some((path) => path !== 'cookie-policy'),
      links.join(', '),
    );
    const privacy = files.find((file) => /privacy.*\.html$/.test(file) && !file.includes('it'));
    const policy = privacy ? readFileSync(join(dist, privacy), 'utf8') : '';
    check(
      `neither the privacy policy nor the security policy names the avatar service (${mode} mode)`,
      policy.includes('flagcdn.com') && !policy.includes('dicebear') && !home.includes('dicebear'),
    );
    if (mode === 'path') {
      const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
      check(
        'the sitemap lists only the sections present',
        !/courses|testimonials|trading/.test(sitemap),
      );
    }
    const resume = JSON.parse(readFileSync(join(dist, 'resume.en.json'), 'utf8')) as Record<
      string,
      unknown[]
    >;
    check(
      `the CV leaves the sections out (${mode} mode)`,
      !resume.publications?.length && !resume.references?.length,
    );
  }
} catch (error) {
  check('variants built', false, (error as Error).message);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok).length;
console.log(`variants: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
