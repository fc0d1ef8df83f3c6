import type { Page } from '@playwright/test';
import { EMBEDDED_REALM_PREFIX, KEYCLOAK_PATHS } from '../src/domain/topology';
import { holdBack } from './support/hold-back';
import { expect, test } from './support/test';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

/**
 * A signed-in user who reloads or opens another tab sees the portal at once: the provider's
 * session signs them in within a hidden frame, and the page itself never goes to the provider.
 * Sign-out still ends that session, so the next person at a shared desk gets the sign-in page.
 */

const AUTHORIZATION_PATH = `${EMBEDDED_REALM_PREFIX}${KEYCLOAK_PATHS.authorization}`;

/** Every page the tab itself loads from now on, by path (the hidden frame's are not the tab's). */
function recordTabNavigations(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      paths.push(new URL(request.url()).pathname);
    }
  });
  return paths;
}

const myApplications = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'My applications' });

/** Everything the portal's origin keeps in web storage, as `key=value` lines. */
const webStorage = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
    ),
  );

test.describe('a signed-in reload or new tab', () => {
  test('a reload shows the screen without sending the page to the identity provider', async ({
    page,
  }) => {
    await signIn(page, 'dealer', '/applications');
    await expect(myApplications(page)).toBeVisible();

    const navigations = recordTabNavigations(page);
    await page.reload();
    await expect(myApplications(page)).toBeVisible();
    await expect(page.getByText('Signed in as Dina Dealer')).toBeVisible();
    expect(navigations).toEqual(['/applications']);
    await expect(page).toHaveURL('/applications');
  });

  test('while a reload signs in, the page already says what it is; then the screen follows', async ({
    page,
  }) => {
    await signIn(page, 'dealer', '/offers/new');
    const heading = page.getByRole('heading', { level: 1, name: 'New offer' });
    await expect(heading).toBeVisible();

    const releaseToken = await holdBack(page, `**${EMBEDDED_REALM_PREFIX}${KEYCLOAK_PATHS.token}`);
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('Signing in…');
    await expect(heading).toBeVisible();
    await expect(page.getByText(/^Object, customer, financial parameters/)).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);

    releaseToken();
    await expect(page.getByText('Signed in as Dina Dealer')).toBeVisible();
    await expect(heading).toBeVisible();
    await expect(page.getByText('Signing in…')).toHaveCount(0);
  });

  test('once signed in, the page says what it is for its user while its code is on the way', async ({
    page,
  }) => {
    await signIn(page, 'manager', '/dashboard');
    const heading = page.getByRole('heading', { level: 1, name: 'Figures' });
    await expect(heading).toBeVisible();

    // Routing a path turns the browser's cache off, so the screen's code is fetched again.
    const releaseScreen = await holdBack(page, '**/assets/dashboard-page-*.js');
    await page.reload();
    await expect(page.getByText('Signed in as Magnus Manager')).toBeVisible();
    await expect(heading).toBeVisible();
    await expect(
      page.getByText("Offers and applications of a period: every salesperson's, or one's."),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveCount(0);

    releaseScreen();
    await expect(page.getByRole('combobox', { name: 'Period' })).toBeVisible();
    await expect(heading).toBeVisible();
  });

  test('a page whose words only its screen knows says it is opening until its code is in', async ({
    page,
  }) => {
    await signIn(page, 'dealer', '/applications');
    await expect(myApplications(page)).toBeVisible();

    const releaseScreen = await holdBack(page, '**/assets/my-applications-page-*.js');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Opening the page…' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    releaseScreen();
    await expect(myApplications(page)).toBeVisible();
    await expect(page.getByText('Opening the page…')).toHaveCount(0);
  });

  test('a new tab of the same browser opens signed in, without the provider’s page', async ({
    page,
    context,
  }) => {
    await signIn(page, 'manager');

    const tab = await context.newPage();
    const navigations = recordTabNavigations(tab);
    await tab.goto('/applications');
    await expect(myApplications(tab)).toBeVisible();
    await expect(tab.getByText('Signed in as Magnus Manager')).toBeVisible();
    expect(navigations).toEqual(['/applications']);
  });

  test('after sign-out a reload asks for the password, and web storage holds nothing of the user', async ({
    page,
  }) => {
    await signIn(page, 'dealer', '/applications');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    const navigations = recordTabNavigations(page);
    await page.goto('/applications');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(navigations).toContain(AUTHORIZATION_PATH);
    const stored = (await webStorage(page)).join('\n');
    expect(stored).not.toMatch(/access_token|refresh_token|id_token|eyJ|Dina Dealer/);
    expect(stored).not.toContain('dealer-portal.user-data.');
  });

  test('with the provider’s session gone, the page goes to the sign-in page and comes back', async ({
    page,
    context,
  }) => {
    await signIn(page, 'rep', '/applications');
    // The provider's session cookie is gone, as when it is blocked in frames or has ended.
    await context.clearCookies();

    const navigations = recordTabNavigations(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(navigations).toContain(AUTHORIZATION_PATH);
    await page.getByLabel('Username').fill('rep');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(myApplications(page)).toBeVisible();
    await expect(page).toHaveURL('/applications');
    await expect(page.getByText('Signed in as Rita Rep')).toBeVisible();
  });
});
