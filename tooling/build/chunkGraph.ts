/**
 * The chunk graph, read once from Vite's manifest: what the browser fetches
 * besides the documents, by the client entries' names (siteBuildPlugin.ts):
 * the site's stylesheet, the after-paint module, each island's module. The
 * build writes it into the first-paint data; the size check measures it.
 */
import type { Manifest, ManifestChunk } from 'vite';

/**
 * The pre-paint script's entry by the routing it starts: a build's mode, or either (the dev
 * server). Bundled apart and inlined in each document (siteBuildPlugin.ts), not a chunk.
 */
export const PRE_PAINT_ENTRIES = {
  hash: 'src/first-paint/prePaintHash.ts',
  path: 'src/first-paint/prePaintPath.ts',
  either: 'src/first-paint/prePaintEither.ts',
} as const;

/** The entry whose CSS every document links (its script is empty and never fetched). */
export const STYLESHEET_ENTRY = 'stylesheet';
/** The module every page loads once it has painted. */
export const AFTER_PAINT_ENTRY = 'after-paint';
/** Hash mode's page changes, asked for as the page starts. */
export const NAVIGATION_ENTRY = 'navigation';

/**
 * The client's entries (siteBuildPlugin.ts builds them), by the name their
 * files take: the site's stylesheet, the after-paint module, hash mode's
 * navigation module, and each island
 * by its name (src/islands/).
 */
export const CLIENT_ENTRIES = {
  [STYLESHEET_ENTRY]: 'src/stylesheet.ts',
  [AFTER_PAINT_ENTRY]: 'src/after-paint/index.ts',
  [NAVIGATION_ENTRY]: 'src/first-paint/hashNavigation.ts',
  'performance-chart': 'src/islands/chart/performanceChart.ts',
} as const;

export interface ChunkGraph {
  /** The stylesheets every document links. */
  css: string[];
  /** The after-paint module's file, then the files it imports (at once, directly or not). */
  afterPaint: string[];
  /** The navigation module's file, then the files it imports. */
  navigation: string[];
  /** Each island's module, by the island's name: every other entry. */
  islands: Record<string, string>;
  /** Every JavaScript file in the build, with the files it imports at once and on demand. */
  files: Record<string, { imports: string[]; dynamicImports: string[] }>;
}

/** The chunk graph of a build (the client's entries named as siteBuildPlugin.ts names them). */
export function chunkGraph(manifest: Manifest): ChunkGraph {
  const chunks = Object.values(manifest);
  const fileOf = (key: string) => manifest[key]?.file;
  const entries = new Map(
    chunks.flatMap((chunk): [string, ManifestChunk][] =>
      chunk.isEntry && chunk.name ? [[chunk.name, chunk]] : [],
    ),
  );
  const entry = (name: string) => {
    const chunk = entries.get(name);
    if (!chunk) throw new Error(`the manifest has no entry named ${name}`);
    entries.delete(name);
    return chunk;
  };
  const stylesheet = entry(STYLESHEET_ENTRY);
  const afterPaint = entry(AFTER_PAINT_ENTRY);
  const navigation = entry(NAVIGATION_ENTRY);

  const files: ChunkGraph['files'] = {};
  for (const chunk of chunks) {
    if (!chunk.file.endsWith('.js')) continue;
    files[chunk.file] = {
      imports: (chunk.imports ?? []).flatMap((key) => fileOf(key) ?? []),
      dynamicImports: (chunk.dynamicImports ?? []).flatMap((key) => fileOf(key) ?? []),
    };
  }
  /** The files a chunk imports statically, directly or not. */
  const importsOf = (chunk: ManifestChunk, seen = new Set<string>()): Set<string> => {
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported || seen.has(imported.file)) continue;
      seen.add(imported.file);
      importsOf(imported, seen);
    }
    return seen;
  };
  return {
    css: stylesheet.css ?? [],
    afterPaint: [afterPaint.file, ...importsOf(afterPaint)],
    navigation: [navigation.file, ...importsOf(navigation)],
    islands: Object.fromEntries([...entries].map(([name, chunk]) => [name, chunk.file])),
    files,
  };
}
