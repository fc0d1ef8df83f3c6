import type { Browser, Page } from '@playwright/test';
import { portalApi } from './support/paths';
import { signIn } from './support/sign-in';
import { expect, test } from './support/spec-requests';
import { fillHousehold, giveConsent, next, stepHeadingCalled } from './support/offer-form';

/**
 * Saved offers against the real servers: an offer outlives the browser, is found again by the
 * customer's name, copied, kept from other salespeople, and two tabs cannot overwrite each other.
 */

const savedStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Saved \d\d:\d\d$/ });

/** "Saved 14:32" shows: a save may wait behind a copy and a new address on a busy machine. */
const expectSaved = (page: Page) => expect(savedStatus(page)).toBeVisible({ timeout: 15_000 });

/**
 * Makes a change and waits until the portal server has saved it (the save whose body holds
 * `typed`) and the page says "Saved 14:32"; returns the save's answer.
 */
async function changeAndSave(page: Page, typed: string, change: () => Promise<void>) {
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith(portalApi('/offer')) &&
      ['POST', 'PUT'].includes(response.request().method()) &&
      (response.request().postData() ?? '').includes(typed),
  );
  await change();
  const response = await answer;
  return response;
}

async function fillAndSave(page: Page, label: string, value: string) {
  const response = await changeAndSave(page, value, () =>
    page.getByLabel(label, { exact: true }).fill(value),
  );
  expect(response.status()).toBeLessThan(300);
  await expectSaved(page);
}

/** A customer name no other test (or earlier run on this server) uses. */
const uniqueName = () => `Hansen${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 100)}`;

/** Builds an offer to the result step for `lastName`; returns its id from the address. */
async function buildOffer(page: Page, lastName: string): Promise<string> {
  await page.goto('/offers/new');
  await page.getByRole('radio', { name: 'Used' }).check();
  await page.getByLabel('Make', { exact: true }).fill('Tesla');
  await page.getByLabel('Model', { exact: true }).fill('Model Y');
  await page.getByLabel('Registration number', { exact: true }).fill('EL 98765');
  await page.getByLabel('Purchase price (NOK)', { exact: true }).fill('400 000');
  await next(page, 'Customer');
  await page.getByRole('radio', { name: 'Private person' }).check();
  await next(page, 'Financial parameters');
  await page.getByRole('radio', { name: 'Annuity loan' }).check();
  await page.getByLabel('Equity (NOK)', { exact: true }).fill('50 000');
  await page.getByLabel('Nominal interest rate (% per year)', { exact: true }).fill('6.9');
  await next(page, 'Embedded products');
  await next(page, 'Result');
  await page.getByLabel('First name', { exact: true }).fill('Kari');
  await fillAndSave(page, 'Last name', lastName);
  await expect(page).toHaveURL(/\/offers\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

async function signedInPage(browser: Browser, username: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, path);
  return { context, page };
}

test.describe('saved offers', () => {
  test('an offer outlives the browser, is found by the customer’s name, reopened and copied', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    const lastName = uniqueName();
    await signIn(page, 'dealer', '/offers/new');
    const offerId = await buildOffer(page, lastName);
    await page.context().close();

    const again = await signedInPage(browser, 'dealer', '/');
    await again.page.getByRole('link', { name: 'My offers' }).click();
    await expect(again.page.getByRole('heading', { level: 1, name: 'My offers' })).toBeFocused();
    await again.page.getByLabel('Find an offer').fill(lastName.toLowerCase());
    await again.page.getByRole('button', { name: 'Search' }).click();
    const rows = again.page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    // Kept out of the address, which the browser's history keeps for the next user.
    expect(again.page.url()).not.toContain(lastName.toLowerCase());
    await expect(rows.nth(1)).toContainText('Tesla Model Y');
    await expect(rows.nth(1)).toContainText('EL98765');
    await expect(rows.nth(1)).toContainText('Draft');

    await again.page.getByRole('link', { name: `Kari ${lastName}` }).click();
    await expect(again.page).toHaveURL(new RegExp(`/offers/${offerId}$`));
    await expect(stepHeadingCalled(again.page, 'Result')).toBeVisible();
    await expect(again.page.getByLabel('Last name', { exact: true })).toHaveValue(lastName);
    await expectSaved(again.page);

    // Back keeps the search; a copy is a new offer of its own.
    await again.page.goBack();
    await expect(again.page.getByLabel('Find an offer')).toHaveValue(lastName.toLowerCase());
    await again.page
      .getByRole('button', { name: `Copy the offer for Kari ${lastName} into a new offer` })
      .click();
    await expect(again.page).toHaveURL(/\/offers\/[0-9a-f-]{36}$/);
    expect(again.page.url()).not.toContain(offerId);
    await expect(again.page.getByLabel('Last name', { exact: true })).toHaveValue(lastName);
    await again.page.getByRole('link', { name: 'My offers' }).click();
    await again.page.getByLabel('Find an offer').fill(lastName);
    await again.page.getByRole('button', { name: 'Search' }).click();
    await expect(again.page.getByRole('table').getByRole('row')).toHaveCount(3);

    // Deleted, then brought back.
    await again.page
      .getByRole('button', { name: `Delete the offer for Kari ${lastName}` })
      .first()
      .click();
    await expect(again.page.getByText(`The offer for Kari ${lastName} was deleted.`)).toBeVisible();
    await expect(again.page.getByRole('table').getByRole('row')).toHaveCount(2);
    await again.page.getByRole('button', { name: 'Undo' }).click();
    await expect(again.page.getByRole('table').getByRole('row')).toHaveCount(3);
    await again.context.close();
  });

  test('one offer, one application: the sent offer is read-only, a copy goes on', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lastName = uniqueName();
    await signIn(page, 'dealer', '/offers/new');
    const offerId = await buildOffer(page, lastName);
    // The name typed for the customer's PDF is kept with the offer.
    await fillAndSave(page, "Customer's name", `Kari ${lastName}`);
    // A second tab on the same offer, left open while the first sends it.
    const stale = await page.context().newPage();
    await stale.goto(`/offers/${offerId}`);
    await expect(stale.getByLabel('Last name', { exact: true })).toBeVisible({ timeout: 15_000 });

    const sendFrom = async (tab: Page) => {
      await tab.getByLabel('Email', { exact: true }).fill('kari@example.no');
      await tab.getByLabel('Phone', { exact: true }).fill('+47 912 34 567');
      await tab.getByLabel('National identity number', { exact: true }).fill('15038541215');
      await fillHousehold(tab);
      await giveConsent(tab);
      await tab.getByRole('button', { name: 'Create application' }).click();
      await expect(tab).toHaveURL(/\/applications\/\d+$/);
      return new URL(tab.url()).pathname.split('/').at(-1) ?? '';
    };
    const applicationId = await sendFrom(page);
    // Sent again from the stale tab: the first application, not a second.
    expect(await sendFrom(stale)).toBe(applicationId);

    // Opened again, the offer says what it became and changes no more.
    await page.goto(`/offers/${offerId}`);
    const notice = page.getByRole('status').filter({ hasText: 'can no longer change' });
    await expect(notice).toContainText(`sent as application ${applicationId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Offer sent as application ${applicationId}` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Create application/ })).toHaveCount(0);
    // Its PDF can still be made; its steps no longer change.
    await expect(page.getByRole('button', { name: 'Offer for the customer (PDF)' })).toBeEnabled();
    await page
      .getByRole('navigation', { name: 'Offer steps' })
      .getByRole('button', { name: /^1\. Object/ })
      .click();
    await expect(page.getByLabel('Make', { exact: true })).toBeDisabled();

    // A copy is a new offer that can change, found by the name given for the PDF.
    await notice.getByRole('button', { name: 'Copy as a new offer' }).click();
    // The old offer's address matches the pattern too: wait until the address has left it.
    await expect(page).not.toHaveURL(new RegExp(offerId));
    await expect(page).toHaveURL(/\/offers\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Customer's name", { exact: true })).toBeEnabled();
    await page.getByRole('link', { name: 'My offers' }).click();
    await page.getByLabel('Find an offer').fill(`kari ${lastName}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
    await expect(page.getByText(`Became application ${applicationId}`)).toBeVisible();
  });

  test('another salesperson cannot open an offer: the portal server answers 404', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'dealer', '/offers/new');
    const offerId = await buildOffer(page, uniqueName());

    const rep = await signedInPage(browser, 'rep', '/');
    const answer = rep.page.waitForResponse((response) =>
      response.url().endsWith(portalApi(`/offer/${offerId}`)),
    );
    await rep.page.goto(`/offers/${offerId}`);
    expect((await answer).status()).toBe(404);
    await expect(rep.page.getByRole('alert')).toContainText('The offer could not be opened.');
    await expect(rep.page.getByRole('alert')).toContainText(
      'This was not found: it does not exist, or it is not yours to see.',
    );
    await rep.context.close();
  });

  test('two tabs on one offer: the second save is refused, and the dealer chooses', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'dealer', '/offers/new');
    const offerId = await buildOffer(page, uniqueName());

    const first = await page.context().newPage();
    const second = await page.context().newPage();
    for (const tab of [first, second]) {
      await tab.goto(`/offers/${offerId}`);
      // A new tab signs in again silently before it opens the offer: slower on a busy machine.
      await expect(tab.getByLabel('Last name', { exact: true })).toBeVisible({ timeout: 15_000 });
    }
    await fillAndSave(first, 'First name', 'Karin');

    const refused = await changeAndSave(second, 'Katrine', () =>
      second.getByLabel('First name', { exact: true }).fill('Katrine'),
    );
    expect(refused.status()).toBe(409);
    const choice = second.getByRole('alert');
    await expect(choice).toContainText('saved in another tab or on another device');
    await choice.getByRole('button', { name: /Load the newer version/ }).click();
    await expect(second.getByLabel('First name', { exact: true })).toHaveValue('Karin');
    await expectSaved(second);

    // The other way: the first tab is now behind, and keeps its work as a new offer.
    await fillAndSave(second, 'First name', 'Kine');
    const behind = await changeAndSave(first, 'Kamilla', () =>
      first.getByLabel('First name', { exact: true }).fill('Kamilla'),
    );
    expect(behind.status()).toBe(409);
    const copied = await changeAndSave(first, 'Kamilla', () =>
      first.getByRole('alert').getByRole('button', { name: 'Keep mine as a new offer' }).click(),
    );
    expect(copied.status()).toBe(201);
    await expectSaved(first);
    await expect(first).toHaveURL(/\/offers\/[0-9a-f-]{36}$/);
    expect(first.url()).not.toContain(offerId);
    await expect(first.getByLabel('First name', { exact: true })).toHaveValue('Kamilla');
    await second.reload();
    await expect(second.getByLabel('First name', { exact: true })).toHaveValue('Kine');
  });
});
