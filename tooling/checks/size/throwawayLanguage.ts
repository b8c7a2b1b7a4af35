/**
 * Builds a throwaway copy of the project with a third language added the way
 * the README says an owner adds one: an entry in LANGUAGES (src/lib/language.ts)
 * and a folder of translations (here a copy of English). The size check then
 * compares what a visitor downloads before the first paint with and without it.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const THROWAWAY_LANGUAGE = 'xx';
const LANGUAGE_TABLE_END = '] as const;';

/** The project's tracked and new files, copied; node_modules linked. */
function copyProject(projectRoot: string, target: string): void {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    try {
      mkdirSync(dirname(join(target, file)), { recursive: true });
      cpSync(join(projectRoot, file), join(target, file));
    } catch (error) {
      // A tracked file deleted in the working tree is simply not copied.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(target, 'node_modules'), 'dir');
}

function addLanguage(root: string): void {
  const languageModule = join(root, 'src/lib/language.ts');
  const source = readFileSync(languageModule, 'utf8');
  const end = source.indexOf(LANGUAGE_TABLE_END);
  if (end < 0) throw new Error(`src/lib/language.ts: no "${LANGUAGE_TABLE_END}" ending LANGUAGES`);
  const entry = `  { code: '${THROWAWAY_LANGUAGE}', name: 'Throwaway', flagCountry: 'gb' },\n`;
  writeFileSync(languageModule, source.slice(0, end) + entry + source.slice(end));
  cpSync(join(root, 'src/locales/en'), join(root, `src/locales/${THROWAWAY_LANGUAGE}`), {
    recursive: true,
  });
}

/**
 * Builds the copy with `npm run build` (the same environment, so the same
 * routing mode and base path) and hands its dist folder to `measure`; the copy is
 * removed afterwards.
 */
export async function withThrowawayLanguageBuild<T>(
  projectRoot: string,
  measure: (distDir: string) => Promise<T> | T,
): Promise<T> {
  const root = mkdtempSync(join(tmpdir(), 'portfolio-language-'));
  try {
    copyProject(projectRoot, root);
    addLanguage(root);
    execFileSync('npm', ['run', '--silent', 'build', '--', '--logLevel', 'error'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return await measure(join(root, 'dist'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
