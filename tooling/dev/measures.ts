/**
 * `npm run template:measures`: counts the tree's lines by role (the tracked
 * code, as a fresh clone has it) and writes the table into docs/architecture.md.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCode, linesByRole, withRolesTable, type CodeFile } from './linesByRole.ts';

/**
 * The tracked code files under root, with their text; with `untracked`, also
 * the files not yet added that git does not ignore (a change being written).
 */
export function trackedCode(root: string, { untracked = false } = {}): CodeFile[] {
  const listed = untracked
    ? ['ls-files', '--cached', '--others', '--exclude-standard']
    : ['ls-files'];
  return execFileSync('git', listed, { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(isCode)
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

export const MEASURES_PAGE = 'docs/architecture.md';

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = linesByRole(trackedCode('.'));
  writeFileSync(MEASURES_PAGE, withRolesTable(readFileSync(MEASURES_PAGE, 'utf8'), lines));
  console.log(`${MEASURES_PAGE}: ${JSON.stringify(lines)}`);
}
