import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { buildContext } from './tooling/build/buildContext.ts';
import { firstPaint } from './tooling/build/firstPaintPlugin.ts';
import { ownerContent } from './tooling/build/ownerContentPlugin.ts';
import { cvFiles } from './tooling/cv/cvPlugin.ts';

const TEST_FILES = ['src/**/*.test.{ts,tsx}', '{tooling,bench,tests}/**/*.test.ts'];
/**
 * Tests that need Node's own realm, each in a process of its own: ESLint's CommonJS
 * dependencies fail to load in a VM context, and a VM's window.location cannot be
 * spied on.
 */
const NODE_REALM_TESTS = ['src/behaviours/controls.test.ts', 'src/first-paint/firstPaint.test.ts'];

export default defineConfig(({ command }) => {
  // The one place the environment is read. The dev server makes the context again as it restarts.
  const context = buildContext(process.env, process.cwd(), { once: command === 'build' });
  return {
    base: context.base,
    define: {
      'import.meta.env.VITE_ROUTING': JSON.stringify(context.routing),
      // The year pages were prerendered in: hydration renders it, then today's.
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    },
    // ownerContent serves the owner's folder to the others (tooling/build/ownerContentPlugin.ts);
    // firstPaint writes the documents and prerendered pages after the bundle
    // (tooling/build/firstPaintPlugin.ts); cvFiles the CV's PDF and JSON Resume from the same
    // content (tooling/cv/).
    plugins: [ownerContent(context), react(), tailwindcss(), firstPaint(), cvFiles(context)],
    build: {
      target: 'es2022',
      // Images stay files: inlined as base64 they would weigh down the page chunks
      // and could not be lazy-loaded.
      assetsInlineLimit: 0,
      reportCompressedSize: false,
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: false },
    test: {
      // Node unless a test file asks for a DOM (// @vitest-environment jsdom): most
      // rules need none, and a DOM per file is most of the suite's time.
      environment: 'node',
      // Every core (Vitest leaves one free by default: on 2 cores that is one worker).
      maxWorkers: '100%',
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
