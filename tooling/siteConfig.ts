/**
 * The site's Vite config, made from a build's context: vite.config.ts gives it the context its
 * environment asks for; buildFromContext (harness/ownerBuilds.ts) gives it another owner's, so both
 * build the same site by one config. Loaded with vite.config.ts, so it imports with extensions.
 */
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { BuildContext } from './build/buildContext.ts';
import { siteBuild } from './build/siteBuildPlugin.ts';
import { ownerContent } from './build/ownerContentPlugin.ts';
import { cvFiles, type CvPdfs } from './cv/cvPlugin.ts';

/**
 * `cvPdfs`: the languages whose CV PDF is made, every one's unless named (check:variants
 * builds owners whose checks read one PDF at most: buildFromContext).
 */
export function siteConfig(
  context: BuildContext,
  command: 'build' | 'serve',
  cvPdfs?: CvPdfs,
): UserConfig {
  return {
    base: context.published.basePath,
    // A build says what the owner must act on and where the site is (siteBuild's last lines),
    // not each file it wrote.
    logLevel: command === 'build' ? 'warn' : 'info',
    define: {
      'import.meta.env.VITE_ROUTING': JSON.stringify(context.routing),
      // The year pages were prerendered in: hydration renders it, then today's.
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    },
    // ownerContent serves the owner's folder to the others (ownerContentPlugin.ts); siteBuild
    // writes the documents and prerendered pages after the bundle (siteBuildPlugin.ts); cvFiles
    // the CV's PDF and JSON Resume from the same content (tooling/cv/).
    plugins: [
      ownerContent(context),
      react(),
      tailwindcss(),
      siteBuild({ ownerFolder: context.folder.name, routing: context.routing }),
      cvFiles(context, cvPdfs),
    ],
    build: {
      target: 'es2022',
      // Images stay files: inlined as base64 they would weigh down the page chunks
      // and could not be lazy-loaded.
      assetsInlineLimit: 0,
      reportCompressedSize: false,
      // The timings of each plugin are for the template's maintainers (bench/), not every build.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: false },
  };
}
