/**
 * Lines of code by role, wherever a file sits: what ships (the site's code,
 * src/), what builds (the Node-side tooling an owner's build and commands
 * run), what tests (every test, spec, scripted check and their helpers) and
 * what measures (the bench). A measure a reader feels, unlike a folder's size:
 * docs/architecture.md shows it (`npm run template:measures` writes it there)
 * and linesByRole.test.ts keeps the page within a tenth of the tree.
 */
export const ROLES = ['ships', 'builds', 'tests', 'measures'] as const;
export type Role = (typeof ROLES)[number];

const CODE = /\.(ts|tsx|js|mjs)$/;
/** Tests and what only tests use: test files, specs, testing/ and test/ folders, tests/, the harness. */
const TEST =
  /(^tests\/|^tooling\/harness\/|\/testing\/|^src\/test\/|\.test\.tsx?$|\.spec\.ts$|^playwright\.config\.ts$)/;

/** A file's role by its path; undefined for what is not code (JSON, docs, pictures). */
export function roleOf(path: string): Role | undefined {
  if (!CODE.test(path)) return undefined;
  if (TEST.test(path)) return 'tests';
  if (path.startsWith('bench/')) return 'measures';
  if (path.startsWith('src/')) return 'ships';
  return 'builds';
}

/** Non-blank lines per role. */
export function linesByRole(
  files: readonly { path: string; text: string }[],
): Record<Role, number> {
  const lines: Record<Role, number> = { ships: 0, builds: 0, tests: 0, measures: 0 };
  for (const { path, text } of files) {
    const role = roleOf(path);
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
