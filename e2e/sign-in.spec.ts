import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/test';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

const navigationOf = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link');

test.describe('signing in', () => {
  for (const { username, name, links } of [
    {
      username: 'dealer',
      name: 'Dina Dealer',
      links: ['Home', 'New offer', 'My offers', 'My applications', 'Figures'],
    },
    {
      username: 'rep',
      name: 'Rita Rep',
      links: ['Home', 'New offer', 'My offers', 'My applications', 'Figures'],
    },
    {
      username: 'manager',
      name: 'Magnus Manager',
      links: ['Home', 'New offer', 'My offers', 'My applications', 'Salespeople', 'Figures'],
    },
  ]) {
    test(`${username} lands in the portal with the navigation the roles allow`, async ({
      page,
    }) => {
      await signIn(page, username);
      await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
      await expect(navigationOf(page)).toHaveText(links);
    });
  }

  test('a wrong password shows the message and keeps the username', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill('dealer');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
    await expect(page.getByLabel('Username')).toHaveValue('dealer');
    await expectNoSeriousViolations(page);
  });

  test('the sign-in page and the portal declare the portal’s icon; nothing is missing', async ({
    page,
    request,
  }) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    const iconOf = async () => {
      const href = await page.locator('link[rel="icon"]').getAttribute('href');
      const icon = await request.get(new URL(href ?? '', page.url()).href);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      return icon.text();
    };

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const signInIcon = await iconOf();
    await signIn(page, 'dealer');
    await expect(page.getByText('Signed in as Dina Dealer')).toBeVisible();
    expect(await iconOf()).toBe(signInIcon);
    expect(missing).toEqual([]);
  });

  test('Back right after signing in shows the portal, not an expired sign-in page', async ({
    page,
  }) => {
    await signIn(page, 'dealer', '/applications');
    await expect(page).toHaveURL('/applications');

    await page.goBack();
    // The sign-in is over: the provider's page gives way to the portal, still signed in.
    await expect(page.getByText('Signed in as Dina Dealer')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('This sign-in page has expired')).toHaveCount(0);
  });

  test('keeps no token in localStorage or sessionStorage', async ({ page }) => {
    await signIn(page, 'dealer');
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((storage) =>
        Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
      ),
    );
    expect(stored.filter((entry) => /access_token|refresh_token|id_token|eyJ/.test(entry))).toEqual(
      [],
    );
  });

  test('a reload brings the user back to the same page, still signed in', async ({ page }) => {
    await signIn(page, 'dealer', '/applications');
    await expect(page).toHaveURL('/applications');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
    await expect(page).toHaveURL('/applications');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('sign-out ends the session: the next visit asks for the password again', async ({
    page,
  }) => {
    await signIn(page, 'dealer');
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Signed out at the provider, back to the portal, which finds no session: the sign-in page.
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Username').fill('dealer');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('a staff member who is not a manager is told the salespeople are not for them', async ({
    page,
  }) => {
    await signIn(page, 'dealer', '/salespeople');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  });
});
