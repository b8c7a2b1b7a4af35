import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { buildContextOrExit, contextFor } from './tooling/build/buildContext.ts';
import { fromEnvironment } from './tooling/build/environment.ts';
import { siteConfig } from './tooling/siteConfig.ts';
import { SAMPLE_DIR } from './tooling/owner/read/load.ts';

const TEST_FILES = ['src/**/*.test.{ts,tsx}', '{tooling,bench,tests}/**/*.test.ts'];
/**
 * Tests that need Node's own realm and a DOM, in a process of their own: a VM's
 * window.location cannot be spied on.
 */
const NODE_REALM_TESTS = ['src/first-paint/firstPaint.test.ts'];

/**
 * The test files that need a file to themselves, as each file says: a DOM (its first
 * line `// @vitest-environment jsdom`), or modules of its own (vi.mock, vi.doMock, which
 * stay replaced in the worker). The rest share a worker's modules (docs/decisions/test-time.md).
 */
function testsApart(): string[] {
  return ['src', 'tooling', 'bench', 'tests'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.test\.tsx?$/.test(path))
      .map((path) => `${folder}/${path}`)
      .filter((path) => {
        const text = readFileSync(path, 'utf8');
        return (
          text.startsWith('// @vitest-environment jsdom') || /\bvi\.(mock|doMock)\(/.test(text)
        );
      }),
  );
}

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  // The one place the environment is read. The unit tests (Vitest's mode) read the sample, the
  // fixture they are written against, with its strings as written. The dev server makes the
  // context again as it restarts (and shows a problem in the owner's folder as an error); a
  // build stops on one, saying it plainly.
  const testing = mode === 'test';
  const { folder, options } = fromEnvironment(
    testing ? { OWNER_DIR: SAMPLE_DIR } : process.env,
    process.cwd(),
  );
  const context =
    command === 'build'
      ? await buildContextOrExit(folder, options)
      : contextFor(folder, { ...options, hyphenate: !testing });
  const apart = testing ? testsApart() : [];
  return {
    ...siteConfig(context, command),
    test: {
      // Node unless a test file asks for a DOM (// @vitest-environment jsdom): most
      // rules need none, and a DOM per file is most of the suite's time.
      environment: 'node',
      // Every core (Vitest leaves one free by default: on 2 cores that is one worker).
      maxWorkers: '100%',
      // A whole-site check (the content checks, a CV) takes a few seconds on a quiet machine and
      // several times that on a shared one: the limit catches a hang, not a slow machine.
      testTimeout: 30_000,
      // A drawing shared by a file's tests (beforeAll) takes as long as a test's own did.
      hookTimeout: 30_000,
      globals: false,
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      projects: [
        {
          // Each file in a VM context of a long-lived worker: Node, jsdom and the libraries
          // load once per worker, not once per file (the suite in 15 s instead of 37 s).
          extends: true,
          test: {
            name: 'apart',
            include: apart,
            exclude: [...configDefaults.exclude, ...NODE_REALM_TESTS],
            pool: 'vmThreads',
          },
        },
        {
          // Node's own realm, each worker's modules loaded once for all its files: a Node-side
          // test keeps no state in a module it does not undo (the suite passes shuffled).
          extends: true,
          test: {
            name: 'shared',
            include: TEST_FILES,
            exclude: [...configDefaults.exclude, ...apart, ...NODE_REALM_TESTS],
            pool: 'threads',
            isolate: false,
          },
        },
        { extends: true, test: { name: 'node', include: NODE_REALM_TESTS, pool: 'forks' } },
      ],
    },
  };
});
