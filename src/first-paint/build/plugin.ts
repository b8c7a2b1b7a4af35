/**
 * The first-paint pipeline as a Vite plugin. `vite build` bundles the app from
 * src/main.tsx (no HTML input: the document is written from data), then this
 * plugin bundles the pre-paint script, renders every page in every language
 * with the same React tree, and writes the documents and fragments. In
 * `vite` (dev) it serves the same document and renders fragments on request.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { contentSecurityPolicy } from '../../lib/csp.ts';
import { chunkGraph } from './chunkGraph.ts';
import { firstPaintMiddleware } from './devServer.ts';
import { hashSite, type OutputFile } from './hashSite.ts';
import type { renderPage } from './renderPage.tsx';

const PREPAINT_ENTRY = 'src/first-paint/prepaint.ts';
const RENDER_ENTRY = 'src/first-paint/build/renderPage.tsx';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * The pre-paint script as one small classic script, to inline in the document.
 * Nested builds read the same config file (same settings, same asset names);
 * the plugin stands aside in them.
 */
export async function bundlePrepaint(config: ResolvedConfig): Promise<string> {
  const output = (await build({
    configFile: config.configFile,
    root: config.root,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      lib: { entry: PREPAINT_ENTRY, formats: ['iife'], name: 'firstPaintScript' },
    },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]?.output[0]?.code.trim();
  if (!code) throw new Error('the pre-paint script bundled to nothing');
  if (/<\/script/i.test(code)) throw new Error('the pre-paint script must not contain "</script"');
  return code;
}

/** Builds the server renderer with the site's settings (same asset names) and loads it. */
async function loadRenderer(config: ResolvedConfig, outDir: string): Promise<typeof renderPage> {
  await build({
    configFile: config.configFile,
    root: config.root,
    logLevel: 'warn',
    build: { ssr: RENDER_ENTRY, outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const module = (await import(pathToFileURL(join(outDir, 'renderPage.js')).href)) as {
    renderPage: typeof renderPage;
  };
  return module.renderPage;
}

function writeAll(outDir: string, files: OutputFile[]): void {
  for (const file of files) {
    const path = join(outDir, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
}

/** True for the site's own build, false for the nested builds the plugin starts. */
const isSiteBuild = (build: { ssr?: unknown; lib?: unknown } | undefined) =>
  !build?.ssr && !build?.lib;

export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'first-paint',
    config(user, { command, isPreview }) {
      if (command === 'build' && isSiteBuild(user.build)) {
        return { build: { manifest: true, rollupOptions: { input: 'src/main.tsx' } } };
      }
      // The dev server serves the document itself (firstPaintMiddleware), so
      // there is no index.html to find the app's dependencies from.
      if (command === 'serve' && !isPreview) {
        return { appType: 'custom', optimizeDeps: { entries: ['src/main.tsx'] } };
      }
      return undefined;
    },
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(firstPaintMiddleware(server, () => bundlePrepaint(config)));
    },
    async closeBundle() {
      if (config.command !== 'build' || !isSiteBuild(config.build)) return;
      const outDir = resolve(config.root, config.build.outDir);
      const cacheDir = join(config.root, 'node_modules/.cache/first-paint');
      const manifestPath = join(outDir, '.vite/manifest.json');
      const graph = chunkGraph(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
      const prepaint = await bundlePrepaint(config);
      const render = await loadRenderer(config, cacheDir);
      const policy = contentSecurityPolicy({ scriptSha256s: [sha256(prepaint)], styleSha256s: [] });
      const files = await hashSite({
        base: config.base,
        graph,
        prepaint,
        contentSecurityPolicy: policy,
        render,
      });
      writeAll(outDir, files);
      rmSync(cacheDir, { recursive: true, force: true });
      config.logger.info(`first paint: ${files.length} files written to ${outDir}`);
    },
  };
}
