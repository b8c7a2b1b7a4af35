import { defineConfig } from '@playwright/test';
import type { RoutingMode } from './src/lib/siteUrls';
import { CHROMIUM_ARGS, chromiumExecutable } from './tests/support/browser';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const executablePath = chromiumExecutable();

/** The two publishing modes: the hash site in dist/, the path site in dist-path/ (npm run build:all). */
const SITES: Record<RoutingMode, { port: number; dist: string }> = {
  hash: { port: PORT, dist: process.env.DIST_DIR ?? 'dist' },
  path: { port: PORT + 1, dist: process.env.DIST_PATH_DIR ?? 'dist-path' },
};

const MOBILE = { viewport: { width: 375, height: 812 }, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './tests/e2e',
  // Separate folders let several runs (DIST_DIR, E2E_PORT, E2E_OUTPUT) share a machine.
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['line']] : [['list']],
  use: {
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Every test runs against both sites, at 375 px and 1280 px, but for its tags:
  // @narrow / @wide pick a width; @hash / @path a site, where what is tested
  // exists in one mode only; @sweep marks the long sweeps over every route and
  // state, which check what both modes render alike and run once, on the hash site.
  projects: (['hash', 'path'] as const).flatMap((routing) => {
    const base = { baseURL: `http://127.0.0.1:${SITES[routing].port}/`, routing };
    const other = routing === 'hash' ? '@path' : '@hash|@sweep';
    const prefix = routing === 'hash' ? '' : 'path-';
    return [
      {
        name: `${prefix}mobile`,
        grepInvert: new RegExp(`@wide|${other}`),
        use: { ...MOBILE, ...base },
      },
      {
        name: `${prefix}desktop`,
        grepInvert: new RegExp(`@narrow|${other}`),
        use: { ...DESKTOP, ...base },
      },
    ];
  }),
  // The production builds, as visitors get them (npm run test:e2e builds first).
  webServer: Object.values(SITES).map(({ port, dist }) => ({
    command: `npx tsx scripts/serve.ts --port ${port}`,
    env: { DIST_DIR: dist },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
