/**
 * The site builder, bundled for Node by the site build plugin (so it reads
 * the pages, translations and assets as Vite resolves them): every document,
 * fragment and crawler file of one publishing mode.
 */
import { createHash } from 'node:crypto';
import { published } from '../../src/content/published';
import { SITE_MODEL } from '../../src/content/siteModel';
import { contentSecurityPolicy } from '../../src/lib/csp';
import type { Manifest } from 'vite';
import { fonts, themeColor } from 'virtual:owner/look';
import { buildSummary } from './buildSummary';
import { chunkGraph } from './chunkGraph';
import { hashSite } from './hashSite';
import { pathSite } from './pathSite';
import { noscriptLines, renderPage } from '../../src/server';
import type { OutputFile, SiteInput } from './siteInput';

export { devDocument } from './devDocument';
export { renderPage };
export type { OutputFile };

/** The build's last lines, for the site this builder writes (buildSummary.ts). */
export function builtSummary(ownerFolder: string, outDir: string): string[] {
  return buildSummary({
    ownerFolder,
    outDir,
    mode: published.routing,
    languages: SITE_MODEL.languageCodes,
    base: published.basePath,
  });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

export async function buildSite({
  manifest,
  prePaint,
}: {
  manifest: Manifest;
  prePaint: string;
}): Promise<OutputFile[]> {
  const full: SiteInput = {
    // One line per language the site is built in, from the translations.
    noscript: await noscriptLines(SITE_MODEL.languageCodes),
    graph: chunkGraph(manifest),
    prePaint,
    // The pre-paint script is the one inline script; images come from the hosts the model allows.
    contentSecurityPolicy: contentSecurityPolicy({
      scriptSha256s: [sha256(prePaint)],
      styleSha256s: [],
      imageHosts: SITE_MODEL.imageHosts,
    }),
    model: SITE_MODEL,
    look: { fonts, themeColor },
    base: published.basePath,
    siteUrl: published.siteUrl,
    render: renderPage,
  };
  return published.routing === 'path' ? pathSite(full) : hashSite(full);
}
