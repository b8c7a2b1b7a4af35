/**
 * The CV files as part of the build: generated once from the build's context
 * before the site is bundled (the pages show the PDF's size, through the
 * virtual module `virtual:cv-files`), written beside the site's documents, and
 * served by the dev server. Loaded with vite.config.ts, so it imports with extensions.
 */
import type { Plugin, ResolvedConfig } from 'vite';
import { isCvPdf, isResume } from '../../src/lib/cvFiles.ts';
import type { BuildContext } from '../build/buildContext.ts';
import { oncePerProcess } from '../lib/oncePerProcess.ts';
import { makeCvFiles, type CvFile, type CvOptions } from './makeCv.ts';

const VIRTUAL_ID = 'virtual:cv-files';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Both files of every language (or the PDFs `pdfLanguages` names), from the build's context, in its look. */
async function generate(context: BuildContext, pdfLanguages: CvPdfs): Promise<CvFile[]> {
  const started = performance.now();
  // The context's strings are as written: the PDF breaks its own lines, and a JSON Resume is data.
  const files = await makeCvFiles(context, { pdfLanguages });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`cv: ${files.map((file) => file.path).join(', ')} made in ${seconds} s`);
  return files;
}

/** The languages whose PDF a build makes (makeCv.ts's CvOptions): every one's unless named. */
export type CvPdfs = CvOptions['pdfLanguages'];

export function cvFiles(context: BuildContext, pdfLanguages?: CvPdfs): Plugin {
  let config: ResolvedConfig;
  // Once per build, though each of its environments loads the plugins afresh, and once for both
  // modes of one owner built in one process (the CV reads neither the routing nor the soft
  // hyphens); the dev server makes them again for each request, from the content as it is.
  const { root, folder, published } = context;
  const files = () =>
    config.command === 'build'
      ? oncePerProcess(
          `cv-files ${JSON.stringify([root, folder.path, published, pdfLanguages])}`,
          () => generate(context, pdfLanguages),
        )
      : generate(context, pdfLanguages);
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
      // Its own config: a build in process shares this plugin between its environments.
      const { build } = this.environment.config;
      if (build.ssr || build.lib || options.format !== 'es') return;
      for (const file of await files()) {
        this.emitFile({ type: 'asset', fileName: file.path, source: file.content });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]?.slice(config.base.length);
        if (!path || !(isCvPdf(path) || isResume(path))) return next();
        void files().then((all) => {
          const file = all.find((candidate) => candidate.path === path);
          if (!file) return next();
          const type = isCvPdf(path) ? 'application/pdf' : 'application/json; charset=utf-8';
          response.setHeader('content-type', type);
          response.end(file.content);
        }, next);
      });
    },
  };
}
