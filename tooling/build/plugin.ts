/**
 * The first-paint pipeline as a Vite plugin. `vite build` bundles the app from
 * src/main.tsx (no HTML input: documents are written from data), then this
 * plugin bundles the pre-paint script and the site builder (site.ts, for
 * Node), which renders every page in every language with the app's own React
 * tree and writes the documents of the routing mode. In `vite` (dev) it serves
 * the same documents, rendered on request.
 *
 * This module is loaded with vite.config.ts, so it imports with extensions and
 * keeps to what the config needs; the site builder does the rest.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { contentSecurityPolicy } from '../../src/lib/csp.ts';
import { chunkGraph } from './chunkGraph.ts';
import { firstPaintMiddleware } from './devServer.ts';
import type * as Site from './site.ts';

const PREPAINT_ENTRY = 'src/first-paint/prepaint.ts';
const SITE_ENTRY = 'tooling/build/site.ts';

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

/** Builds the site builder for Node with the site's settings and loads it. */
async function loadSiteBuilder(config: ResolvedConfig, outDir: string): Promise<typeof Site> {
  await build({
    configFile: config.configFile,
    root: config.root,
    logLevel: 'warn',
    build: { ssr: SITE_ENTRY, outDir, emptyOutDir: true, copyPublicDir: false },
  });
  return (await import(pathToFileURL(join(outDir, 'site.js')).href)) as typeof Site;
}

/** True for the site's own build, false for the nested builds the plugin starts. */
const isSiteBuild = (options: { ssr?: unknown; lib?: unknown } | undefined) =>
  !options?.ssr && !options?.lib;

export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'first-paint',
    config(user, { command, isPreview }) {
      if (command === 'build' && isSiteBuild(user.build)) {
        return { build: { manifest: true, rollupOptions: { input: 'src/main.tsx' } } };
      }
      // The dev server serves the documents itself, so there is no index.html
      // to find the app's dependencies from.
      if (command === 'serve' && !isPreview) {
        return { appType: 'custom', optimizeDeps: { entries: ['src/main.tsx'] } };
      }
      return undefined;
    },
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      // Bundled once, and again only after a source file changes: not on every request.
      let prepaint: Promise<string> | null = null;
      const forget = (file: string) => {
        if (file.startsWith(resolve(config.root, 'src'))) prepaint = null;
      };
      server.watcher.on('change', forget).on('add', forget).on('unlink', forget);
      const bundled = () => {
        prepaint ??= bundlePrepaint(config).catch((error: unknown) => {
          prepaint = null;
          throw error;
        });
        return prepaint;
      };
      return () => server.middlewares.use(firstPaintMiddleware(server, bundled));
    },
    async closeBundle() {
      if (config.command !== 'build' || !isSiteBuild(config.build)) return;
      const outDir = resolve(config.root, config.build.outDir);
      const cacheDir = join(config.root, 'node_modules/.cache/first-paint');
      const graph = chunkGraph(
        JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest,
      );
      const prepaint = await bundlePrepaint(config);
      const site = await loadSiteBuilder(config, cacheDir);
      const policy = contentSecurityPolicy({ scriptSha256s: [sha256(prepaint)], styleSha256s: [] });
      const files = await site.buildSite({ graph, prepaint, contentSecurityPolicy: policy });
      for (const file of files) {
        const path = join(outDir, file.path);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, file.content);
      }
      rmSync(cacheDir, { recursive: true, force: true });
      config.logger.info(`first paint: ${files.length} files written to ${outDir}`);
    },
  };
}
