import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './tests/support/browser';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const executablePath = chromiumExecutable();

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
    baseURL: `http://127.0.0.1:${PORT}/`,
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Tests tagged @narrow run only at 375 px, @wide only at 1280 px (no skipped tests).
  projects: [
    {
      name: 'mobile',
      grepInvert: /@wide/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    { name: 'desktop', grepInvert: /@narrow/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The production build, as visitors get it (npm run test:e2e builds first).
    command: `npx tsx scripts/serve.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
