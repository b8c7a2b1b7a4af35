/**
 * Link previews per page (owner/site.json `"shareImages": "per-page"`, path
 * mode): the client build draws one 1200 × 630 PNG per route and language
 * (shareCards.ts, tooling/share/) and writes each where the page's head names
 * it (src/lib/siteFiles.ts), reusing every image whose content has not changed
 * from node_modules/.cache/share-images. Loaded with vite.config.ts, so it
 * imports with extensions.
 */
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { pageShareImages } from '../../src/lib/siteFiles.ts';
import { oncePerProcess } from '../lib/oncePerProcess.ts';
import { shareImages } from '../share/shareImage.ts';
import type { BuildContext } from './buildContext.ts';
import { pageShareCards } from './shareCards.ts';

const CACHE_DIR = 'node_modules/.cache/share-images';

/** One drawing per build, though each of its environments loads the plugins afresh. */
function draw(context: BuildContext, root: string, log: (message: string) => void) {
  return oncePerProcess(`share-images ${context.key}`, async () => {
    const started = performance.now();
    const cards = await pageShareCards(context.owner, context.folder, context.siteUrl, root);
    const images = await shareImages(cards, resolve(root, CACHE_DIR)).catch((error: unknown) => {
      throw new Error(
        `share images: ${(error as Error).message}. The cards draw with the latin subset of the look's faces (docs/decisions/share-images.md); "shareImages": "site" in site.json keeps one image`,
      );
    });
    const drawn = images.filter((image) => !image.reused).length;
    const bytes = images.reduce((sum, image) => sum + image.png.byteLength, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      `share images: ${images.length} (${drawn} drawn, ${images.length - drawn} reused from ${CACHE_DIR}) in ${seconds} s, ${Math.round(bytes / 1000)} kB`,
    );
    return images;
  });
}

export function shareImageFiles(context: BuildContext): Plugin {
  let config: ResolvedConfig;
  // The client environment only: the pre-paint script and the site builder write no site files.
  const clientBuild = () =>
    pageShareImages(context.model.shareImages, context.routing) &&
    config.command === 'build' &&
    !config.build.ssr &&
    !config.build.lib;
  const images = () => draw(context, config.root, (message) => config.logger.info(message));
  return {
    name: 'share-images',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      // Drawn while the app is bundled; a failure is reported where the images are awaited.
      if (clientBuild()) images().catch(() => undefined);
    },
    async generateBundle(options) {
      if (!clientBuild() || options.format !== 'es') return;
      for (const image of await images()) {
        this.emitFile({ type: 'asset', fileName: image.fileName, source: image.png });
      }
    },
  };
}
