/**
 * Installs the bench's own package (bench/package.json: Lighthouse CI, its one
 * Lighthouse, chrome-launcher, devtools-protocol) when bench/node_modules is
 * missing or older than bench/package-lock.json. `npm run bench` and `npm run
 * bench:tasks` run it first, so the site's `npm ci` never installs the bench
 * and a fresh clone's first bench run installs it once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bench = fileURLToPath(new URL('.', import.meta.url));
/** npm writes this when it installs: its age is the install's. */
const installed = join(bench, 'node_modules', '.package-lock.json');
const lockfile = join(bench, 'package-lock.json');

const npm = (command: string) =>
  execFileSync('npm', [command, '--prefix', bench, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
  process.stderr.write("bench: installing the bench's own dependencies (npm ci --prefix bench)\n");
  try {
    npm('ci');
  } catch {
    // Lighthouse's trace engine asks for third-party-web@latest: once a newer one is
    // published, npm ci refuses the lockfile. npm install brings it up to date.
    process.stderr.write('bench: npm ci refused bench/package-lock.json; npm install updates it\n');
    npm('install');
  }
}
