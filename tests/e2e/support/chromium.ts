import { existsSync } from 'node:fs';

/** Chromium for browser tests: CHROMIUM_PATH, then Debian's, then Playwright's own. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

/** Flags for a sandboxed, offline machine: no background traffic to hosts we cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
