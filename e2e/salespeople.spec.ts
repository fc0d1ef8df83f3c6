import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/test';
import { signIn, signInInNorwegian } from './support/sign-in';

const results = (page: Page) =>
  page.getByRole('region', { name: /Everyone|Matching the filter/ }).getByRole('table');

/** The names in the results table, in order. */
const names = (page: Page) => results(page).locator('tbody th').allTextContents();

test.describe('salespeople, as a manager', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'manager');
  });

  test('lists salespeople, filters by reference and by ids, opens one and follows to their applications', async ({
    page,
  }) => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Salespeople' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Salespeople' })).toBeVisible();
    await expect(page.getByText('14 salespeople')).toBeVisible();
    await expectNoSeriousViolations(page);

    // One external reference.
    const reference = page.getByRole('group', { name: 'External reference 1' });
    await reference.getByLabel('Key').fill('crmId');
    await reference.getByLabel('Value').fill('CRM-0415');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByText('1 salesperson', { exact: true })).toBeVisible();
    expect(await names(page)).toEqual(['Ole Nordmann']);

    // Two ids, the reference row emptied.
    await page.getByRole('button', { name: 'Remove external reference 1' }).click();
    await page.getByLabel('Salesperson ids').fill('1005, 1008');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByText('2 salespeople')).toBeVisible();
    expect(await names(page)).toEqual(['Kari Hansen', 'Lars Johansen']);
    await expect(page).toHaveURL('/salespeople?id=1005&id=1008');
    await expectNoSeriousViolations(page);

    // Bad input: a clear message beside the field, and the results stay as they were.
    await page.getByLabel('Salesperson ids').fill('1005, x');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      '“x” is not a salesperson id: ids are whole numbers, like 1004.',
    );
    await expect(page).toHaveURL('/salespeople?id=1005&id=1008');

    await results(page).getByRole('link', { name: 'Lars Johansen' }).click();
    await expect(page).toHaveURL('/salespeople/1008');
    await expect(page.getByRole('heading', { level: 1, name: 'Lars Johansen' })).toBeVisible();
    const references = page.getByRole('region', { name: 'External references' });
    await expect(references).toContainText('dmsBrukerId DMS-1008');
    await expect(references).toContainText('maskinforhandlerId MD-12');
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'Applications of Lars Johansen' }).click();
    await expect(page).toHaveURL('/applications?salesPersonId=1008');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Applications of Lars Johansen' }),
    ).toBeVisible();
    // Lars Johansen's applications are not the manager's own: no entry is the page shown.
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.locator('[aria-current]')).toHaveCount(0);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Cancelled');
    await expectNoSeriousViolations(page);

    // Back twice: the filtered list is shown from the cache at once.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/salespeople?id=1005&id=1008');
    await expect(navigation.locator('[aria-current]')).toHaveText('Salespeople');
    expect(await names(page)).toEqual(['Kari Hansen', 'Lars Johansen']);
  });

  test('says so when a filter matches no one', async ({ page }) => {
    await page.goto('/salespeople?refKey=crmId&refValue=CRM-9999');
    await expect(
      page.getByText('No salesperson has any of these ids or external references.'),
    ).toBeVisible();
  });

  test("sees every salesperson's applications", async ({ page }) => {
    await page.goto('/applications');
    await page
      .getByLabel('Salesperson', { exact: true })
      .selectOption({ label: 'Every salesperson' });
    await expect(page.getByRole('heading', { level: 1, name: 'All applications' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Salesperson' })).toBeVisible();
    // The seven demo applications, and any the other browser tests created meanwhile.
    await expect(page.getByText(/^Showing \d+ applications/)).toBeVisible();
    expect(await page.getByRole('row').count()).toBeGreaterThan(7);
    // Whose each one is, by name, never "Salesperson 1001": the newest are the demo users'.
    await expect(
      page.getByRole('cell', { name: /^(Dina Dealer|Magnus Manager|Rita Rep)$/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: /^Salesperson \d+$/ })).toHaveCount(0);
  });
});

test.describe('salespeople, as staff who is not a manager', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'dealer');
  });

  test('does not see Salespeople in the navigation and is told plainly on the URL', async ({
    page,
  }) => {
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'My applications' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Salespeople' })).toHaveCount(0);

    for (const path of ['/salespeople', '/salespeople/1002']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
      await expect(page.getByText(/This page is for the manager role/)).toBeVisible();
    }
    await expectNoSeriousViolations(page);
  });

  test('sees their own profile', async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'My profile: Dina Dealer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.locator('#main').getByText('Dina Dealer')).toBeVisible();
    await expect(page.getByRole('region', { name: 'External references' })).toContainText(
      'ansattnummer E-2041',
    );
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'My applications' }).last().click();
    await expect(page).toHaveURL('/applications');
  });
});

test.describe('salespeople in bokmål', () => {
  test.use({ locale: 'nb-NO' });

  test('the list, the filter and its errors speak Norwegian', async ({ page }) => {
    await signInInNorwegian(page, 'manager', '/salespeople');
    await expect(page.getByRole('heading', { level: 1, name: 'Selgere' })).toBeVisible();
    await expect(page.getByText('14 selgere')).toBeVisible();
    await expectNoSeriousViolations(page);

    const ids = page.getByLabel('Selgernumre');
    await ids.fill('1004, abc');
    await page.getByRole('button', { name: 'Filtrer', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      '«abc» er ikke et selgernummer: selgernumre er hele tall, som 1004.',
    );
    await expectNoSeriousViolations(page);

    await ids.fill('1004, 1005');
    await page.getByRole('button', { name: 'Filtrer', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Treff på filteret' })).toBeVisible();
    await expect(page.getByText('2 selgere')).toBeVisible();
    await page.getByRole('table', { name: 'Selgere' }).getByRole('link').first().click();
    await expect(page.getByRole('link', { name: /^Søknader fra / })).toBeVisible();
    await expect(page.getByText('Selgernummer')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
