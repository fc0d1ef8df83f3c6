import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './e2e/support/chromium';

/**
 * Browser tests run the whole system the way `npm start` runs it, on its own port and a fresh
 * data directory. Chromium: `CHROMIUM_PATH` if set, else Debian's `/usr/bin/chromium` if present,
 * else Playwright's own browser (`npx playwright install chromium`).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a second try is a failing test.
  retries: 0,
  workers: 2,
  // A journey through several screens, on two cores shared with the servers and the database.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dealer-portal-e2e-')),
      LOG_LEVEL: 'warn',
      // Short enough for e2e/shared-computer.spec.ts to reach with the browser's clock; no test
      // leaves the portal alone for the minute before its warning.
      SESSION_IDLE_MINUTES: '2',
      // e2e/live-status.spec.ts: a change the bank makes reaches the open page within 2 s, also
      // where it is found by polling (docs/live.md).
      PARTNER_POLL_SECONDS: '0.5',
      // The tests make the bank's decisions themselves, each at its moment; the embedded bank's
      // own decision process has its unit tests (docs/events.md).
      BANK_DECISIONS: 'false',
    },
  },
});
