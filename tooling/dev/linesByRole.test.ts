import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linesByRole, roleOf, ROLES, rolesShown, withRolesTable } from './linesByRole';
import { MEASURES_PAGE, trackedCode } from './measures';

describe('a file’s role', () => {
  it('follows what the file does, wherever it sits', () => {
    expect(roleOf('src/pages/home/HomePage.tsx')).toBe('ships');
    expect(roleOf('src/pages/home/HomePage.test.tsx')).toBe('tests');
    expect(roleOf('src/test/setup.ts')).toBe('tests');
    expect(roleOf('tooling/owner/read/load.ts')).toBe('builds');
    expect(roleOf('tooling/owner/testing/ownerCopy.ts')).toBe('tests');
    expect(roleOf('tests/variants/checkVariants.ts')).toBe('tests');
    expect(roleOf('tooling/harness/visitor.ts')).toBe('tests');
    expect(roleOf('bench/bench.ts')).toBe('measures');
    expect(roleOf('bench/pairs.test.ts')).toBe('tests');
    expect(roleOf('vite.config.ts')).toBe('builds');
    expect(roleOf('src/locales/en/common.json')).toBeUndefined();
  });

  it('counts non-blank lines', () => {
    expect(linesByRole([{ path: 'src/a.ts', text: 'a\n\n  \nb\n' }]).ships).toBe(2);
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
