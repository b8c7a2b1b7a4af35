import { execFileSync } from 'node:child_process';
import { getFileInfo } from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * An owner copies resumes to the repository's root, as README's import command
 * names them, or into resumes/ as it advises: neither may fail the deploy's
 * checks (Prettier), nor reach the public repository.
 */
const RESUMES = ['resume.json', 'resume-owner-c.de.json', 'lebenslauf.json', 'resumes/cv.fr.json'];
const TEMPLATE_FILES = ['package.json', 'tsconfig.json', '.prettierrc.json'];

const ignoredByGit = (paths: readonly string[]) =>
  execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
    input: paths.join('\n'),
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);

describe('the owner’s resumes in the repository', () => {
  it('are not judged by Prettier, which the deploy runs; the template’s own JSON still is', async () => {
    for (const path of RESUMES) {
      expect((await getFileInfo(path, { ignorePath: '.prettierignore' })).ignored, path).toBe(true);
    }
    for (const path of TEMPLATE_FILES) {
      expect((await getFileInfo(path, { ignorePath: '.prettierignore' })).ignored, path).toBe(
        false,
      );
    }
  });

  it('are left out of what git commits; the template’s own JSON is not', () => {
    expect(ignoredByGit([...RESUMES, ...TEMPLATE_FILES, 'package-lock.json'])).toEqual(RESUMES);
  });
});
