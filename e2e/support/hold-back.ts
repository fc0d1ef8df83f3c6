import type { Page } from '@playwright/test';

/** Holds back the answers to `url` until the function returned is called. */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
