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
import { loadOwner, ownerFolder, type OwnerFolder } from '../owner/load.ts';
import { shareImages, type ShareImage } from '../share/shareImage.ts';
import type { SiteConfig } from './siteConfig.ts';
import { pageShareCards } from './shareCards.ts';

const CACHE_DIR = 'node_modules/.cache/share-images';

/**
 * One drawing per build: each environment of the build resolves the config,
 * and so loads this module, afresh, so the promise is kept on the process,
 * keyed by what it depends on (as tooling/cv/cvPlugin.ts does).
 */
const SHARED = Symbol.for('portfolio.share-images');
type Shared = { [SHARED]?: Map<string, Promise<ShareImage[]>> };

function draw(root: string, folder: OwnerFolder, siteUrl: string, log: (message: string) => void) {
  const run = async () => {
    const started = performance.now();
    const cards = await pageShareCards(loadOwner(folder).owner, folder, siteUrl, root);
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
  };
  const store = ((globalThis as Shared)[SHARED] ??= new Map());
  const key = JSON.stringify([root, folder.path, siteUrl]);
  let images = store.get(key);
  if (!images) {
    images = run();
    store.set(key, images);
  }
  return images;
}

export function shareImageFiles(
  site: Pick<SiteConfig, 'siteUrl' | 'pageShareImages'>,
  folder: OwnerFolder = ownerFolder(),
): Plugin {
  let config: ResolvedConfig;
  // The client environment only: the pre-paint script and the site builder write no site files.
  const clientBuild = () =>
    site.pageShareImages && config.command === 'build' && !config.build.ssr && !config.build.lib;
  const images = () =>
    draw(config.root, folder, site.siteUrl, (message) => config.logger.info(message));
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
