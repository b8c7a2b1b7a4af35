#!/usr/bin/env node
/**
 * Prerenders every route in every language into the built index.html, so the
 * first page paints from HTML before any script has downloaded (the client then
 * hydrates it). Runs after `vite build`, as part of `npm run build`.
 *
 * Builds src/prerender/renderPage.tsx for Node with the same Vite config (same
 * asset names, same SITE_URL and BASE_PATH), renders each route × language, and
 * writes each page as an inert data block where index.html has <!--prerendered-pages-->;
 * the inline script after them shows the one the visitor asked for.
 *
 * Usage: node scripts/prerender.mjs [--outDir dist]
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const MARKER = '<!--prerendered-pages-->';

function fail(message) {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

const outDirFlag = process.argv.indexOf('--outDir');
const outDir = resolve(projectRoot, outDirFlag > -1 ? process.argv[outDirFlag + 1] : 'dist');
const indexPath = join(outDir, 'index.html');
const serverDir = join(projectRoot, 'node_modules/.cache/prerender');

let html;
try {
  html = readFileSync(indexPath, 'utf8');
} catch {
  fail(`no ${indexPath}: run vite build first`);
}
if (!html.includes(MARKER)) fail(`${indexPath} has no ${MARKER} (already prerendered?)`);

await build({
  root: projectRoot,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/renderPage.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const { prerenderedPages } = await import(pathToFileURL(join(serverDir, 'renderPage.js')).href);
const pages = await prerenderedPages();
writeFileSync(
  indexPath,
  html.replace(MARKER, () => pages.map((page) => page.block).join('')),
);
rmSync(serverDir, { recursive: true, force: true });

const kilobytes = (text) => (Buffer.byteLength(text) / 1024).toFixed(1);
console.log(
  `prerender: ${pages.length} blocks into ${indexPath} (${pages.map((page) => `${page.language} ${page.routeKey} ${kilobytes(page.block)} KB`).join(', ')})`,
);
