/**
 * Chromium as every browser tool runs it (the Playwright tests, check:looks,
 * npm run template:screenshots, the bench, the font-shift proof): which binary, with which
 * flags for a sandboxed, offline machine.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/** The variable that names another Chromium; an entry point passes its environment. */
export interface ChromiumChoice {
  CHROMIUM_PATH?: string | undefined;
}

/**
 * What a Chromium is launched for: the checks (tests, check:looks, check:variants, the dev
 * tools) or timing a visitor's browser (the bench).
 */
export type ChromiumUse = 'checks' | 'visitor';

/**
 * Debian's binaries by use. The checks take Debian's headless build of the same Chromium
 * (package chromium-headless-shell) where it is installed: the same engine without the
 * browser's shell, the browser stage in about 60 % of the CPU (docs/decisions/test-time.md).
 * The bench times the browser a visitor runs.
 */
const DEBIAN_BINARIES: Record<ChromiumUse, string[]> = {
  checks: ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'],
  visitor: ['/usr/bin/chromium'],
};

/** CHROMIUM_PATH, then Debian's; none: Playwright's own, where it is installed. */
export function chromiumExecutable(
  { CHROMIUM_PATH }: ChromiumChoice,
  use: ChromiumUse = 'checks',
): string | undefined {
  const candidates = [CHROMIUM_PATH, ...DEBIAN_BINARIES[use]];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

/** No background traffic to hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The tools' Chromium (the tests' is launched by Playwright from the same two). */
export async function launchChromium(choice: ChromiumChoice): Promise<Browser> {
  const executablePath = chromiumExecutable(choice);
  if (!executablePath)
    throw new Error('no Chromium: set CHROMIUM_PATH or install /usr/bin/chromium');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
