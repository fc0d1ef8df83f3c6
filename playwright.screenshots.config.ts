import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: the user guide's pictures, against the real servers, at a phone's
 * and a desk's width, into docs/screenshots/. Apart from the tests, so a test run never
 * rewrites them.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/screenshots',
  testMatch: '*.screenshots.ts',
  workers: 1,
  reporter: [['list']],
});
