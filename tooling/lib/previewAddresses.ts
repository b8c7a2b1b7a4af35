/**
 * Where to look at a build served on this machine (`npm run preview`), one
 * address per language: in hash mode with `?lng=`, which the language
 * detection reads first; in path mode at each language's prefix, the first
 * language's included (its prefix leads to its unprefixed pages). Said by the
 * preview server and, as the command to run, by the build.
 */
import type { RoutingMode } from '../../src/lib/siteUrls';
import { hashAddress } from '../../src/lib/siteUrls';

/** Each language's home page below the served address ('http://127.0.0.1:4173/'). */
export function languageAddresses(
  served: string,
  mode: RoutingMode,
  languages: readonly string[],
): { language: string; url: string }[] {
  const root = served.endsWith('/') ? served.slice(0, -1) : served;
  return languages.map((language) => ({
    language,
    url:
      mode === 'hash'
        ? `${root}${hashAddress('/', language).replace(/#\/$/, '')}`
        : `${root}/${language}/`,
  }));
}

/** The command that serves a build folder: `npm run preview`, naming the folder unless it is dist/. */
export function previewCommand(outDir: string): string {
  return outDir === 'dist' ? 'npm run preview' : `DIST_DIR=${outDir} npm run preview`;
}
