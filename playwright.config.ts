import { defineConfig } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium against the built site served by the local backend, which
 * e2e/support/global-setup.ts starts on a free port with a throwaway data dir.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Two cores: one backend plus two browser workers is what fits.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  // Two cores run the backend, two browsers and their pages flat out (vmstat: idle about 1%), so an
  // island can take longer than the default 5 s to fetch and render; a passing check waits no longer.
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // No sandbox as root in CI; no background networking on a machine without internet.
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
});
