/**
 * `npm run template:lockfile`: adds to package-lock.json the platform packages
 * (native bindings such as @tailwindcss/oxide-darwin-arm64) that npm left out
 * because the registry it ran against lacked them.
 *
 * Why: `npm ci` rebuilds the tree from package.json and refuses a lockfile that
 * misses any package of it ("Missing: … from lock file"), even one for another
 * platform. npm writes every platform's bindings only when the registry serves
 * them; the registry copy on the development machine does not, so a lockfile
 * written there fails `npm ci` on a clean runner. npm ci compares names and
 * versions only, and skips a package whose lockfile entry names another os, cpu
 * or libc, so an entry with those fields is enough. The fields come from the
 * package's name, which these bindings spell as <os>-<cpu>[-<abi>]. Entries
 * npm wrote itself (with their integrity) are left alone.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
  [field: string]: unknown;
}

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'riscv64', 's390x', 'ppc64', 'loong64', 'wasm32'];

/** os, cpu and libc of a binding package, read from its name; null if the name says no platform. */
export function platformOfName(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.slice(name.lastIndexOf('/') + 1).split('-');
  const cpu = parts.find((part) => CPU.includes(part));
  if (!cpu) return null;
  // WebAssembly builds run anywhere Node does: npm gates them on cpu alone.
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  const os = parts.find((part) => OS.includes(part));
  if (!os) return null;
  const abi = parts.at(-1) ?? '';
  const libc = os !== 'linux' ? undefined : /musl/.test(abi) ? 'musl' : 'glibc';
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

/** Adds the missing optional platform packages; returns the names added. */
export function completeLockfile(lock: Lockfile): string[] {
  const added: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `${path === '' ? '' : `${path}/`}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[key] ?? lock.packages[hoisted]) continue;
      const platform = platformOfName(name);
      // Only exact versions of platform bindings: anything else needs the registry.
      if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue;
      lock.packages[hoisted] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    // npm's own order, so the next npm install leaves the file as it is.
    Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')),
  );
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { file: { type: 'string', default: 'package-lock.json' } },
  });
  const file = values.file;
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
  const added = completeLockfile(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length ? `Added to ${file}:\n  ${added.join('\n  ')}` : `${file} was complete.`,
  );
}
