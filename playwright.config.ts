import { defineConfig } from '@playwright/test';
import type { RoutingMode } from './src/lib/siteUrls';
import type { BuildEnv } from './tooling/build/environment';
import { CHROMIUM_ARGS, chromiumExecutable } from './tooling/harness/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const executablePath = chromiumExecutable(process.env);

/**
 * The two publishing modes: the hash site in dist/, the path site in dist-path/ (npm run build:all).
 * This config is the browser tests' entry point, the one that reads their environment: the
 * support modules (tests/e2e/support/) take the builds' folders and the sample's build from it.
 */
export const SITES: Record<RoutingMode, { port: number; dist: string }> = {
  hash: { port: PORT, dist: process.env.DIST_DIR ?? 'dist' },
  path: { port: PORT + 1, dist: process.env.DIST_PATH_DIR ?? 'dist-path' },
};

/**
 * The environment the tests' builds were made in: the address it publishes the sample at
 * (SITE_URL, BASE_PATH), which support/sampleContent.ts reads the sample's content by (the
 * owner's folder is always the sample, the mode the project's).
 */
export const BUILD_ENVIRONMENT: BuildEnv = {
  SITE_URL: process.env.SITE_URL,
  BASE_PATH: process.env.BASE_PATH,
};

/**
 * The file the global setup wrote the sample's content to, for the workers, which start after
 * it and inherit the runner's environment; unset in the runner, which reads the content itself
 * (globalSetup.ts, support/sampleContent.ts).
 */
const SAMPLE_CONTENT_VARIABLE = 'E2E_SAMPLE_CONTENT';
export const SAMPLE_CONTENT_FILE = process.env[SAMPLE_CONTENT_VARIABLE];
export function passSampleContentToWorkers(file: string): void {
  process.env[SAMPLE_CONTENT_VARIABLE] = file;
}

/**
 * The phone the mobile projects are. A test of the path site on a phone uses it itself
 * (`test.use(MOBILE)`) in path-desktop, so that no project is started for a few tests.
 */
export const MOBILE = { viewport: { width: 375, height: 812 }, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The site a project runs against. */
const on = (routing: RoutingMode) => ({
  baseURL: `http://127.0.0.1:${SITES[routing].port}/`,
  routing,
});

/** Specs of the prerendered first paint, which differs by build and width. */
const FIRST_PAINT = String.raw`first-paint\.spec\.ts`;
const EARLY_TAPS = String.raw`early-taps\.spec\.ts`;
const EVERYWHERE = `${FIRST_PAINT}|${EARLY_TAPS}`;

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
  // Each test runs once, where it can fail, chosen by tags (README, Tests):
  // - every test runs on the hash site at 1280 px (desktop), but for @narrow / @path;
  // - at 375 px (mobile) only what depends on the width: @narrow, @widths;
  // - on the path site only what depends on the address: @routing, @path (at 1280 px; a
  //   test on a phone there says so with test.use(MOBILE));
  // - @hash: the hash site only; @wide: 1280 px only; @sweep: the long sweeps, hash site only.
  // first-paint and early-taps test the prerendered pages of each build: both sites (early-taps
  // picks the width by its tags; path-mobile is its tap on the path site's phone, which reads
  // the project's touch).
  projects: [
    {
      name: 'desktop',
      grepInvert: /@narrow|@path/,
      use: { ...DESKTOP, ...on('hash') },
    },
    {
      name: 'mobile',
      grep: new RegExp(`@narrow|@widths|${EVERYWHERE}`),
      grepInvert: /@wide|@path/,
      use: { ...MOBILE, ...on('hash') },
    },
    {
      name: 'path-desktop',
      grep: new RegExp(`@routing|@path|${EVERYWHERE}`),
      grepInvert: /@narrow|@hash|@sweep/,
      use: { ...DESKTOP, ...on('path') },
    },
    {
      name: 'path-mobile',
      // Both an address and a width matter (a lookahead for each), or an early tap.
      grep: new RegExp(`^(?=.*(@routing|@path))(?=.*(@narrow|@widths))|${EARLY_TAPS}`),
      grepInvert: /@wide|@hash|@sweep/,
      use: { ...MOBILE, ...on('path') },
    },
  ],
  // Serves the production builds, as visitors get them (npm run test:e2e builds first), and
  // hands the sample's content to the workers.
  globalSetup: './tests/e2e/globalSetup.ts',
});
