/**
 * The site builder, bundled for Node by the first-paint plugin (so it reads
 * the app's modules, translations and assets exactly as the app does): every
 * document, fragment and crawler file of one publishing mode.
 */
import { site } from '../../src/content/site';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '../../src/lib/language';
import { hashSite } from './hashSite';
import { pathSite } from './pathSite';
import { noscriptLines, renderPage } from '../../src/server';
import type { OutputFile, SiteInput } from './siteInput';

export { devDocument } from './devDocument';
export { renderPage };
export type { OutputFile };

export async function buildSite(
  input: Omit<
    SiteInput,
    'render' | 'siteUrl' | 'base' | 'languages' | 'fallbackLanguage' | 'noscript'
  >,
): Promise<OutputFile[]> {
  const own = {
    ...input,
    languages: SUPPORTED_LANGUAGES,
    fallbackLanguage: FALLBACK_LANGUAGE,
    base: site.basePath,
    siteUrl: site.siteUrl,
    render: renderPage,
  };
  // One line per language the site is built in, from the translations.
  const full: SiteInput = { ...own, noscript: await noscriptLines(own.languages) };
  return site.routing === 'path' ? pathSite(full) : hashSite(full);
}
