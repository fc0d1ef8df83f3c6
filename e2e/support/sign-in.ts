import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/** What a person reads on the sign-in page and in the portal's header, in one language. */
interface SignInWords {
  signIn: string;
  username: string;
  password: string;
  /** The header's button once signed in: "Sign out", behind the menu button on a narrow screen. */
  signedIn: RegExp;
  /** The language the sign-in page must be in, where the test asks for one. */
  lang?: string;
}

const ENGLISH: SignInWords = {
  signIn: 'Sign in',
  username: 'Username',
  password: 'Password',
  signedIn: /^(Sign out|Menu)$/,
};

const NORWEGIAN: SignInWords = {
  signIn: 'Logg inn',
  username: 'Brukernavn',
  password: 'Passord',
  signedIn: /^(Logg ut|Meny)$/,
  lang: 'nb',
};

/** Signs in through the identity provider's real sign-in page, as a person would. */
export async function signIn(page: Page, username: string, path = '/'): Promise<void> {
  await signInWith(ENGLISH, page, username, path);
}

/**
 * The same in bokmål: a browser whose language is Norwegian (`locale: 'nb-NO'`) gets the portal,
 * and through `ui_locales` the sign-in page, in bokmål.
 */
export async function signInInNorwegian(page: Page, username: string, path = '/'): Promise<void> {
  await signInWith(NORWEGIAN, page, username, path);
}

async function signInWith(words: SignInWords, page: Page, username: string, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: words.signIn })).toBeVisible();
  if (words.lang !== undefined) {
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
  }
  await page.getByLabel(words.username).fill(username);
  await page.getByLabel(words.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: words.signIn }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: words.signedIn }),
  ).toBeVisible();
}
