#!/usr/bin/env node
/**
 * Serves the production build (dist/) on 127.0.0.1 and prints its URL.
 * Usage: node scripts/serve.mjs [--port 4173]; DIST_DIR serves another build folder.
 */
import { preview } from 'vite';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > -1 ? Number(process.argv[portFlag + 1]) : Number(process.env.PORT ?? 4173);

const server = await preview({
  ...(process.env.DIST_DIR ? { build: { outDir: process.env.DIST_DIR } } : {}),
  preview: { host: '127.0.0.1', port, strictPort: portFlag > -1 },
  logLevel: 'warn',
});
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
console.log(`Portfolio (production build) served at ${url}`);
console.log('Press Ctrl+C to stop.');
