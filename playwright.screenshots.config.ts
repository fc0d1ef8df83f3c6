import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { LANGUAGES, type Language, type LanguageOption } from './e2e/screenshots/languages';

/**
 * `npm run screenshots`: the user guide's pictures, against the real servers, at a phone's
 * and a desk's width, in bokmål and in English (a project each: `-- --project=nb` for one), into
 * docs/screenshots/. Apart from the tests, so a test run never rewrites them.
 */
export default defineConfig<LanguageOption>({
  ...base,
  testDir: 'e2e/screenshots',
  testMatch: '*.screenshots.ts',
  workers: 1,
  reporter: [['list']],
  projects: (Object.keys(LANGUAGES) as Language[]).map((language) => {
    const { locale } = LANGUAGES[language];
    return {
      name: language,
      use: {
        ...devices['Desktop Chrome'],
        language,
        locale,
        launchOptions: {
          ...chromiumLaunchOptions,
          // The browser's own controls (a file picker's button, a date field's dd.mm.åååå) speak
          // its interface language: `--lang` on Windows, LANGUAGE on Linux, where Debian needs
          // chromium-l10n for any but American English.
          args: [...chromiumLaunchOptions.args, `--lang=${locale}`],
          env: { ...process.env, LANGUAGE: locale.replace('-', '_') },
        },
      },
    };
  }),
});
