/**
 * What a build ends with, its other output quiet (vite.config.ts): what it
 * built from (the owner's folder, or the sample's while owner/ is missing) and
 * into, and how to see it. The preview server then prints each language's
 * address (tooling/serve.ts).
 */
import type { RoutingMode } from '../../src/lib/siteUrls';
import { previewCommand } from '../lib/previewAddresses';

export interface BuiltSite {
  /** Below the repository: 'owner', 'sample-owner'. */
  ownerFolder: string;
  /** Below the repository: 'dist', 'dist-path'. */
  outDir: string;
  mode: RoutingMode;
  languages: readonly string[];
  base: string;
}

export function buildSummary({ ownerFolder, outDir, mode, languages, base }: BuiltSite): string[] {
  const urls = mode === 'hash' ? 'hash URLs' : 'path URLs';
  const see =
    base === '/'
      ? `See it: ${previewCommand(outDir)}, which prints the address of each language.`
      : `See it where it is published: its addresses begin with ${base}, which ${previewCommand(outDir)} does not serve (build without BASE_PATH to look at it here).`;
  return [
    `Site built from ${ownerFolder}/ into ${outDir}/ (${languages.join(', ')}; ${urls}).`,
    see,
  ];
}
