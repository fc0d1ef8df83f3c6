import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/** Signs in through the identity provider's real sign-in page, as a person would. */
export async function signIn(page: Page, username: string, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in: the header offers "Sign out", behind the menu button on a narrow screen.
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^(Sign out|Menu)$/ }),
  ).toBeVisible();
}

/**
 * The same in bokmål: a browser whose language is Norwegian (`locale: 'nb-NO'`) gets the portal,
 * and through `ui_locales` the sign-in page, in bokmål.
 */
export async function signInInNorwegian(page: Page, username: string, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await page.getByLabel('Brukernavn').fill(username);
  await page.getByLabel('Passord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^(Logg ut|Meny)$/ }),
  ).toBeVisible();
}
