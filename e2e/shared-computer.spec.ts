import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { stepHeading, stepHeadingCalled } from './support/offer-form';

/**
 * A computer shared at the sales desk: what one user typed is never shown to the next, a closed
 * browser asks for the password again, and a portal left alone signs its user out. The servers
 * run with `SESSION_IDLE_MINUTES=2` (playwright.config.ts), so the warning comes after a minute.
 */

const IDENTITY_NUMBER = '15038541215';
const APPLICANT = { firstName: 'Kari', lastName: 'Nordmann' };

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function next(page: Page, to: string) {
  await page.getByRole('button', { name: `Next: ${to}` }).click();
  await expect(stepHeadingCalled(page, to)).toBeVisible();
}

/** The dealer's customer at step 5, with the applicant typed in but not yet sent. */
async function typeOfferWithApplicant(page: Page) {
  await page.getByRole('radio', { name: 'Used' }).check();
  await page.getByLabel('Make', { exact: true }).fill('Toyota');
  await page.getByLabel('Purchase price (NOK)', { exact: true }).fill('350 000');
  await next(page, 'Customer');
  await page.getByRole('radio', { name: 'Private person' }).check();
  await page.getByLabel('Address 1: city', { exact: true }).fill('Tromsø');
  await next(page, 'Financial parameters');
  await page.getByLabel('Nominal interest rate (% per year)', { exact: true }).fill('6.9');
  // The used-car loan asks 10 % of the cash price as equity.
  await page.getByLabel('Equity (NOK)', { exact: true }).fill('35 000');
  await next(page, 'Embedded products');
  await next(page, 'Result');
  await page.getByLabel('First name', { exact: true }).fill(APPLICANT.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(APPLICANT.lastName);
  await page.getByLabel('National identity number', { exact: true }).fill(IDENTITY_NUMBER);
  await expect(page.getByText('Check digits are valid')).toBeVisible();
}

/** Everything the portal's origin keeps in web storage, as `key=value` lines. */
const webStorage = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
    ),
  );

/** Nothing of the dealer's customer, and no token, in this page's storage. */
async function expectNothingOfTheCustomerStored(page: Page) {
  const stored = (await webStorage(page)).join('\n');
  for (const secret of [IDENTITY_NUMBER, APPLICANT.firstName, APPLICANT.lastName, 'Tromsø']) {
    expect(stored).not.toContain(secret);
  }
  expect(stored).not.toMatch(/access_token|refresh_token|id_token|eyJ/);
}

test.describe('a shared computer', () => {
  test('the next user in the same tab starts a fresh offer and finds nothing of the last', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'dealer', '/offers/new');
    await typeOfferWithApplicant(page);
    // The draft is kept while the dealer works, so what follows shows that sign-out removed it.
    await expect.poll(async () => (await webStorage(page)).join('\n')).toContain(IDENTITY_NUMBER);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNothingOfTheCustomerStored(page);

    await page.getByLabel('Username').fill('rep');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Signed in as Rita Rep')).toBeVisible();
    await mainNavigation(page).getByRole('link', { name: 'New offer' }).click();
    await expect(stepHeading(page, 'Step 1 of 5: Object')).toBeVisible();
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Purchase price (NOK)', { exact: true })).toHaveValue('');
    // Only the first step is reached: the dealer's steps are not there to open.
    await expect(
      page.getByRole('navigation', { name: 'Offer steps' }).getByRole('button'),
    ).toHaveCount(0);
    for (const shown of [IDENTITY_NUMBER, APPLICANT.lastName, 'Toyota', 'Tromsø']) {
      await expect(page.getByText(shown)).toHaveCount(0);
    }
    await expectNothingOfTheCustomerStored(page);
  });

  test('a closed and reopened browser asks for the password again', async ({ browser }) => {
    const first = await browser.newContext();
    const before = await first.newPage();
    await signIn(before, 'dealer');
    const kept = await first.storageState();
    await first.close();

    // A browser keeps its persistent cookies and local storage when it closes; session cookies,
    // session storage and memory go with it.
    const reopened = await browser.newContext({
      storageState: { ...kept, cookies: kept.cookies.filter((cookie) => cookie.expires > 0) },
    });
    const after = await reopened.newPage();
    await after.goto('/');
    await expect(after.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(after.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await reopened.close();
  });

  test('a portal left alone warns, lets the user stay, then signs out and clears the offer', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    await signIn(page, 'dealer', '/offers/new');
    await typeOfferWithApplicant(page);
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(warning).toHaveCount(0);

    await page.clock.fastForward('01:01');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/signed out in \d+ seconds/);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toHaveCount(0);
    await expect(page.getByLabel('National identity number', { exact: true })).toHaveValue(
      IDENTITY_NUMBER,
    );

    await page.clock.fastForward('01:01');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNothingOfTheCustomerStored(page);

    await page.getByLabel('Username').fill('dealer');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await mainNavigation(page).getByRole('link', { name: 'New offer' }).click();
    await expect(stepHeading(page, 'Step 1 of 5: Object')).toBeVisible();
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('');
  });
});
