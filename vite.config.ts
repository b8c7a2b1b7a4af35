/// <reference types="vitest/config" />
// First: the route table this config's plugins read follows the owner's sections.
import './tooling/owner/sections.ts';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstPaint } from './tooling/build/plugin.ts';
import { siteConfig } from './tooling/build/siteConfig.ts';
import { cvFiles } from './tooling/cv/plugin.ts';
import { ownerContent } from './tooling/owner/plugin.ts';

const site = siteConfig();

export default defineConfig({
  base: site.base,
  define: site.define,
  // firstPaint writes the documents and prerendered pages after the bundle (src/first-paint/);
  // cvFiles the CV's PDF and JSON Resume from the same content (tooling/cv/); ownerContent
  // serves the owner's folder to all of them (tooling/owner/).
  plugins: [ownerContent(), react(), tailwindcss(), firstPaint(), cvFiles(site.identity)],
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
    include: [
      'src/**/*.test.{ts,tsx}',
      '{tooling,bench}/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    css: false,
  },
});
