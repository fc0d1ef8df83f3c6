import type { Page } from '@playwright/test';

/**
 * The README's screenshots. `npm run screenshots` sets README_SCREENSHOTS to the folder to write
 * them to; an ordinary test run takes none, so running the tests never changes the docs.
 */
export async function readmeScreenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.README_SCREENSHOTS;
  if (folder === undefined || folder === '') return;
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}
