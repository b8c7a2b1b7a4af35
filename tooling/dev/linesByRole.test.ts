import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linesByRole, rolesOf, ROLES, rolesShown, withRolesTable } from './linesByRole';
import { MEASURES_PAGE, trackedCode } from './measures';

/** A small tree: the server entry draws a page, which imports a rule; the build alone reads another. */
const TREE = [
  {
    path: 'src/server.tsx',
    text: "import { pageFor } from './shell/pages';\nexport const page = pageFor;\n",
  },
  {
    path: 'src/shell/pages.ts',
    text: "const PAGES = import.meta.glob<unknown>('../pages/*/*Page.tsx', { eager: true });\nexport const pageFor = () => PAGES;\n",
  },
  {
    path: 'src/pages/home/HomePage.tsx',
    text: "import type { Rule } from '../../lib/rule';\nimport { rule } from '../../lib/rule.ts';\nexport default (): Rule => rule;\n",
  },
  { path: 'src/pages/home/HomePage.test.tsx', text: "import HomePage from './HomePage';\n" },
  { path: 'src/lib/rule.ts', text: 'export type Rule = string;\nexport const rule = "a";\n' },
  { path: 'src/lib/tableOnlyTheBuildReads.ts', text: 'export const table = {};\n' },
  {
    path: 'tooling/build/plugin.ts',
    text: "import { table } from '../../src/lib/tableOnlyTheBuildReads.ts';\nexport { table };\n",
  },
  { path: 'tooling/owner/testing/ownerCopy.ts', text: 'export {};\n' },
  { path: 'tooling/harness/visitor.ts', text: 'export {};\n' },
  { path: 'tooling/dev/screenshots.ts', text: 'export {};\n' },
  { path: 'tests/variants/checkVariants.ts', text: 'export {};\n' },
  { path: 'bench/bench.ts', text: 'export {};\n' },
  { path: 'bench/pairs.test.ts', text: 'export {};\n' },
  { path: 'vite.config.ts', text: 'export {};\n' },
  { path: 'src/content/virtual-owner.d.ts', text: 'declare module "x";\n' },
  { path: 'src/locales/en/common.json', text: '{}\n' },
];

describe('a file’s role', () => {
  it('follows what the file does, wherever it sits', () => {
    expect(Object.fromEntries(rolesOf(TREE))).toEqual({
      'src/server.tsx': 'ships',
      'src/shell/pages.ts': 'ships',
      'src/pages/home/HomePage.tsx': 'ships',
      'src/pages/home/HomePage.test.tsx': 'tests',
      'src/lib/rule.ts': 'ships',
      'src/lib/tableOnlyTheBuildReads.ts': 'builds',
      'tooling/build/plugin.ts': 'builds',
      'tooling/owner/testing/ownerCopy.ts': 'tests',
      'tooling/harness/visitor.ts': 'tests',
      'tooling/dev/screenshots.ts': 'measures',
      'tests/variants/checkVariants.ts': 'tests',
      'bench/bench.ts': 'measures',
      'bench/pairs.test.ts': 'tests',
      'vite.config.ts': 'builds',
    });
  });

  it('counts non-blank lines', () => {
    expect(linesByRole([{ path: 'src/server.tsx', text: 'a\n\n  \nb\n' }]).ships).toBe(2);
  });

  it('writes its table between the page’s markers, and reads it back', () => {
    const lines = { ships: 8000, builds: 7000, tests: 9000, measures: 3000 };
    const page = withRolesTable(
      'Before\n<!-- lines by role: npm run template:measures -->\nold\n<!-- end of lines by role -->\nAfter\n',
      lines,
    );
    expect(page).toMatch(/^Before\n[\s\S]*\| ships \| 8,000 \|[\s\S]*\nAfter\n$/);
    expect(rolesShown(page)).toEqual(lines);
  });
});

describe('the tree', () => {
  const roles = rolesOf(trackedCode('.'));

  it('ships what the site’s entries import, and no table only the build reads', () => {
    expect(roles.get('src/pages/home/HomePage.tsx')).toBe('ships');
    expect(roles.get('src/first-paint/prePaintHash.ts')).toBe('ships');
    expect(roles.get('src/islands/chart/performanceChart.ts')).toBe('ships');
    expect(roles.get('src/lib/csp.ts')).toBe('builds');
    expect(roles.get('tooling/owner/law/countryRules.ts')).toBe('builds');
  });
});

describe('docs/architecture.md', () => {
  it('shows each role’s lines within a tenth of the tree’s (npm run template:measures rewrites it)', () => {
    const shown = rolesShown(readFileSync(MEASURES_PAGE, 'utf8'));
    const counted = linesByRole(trackedCode('.'));
    for (const role of ROLES) {
      const figure = shown[role] ?? 0;
      expect(
        Math.abs(figure - counted[role]),
        `${role}: ${figure} shown, ${counted[role]} counted`,
      ).toBeLessThanOrEqual(counted[role] / 10);
    }
  });
});
