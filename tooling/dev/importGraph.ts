/**
 * The repository's import graph, read from the files' text: which tracked
 * files a file imports (static and dynamic imports, re-exports, the files an
 * `import.meta.glob` takes in). Relative specifiers only: packages and
 * `virtual:` modules are not files of the tree. linesByRole.ts follows it from
 * the site's entries; importGraph.test.ts finds the cycles in it (no-cycle in
 * a lint rule re-read every file's imports per file: half of ESLint's time).
 * A type-only import counts: TypeScript erases it, but the two modules'
 * declarations still lean on each other, and neither reads alone.
 */
import { dirname, join, normalize } from 'node:path';

export interface CodeFile {
  /** Below the repository's root, with forward slashes. */
  path: string;
  text: string;
}

/** Every module specifier a file names, `import type` included. */
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
/** The files an `import.meta.glob` pattern takes in. */
const GLOB = /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g;

/** The tracked file a relative specifier names: with or without its extension, or its folder's index. */
function resolved(from: string, specifier: string, known: ReadonlySet<string>): string[] {
  if (!specifier.startsWith('.')) return [];
  const base = normalize(join(dirname(from), specifier.split('?')[0] ?? '')).replaceAll('\\', '/');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.filter((candidate) => known.has(candidate)).slice(0, 1);
}

/** The tracked files a glob pattern matches (`*` within a folder). */
function globbed(from: string, pattern: string, known: ReadonlySet<string>): string[] {
  const base = normalize(join(dirname(from), pattern)).replaceAll('\\', '/');
  const matcher = new RegExp(
    `^${base.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`,
  );
  return [...known].filter((path) => matcher.test(path));
}

/** The files `file` imports among `known`. */
export function importsOf(file: CodeFile, known: ReadonlySet<string>): string[] {
  const imported: string[] = [];
  for (const [, specifier = '', dynamic = ''] of file.text.matchAll(SPECIFIER)) {
    imported.push(...resolved(file.path, specifier || dynamic, known));
  }
  for (const [, pattern = ''] of file.text.matchAll(GLOB)) {
    imported.push(...globbed(file.path, pattern, known));
  }
  return imported;
}

/**
 * The import cycles among `files`, type-only imports included: each a strongly connected
 * set of files (Tarjan's algorithm), or a file importing itself, sorted.
 */
export function importCycles(files: readonly CodeFile[]): string[][] {
  const known = new Set(files.map((file) => file.path));
  const edges = new Map(files.map((file) => [file.path, importsOf(file, known)]));
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (path: string): void => {
    index.set(path, index.size);
    lowest.set(path, index.get(path) ?? 0);
    stack.push(path);
    onStack.add(path);
    for (const next of edges.get(path) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(path, Math.min(lowest.get(path) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowest.set(path, Math.min(lowest.get(path) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowest.get(path) !== index.get(path)) return;
    const members: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      members.push(top);
      if (top === path) break;
    }
    if (members.length > 1 || edges.get(path)?.includes(path)) cycles.push(members.sort());
  };
  for (const path of known) if (!index.has(path)) visit(path);
  return cycles;
}
