/**
 * The CV files as part of the build: generated once from the content before
 * the site is bundled (the pages show the PDF's size, through the virtual
 * module `virtual:cv-files`), written beside the site's documents, and served
 * by the dev server. Loaded with vite.config.ts, so it imports with extensions.
 */
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import type { Identity } from '../../src/content/identity.ts';
import { ownerContent } from '../build/ownerContentPlugin.ts';
import type * as CvModule from './makeCv.ts';

const VIRTUAL_ID = 'virtual:cv-files';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ENTRY = '/tooling/cv/makeCv.ts';

type CvFile = CvModule.CvFile;

/**
 * One generation per build: each environment of the build (client, pre-paint
 * script, site builder) resolves the config, and so loads this module, afresh,
 * so the result is kept on the process, keyed by what it depends on.
 */
const SHARED = Symbol.for('portfolio.cv-files');
type Shared = { [SHARED]?: Map<string, Promise<CvFile[]>> };

function generate(root: string, identity: Identity, cache: boolean): Promise<CvFile[]> {
  const run = async () => {
    const started = performance.now();
    const { module } = await runnerImport<typeof CvModule>(ENTRY, {
      configFile: false,
      root,
      logLevel: 'error',
      plugins: [ownerContent()],
    });
    const files = await module.makeCvFiles(root, module.siteContent(identity));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`cv: ${files.map((file) => file.path).join(', ')} made in ${seconds} s`);
    return files;
  };
  if (!cache) return run();
  const shared = globalThis as Shared;
  const store = (shared[SHARED] ??= new Map());
  const key = JSON.stringify([root, identity]);
  let files = store.get(key);
  if (!files) {
    files = run();
    store.set(key, files);
  }
  return files;
}

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  json: 'application/json; charset=utf-8',
};

export function cvFiles(identity: Identity): Plugin {
  let config: ResolvedConfig;
  const files = () => generate(config.root, identity, config.command === 'build');
  return {
    name: 'cv-files',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const sizes = Object.fromEntries(
        (await files()).map((file) => [file.path, file.content.byteLength]),
      );
      return `export const CV_FILE_SIZES = ${JSON.stringify(sizes)};`;
    },
    async generateBundle(options) {
      // The client environment only: the pre-paint script and the site builder write no site files.
      if (config.build.ssr || config.build.lib || options.format !== 'es') return;
      for (const file of await files()) {
        this.emitFile({ type: 'asset', fileName: file.path, source: file.content });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]?.slice(config.base.length);
        if (!path || !/^(cv\/.+\.pdf|resume\.[a-z]+\.json)$/.test(path)) return next();
        void files().then((all) => {
          const file = all.find((candidate) => candidate.path === path);
          if (!file) return next();
          response.setHeader('content-type', TYPES[path.split('.').pop() ?? ''] ?? '');
          response.end(file.content);
        }, next);
      });
    },
  };
}
