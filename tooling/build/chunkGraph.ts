/**
 * The chunk graph, read once from Vite's manifest: the entry and what it
 * imports at once, each page's own code, and each translation chunk. The
 * build writes it into the pre-paint data; the size check measures it.
 */
import type { Manifest, ManifestChunk } from 'vite';
import type { RouteKey } from '../../src/lib/routes.ts';

export interface ChunkGraph {
  /** The entry module's file. */
  entry: string;
  /**
   * Every file the app needs to start: what the entry imports statically and
   * what it loads in its start-up steps (its own dynamic imports), directly or
   * not. The pre-paint script fetches them all at once.
   */
  entryImports: string[];
  /** The stylesheets the entry brings. */
  css: string[];
  /** Per page: its chunk and the files it imports statically that the entry does not. */
  pages: Record<RouteKey, string[]>;
  /** Per language and namespace: the translation chunk (languages bundled in the entry have none). */
  strings: Record<string, Record<string, string>>;
  /** Every JavaScript file in the build, with the files it imports at once and on demand. */
  files: Record<string, { imports: string[]; dynamicImports: string[] }>;
}

/** `src/pages/<key>/<Name>Page.tsx` serves route `key` (see src/app/pageModules.ts), if the site has it. */
export function routeKeyOfPageModule(
  source: string,
  routeKeys: readonly RouteKey[],
): RouteKey | null {
  const folder = /^src\/pages\/([^/]+)\/[A-Za-z]+Page\.tsx$/.exec(source)?.[1];
  return routeKeys.find((key) => key === folder) ?? null;
}

/** `src/locales/<language>/<namespace>.json`. */
function localeOf(source: string): { language: string; namespace: string } | null {
  const match = /^src\/locales\/([^/]+)\/([^/]+)\.json$/.exec(source);
  return match?.[1] && match[2] ? { language: match[1], namespace: match[2] } : null;
}

/** The chunk graph of a build of a site with these pages (the site model's `routeKeys`). */
export function chunkGraph(manifest: Manifest, routeKeys: readonly RouteKey[]): ChunkGraph {
  const chunks = Object.entries(manifest);
  const fileOf = (key: string) => manifest[key]?.file;
  /** The chunks a chunk imports statically, directly or not. */
  const staticImports = (start: ManifestChunk, seen = new Map<string, ManifestChunk>()) => {
    for (const key of start.imports ?? []) {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) continue;
      seen.set(chunk.file, chunk);
      staticImports(chunk, seen);
    }
    return seen;
  };

  const entries = chunks.filter(([, chunk]) => chunk.isEntry).map(([, chunk]) => chunk);
  const entry = entries[0];
  if (!entry || entries.length !== 1) {
    throw new Error(`the manifest must have exactly one entry, found ${entries.length}`);
  }
  const entryImports = staticImports(entry);
  for (const key of entry.dynamicImports ?? []) {
    const step = manifest[key];
    if (!step || entryImports.has(step.file)) continue;
    entryImports.set(step.file, step);
    staticImports(step, entryImports);
  }
  entryImports.delete(entry.file);
  const loadedWithEntry = new Set([entry.file, ...entryImports.keys()]);
  const pages = {} as Record<RouteKey, string[]>;
  const strings: Record<string, Record<string, string>> = {};
  for (const [key, chunk] of chunks) {
    const source = chunk.src ?? key;
    const routeKey = routeKeyOfPageModule(source, routeKeys);
    if (routeKey) {
      const own = [...staticImports(chunk).keys()].filter((file) => !loadedWithEntry.has(file));
      pages[routeKey] = [chunk.file, ...own];
    }
    const locale = localeOf(source);
    if (locale) (strings[locale.language] ??= {})[locale.namespace] = chunk.file;
  }
  const missing = routeKeys.filter((key) => !pages[key]);
  if (missing.length > 0)
    throw new Error(`no page chunk in the manifest for ${missing.join(', ')}`);

  const files: ChunkGraph['files'] = {};
  for (const [, chunk] of chunks) {
    if (!chunk.file.endsWith('.js')) continue;
    files[chunk.file] = {
      imports: (chunk.imports ?? []).flatMap((key) => fileOf(key) ?? []),
      dynamicImports: (chunk.dynamicImports ?? []).flatMap((key) => fileOf(key) ?? []),
    };
  }
  return {
    entry: entry.file,
    entryImports: [...entryImports.keys()],
    css: [entry, ...entryImports.values()].flatMap((chunk) => chunk.css ?? []),
    pages,
    strings,
    files,
  };
}
