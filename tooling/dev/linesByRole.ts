/**
 * Lines of code by role, by what a file does wherever it sits: what ships (what the browser
 * runs or the build's pages are drawn from: the files the site's entries import, directly or
 * not), what builds (the rest of the tooling an owner's build and commands run, and code only
 * it reads), what tests (every test, spec, scripted check and their helpers) and what measures
 * (the bench, and the maintainers' tools of tooling/dev/ that look at the site). A measure a reader feels, unlike a folder's size: docs/architecture.md shows it
 * (`npm run template:measures` writes it there) and linesByRole.test.ts keeps the page within
 * a tenth of the tree.
 */
import { CLIENT_ENTRIES, PRE_PAINT_ENTRIES } from '../build/chunkGraph.ts';
import { importsOf, type CodeFile } from './importGraph.ts';

export type { CodeFile };

export const ROLES = ['ships', 'builds', 'tests', 'measures'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Where what ships starts: the server entry every page is drawn from at build
 * (tooling/build/siteBuilder.ts renders through it), the client's entries and the
 * pre-paint script's.
 */
export const SITE_ENTRIES: readonly string[] = [
  'src/server.tsx',
  ...Object.values(CLIENT_ENTRIES),
  ...Object.values(PRE_PAINT_ENTRIES),
];

const CODE = /\.(ts|tsx|js|mjs)$/;
/** Tests and what only tests use: test files, specs, testing/ and test/ folders, tests/, the harness. */
const TEST =
  /(^tests\/|^tooling\/harness\/|\/testing\/|^src\/test\/|\.test\.tsx?$|\.spec\.ts$|^playwright\.config\.ts$)/;

/** Whether the file is code the measures count (not JSON, docs, pictures, declarations). */
export const isCode = (path: string): boolean => CODE.test(path) && !/\.d\.ts$/.test(path);

/** The files the site's entries import, directly or not (test files never). */
export function shippedFiles(files: readonly CodeFile[]): Set<string> {
  const byPath = new Map(files.map((file) => [file.path, file.text]));
  const known = new Set(byPath.keys());
  const shipped = new Set<string>();
  const waiting = SITE_ENTRIES.filter((entry) => known.has(entry));
  for (let path = waiting.pop(); path !== undefined; path = waiting.pop()) {
    if (shipped.has(path) || TEST.test(path)) continue;
    shipped.add(path);
    waiting.push(...importsOf({ path, text: byPath.get(path) ?? '' }, known));
  }
  return shipped;
}

/** Each code file's role. */
export function rolesOf(files: readonly CodeFile[]): Map<string, Role> {
  const shipped = shippedFiles(files);
  return new Map(
    files
      .filter((file) => isCode(file.path))
      .map(({ path }): [string, Role] => [
        path,
        TEST.test(path)
          ? 'tests'
          : path.startsWith('bench/') || path.startsWith('tooling/dev/')
            ? 'measures'
            : shipped.has(path)
              ? 'ships'
              : 'builds',
      ]),
  );
}

/** Non-blank lines per role. */
export function linesByRole(files: readonly CodeFile[]): Record<Role, number> {
  const lines: Record<Role, number> = { ships: 0, builds: 0, tests: 0, measures: 0 };
  const roles = rolesOf(files);
  for (const { path, text } of files) {
    const role = roles.get(path);
    if (role) lines[role] += text.split('\n').filter((line) => line.trim() !== '').length;
  }
  return lines;
}

const START = '<!-- lines by role: npm run template:measures -->';
const END = '<!-- end of lines by role -->';

/** The table docs/architecture.md shows, between its markers. */
export function rolesTable(lines: Record<Role, number>): string {
  const rows = ROLES.map((role) => `| ${role} | ${lines[role].toLocaleString('en')} |`);
  return [START, '', '| Role | Lines |', '| --- | --- |', ...rows, '', END].join('\n');
}

/** The figures a page shows between the markers (Prettier may have padded the table). */
export function rolesShown(page: string): Partial<Record<Role, number>> {
  const section = page.slice(page.indexOf(START), page.indexOf(END));
  return Object.fromEntries(
    [...section.matchAll(/^\| (ships|builds|tests|measures) +\| ([\d,]+) +\|$/gm)].map(
      ([, role, count]) => [role, Number(count?.replaceAll(',', ''))],
    ),
  );
}

/** The page with its table replaced by today's. */
export function withRolesTable(page: string, lines: Record<Role, number>): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`no ${START} … ${END} in the page`);
  return page.slice(0, start) + rolesTable(lines) + page.slice(end + END.length);
}
