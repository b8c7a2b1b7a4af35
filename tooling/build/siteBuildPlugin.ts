/**
 * The site's build as a Vite plugin. One `vite build` builds the whole
 * site as three environments (Vite's environment API): `client`, what the
 * browser fetches besides the documents (CLIENT_ENTRIES: the stylesheet, the
 * after-paint module, each island; no HTML input: documents are written from
 * data); `prePaint`, the pre-paint script as one classic script to inline;
 * `ssr`, the site builder (siteBuilder.ts, for Node), which renders every page
 * in every language with React. Then it writes the documents of the routing
 * mode. In `vite` (dev) it serves the same documents, rendered on request.
 *
 * This module is loaded with vite.config.ts, so it imports with extensions and
 * keeps to what the config needs; the site builder does the rest.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  build,
  type BuildEnvironmentOptions,
  type Manifest,
  type Plugin,
  type ResolvedConfig,
  type Rolldown,
  type ViteBuilder,
} from 'vite';
import { CLIENT_ENTRIES, PRE_PAINT_ENTRIES } from './chunkGraph.ts';
import { firstPaintMiddleware } from './devServer.ts';
import type * as Site from './siteBuilder.ts';
import type { RoutingMode } from '../../src/lib/siteUrls.ts';

const SITE_ENTRY = 'tooling/build/siteBuilder.ts';
/**
 * Where a build's site builder is bundled to, below the root; removed once the site is
 * written. One folder per build: two builds at once (the bench beside npm test, worktrees
 * sharing node_modules) must not load each other's builder, nor one process's second build
 * (inProcessBuild.ts) the first's, which Node keeps by its address once imported.
 */
let builds = 0;
const siteBuilderDir = () => `node_modules/.cache/first-paint/${process.pid}-${(builds += 1)}`;

/**
 * The pre-paint script's build: one small classic script, kept in memory to
 * inline; a build's documents carry their mode's start alone (every byte of it
 * comes before the first paint), the dev server's both.
 */
function prePaintBuild(routing: RoutingMode | 'either'): BuildEnvironmentOptions {
  return {
    write: false,
    copyPublicDir: false,
    emptyOutDir: false,
    lib: { entry: PRE_PAINT_ENTRIES[routing], formats: ['iife'], name: 'prePaintScript' },
  };
}

/** The script's code from its build output; it is inlined, so it must not close its tag. */
function prePaintCode(output: unknown): string {
  const [first] = Array.isArray(output) ? output : [output];
  const code = (first as Rolldown.RolldownOutput | undefined)?.output[0]?.code.trim();
  if (!code) throw new Error('the pre-paint script bundled to nothing');
  if (/<\/script/i.test(code)) throw new Error('the pre-paint script must not contain "</script"');
  return code;
}

/** The dev server's pre-paint script: the same build options, in a build of its own. */
async function bundlePrePaint(config: ResolvedConfig): Promise<string> {
  const output = await build({
    configFile: config.configFile,
    root: config.root,
    logLevel: 'warn',
    build: prePaintBuild('either'),
  });
  return prePaintCode(output);
}

/** Builds the three environments, then writes every document of the routing mode. */
async function buildSite(builder: ViteBuilder, ownerFolder: string): Promise<void> {
  const { client, prePaint, ssr } = builder.environments;
  if (!client || !prePaint || !ssr) throw new Error('the site needs client, prePaint and ssr');
  const { config } = client;
  const outDir = resolve(config.root, client.config.build.outDir);
  const builderDir = resolve(config.root, ssr.config.build.outDir);
  await builder.build(client);
  const script = prePaintCode(await builder.build(prePaint));
  await builder.build(ssr);
  // The pages' pictures are imported by what the build draws (ssr), not by the client's code:
  // written beside the client's files, at the addresses the pages name.
  const drawnAssets = join(builderDir, 'assets');
  if (existsSync(drawnAssets)) {
    cpSync(drawnAssets, join(outDir, 'assets'), {
      recursive: true,
      force: false,
      filter: (path) => !['.js', '.mjs', '.map'].includes(extname(path)),
    });
  }
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const site = (await import(
    pathToFileURL(join(builderDir, 'siteBuilder.js')).href
  )) as typeof Site;
  const files = await site.buildSite({ manifest, prePaint: script });
  for (const file of files) {
    const path = join(outDir, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
  rmSync(builderDir, { recursive: true, force: true });
  // Said whatever the log level: the build's last word (vite.config.ts quiets the rest).
  const written = relative(config.root, outDir) || '.';
  for (const line of site.builtSummary(ownerFolder, written)) console.log(line);
}

export function siteBuild({
  ownerFolder,
  routing,
}: {
  ownerFolder: string;
  routing: RoutingMode;
}): Plugin {
  let config: ResolvedConfig;
  const builderDir = siteBuilderDir();
  return {
    name: 'site-build',
    config(user, { command, isPreview }) {
      // The dev server's own build of the pre-paint script (bundlePrePaint) is a plain one.
      if (command === 'build' && !user.build?.lib) {
        return {
          builder: {},
          environments: {
            client: { build: { manifest: true, rollupOptions: { input: CLIENT_ENTRIES } } },
            prePaint: { consumer: 'client', build: prePaintBuild(routing) },
            ssr: {
              build: {
                ssr: SITE_ENTRY,
                outDir: builderDir,
                emptyOutDir: true,
                copyPublicDir: false,
                emitAssets: true,
              },
            },
          },
        };
      }
      // The dev server serves the documents itself, so there is no index.html
      // to find the client's dependencies from.
      if (command === 'serve' && !isPreview) {
        return { appType: 'custom', optimizeDeps: { entries: Object.values(CLIENT_ENTRIES) } };
      }
      return undefined;
    },
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      // Bundled once, and again only after a source file changes: not on every request.
      let prePaint: Promise<string> | null = null;
      const forget = (file: string) => {
        if (file.startsWith(resolve(config.root, 'src'))) prePaint = null;
      };
      server.watcher.on('change', forget).on('add', forget).on('unlink', forget);
      const bundled = () => {
        prePaint ??= bundlePrePaint(config).catch((error: unknown) => {
          prePaint = null;
          throw error;
        });
        return prePaint;
      };
      return () => server.middlewares.use(firstPaintMiddleware(server, bundled));
    },
    buildApp: (builder) => buildSite(builder, ownerFolder),
  };
}
