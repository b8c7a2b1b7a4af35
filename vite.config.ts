import { defineConfig, type UserConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { buildContextOrExit, contextFor } from './tooling/build/buildContext.ts';
import { fromEnvironment } from './tooling/build/environment.ts';
import { siteConfig } from './tooling/siteConfig.ts';
import { SAMPLE_DIR } from './tooling/owner/read/load.ts';

const TEST_FILES = ['src/**/*.test.{ts,tsx}', '{tooling,bench,tests}/**/*.test.ts'];
/**
 * Tests that need Node's own realm, each in a process of its own: ESLint's CommonJS
 * dependencies fail to load in a VM context, and a VM's window.location cannot be
 * spied on.
 */
const NODE_REALM_TESTS = ['src/behaviours/controls.test.ts', 'src/first-paint/firstPaint.test.ts'];

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
      globals: false,
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      projects: [
        {
          // Each file in a VM context of a long-lived worker: Node, jsdom and the libraries
          // load once per worker, not once per file (the suite in 15 s instead of 37 s).
          extends: true,
          test: {
            name: 'vm',
            include: TEST_FILES,
            exclude: [...configDefaults.exclude, ...NODE_REALM_TESTS],
            pool: 'vmThreads',
          },
        },
        { extends: true, test: { name: 'node', include: NODE_REALM_TESTS, pool: 'forks' } },
      ],
    },
  };
});
