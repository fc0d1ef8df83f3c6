import { existsSync } from 'node:fs';

/**
 * How the browser tests and the typing benchmark start Chromium: `CHROMIUM_PATH` if set, else
 * Debian's `/usr/bin/chromium` if present, else Playwright's own browser. Background services are
 * off: the CI machines have no network beyond the package registries.
 */
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
