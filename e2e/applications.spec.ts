import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/test';
import { signIn, signInInNorwegian } from './support/sign-in';
import { portalApi } from './support/paths';

// The demo data is seeded oldest first from 100001, so `rep` (salesperson 1003) owns 100003
// (rejected after review) and 100005 (under review, two documents in).
const UNDER_REVIEW = 100005;
const REJECTED = 100003;

test.describe('applications, as the sales rep', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'rep');
  });

  test('opens an application by id and sees its status and documents', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Your recent applications' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Application ${UNDER_REVIEW}` })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel('Application id').fill(String(UNDER_REVIEW));
    await page.getByRole('button', { name: 'Open application' }).click();

    await expect(page).toHaveURL(`/applications/${UNDER_REVIEW}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Application ${UNDER_REVIEW}` }),
    ).toBeFocused();
    const history = page.getByRole('list', { name: 'Status history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').last()).toHaveAttribute('aria-current', 'step');
    await expect(history.getByRole('listitem').last()).toContainText('Under review');
    // Who acted: the salesperson sent it, the bank took it under review.
    await expect(history.getByRole('listitem').first()).toContainText('by Rita Rep');
    await expect(history.getByRole('listitem').last()).toContainText('by the bank');
    await expect(page.getByText(/^Sent .+ by Rita Rep, last changed .+\.$/)).toBeVisible();
    await expect(page.getByText('Next: Approved, Rejected or Cancelled.')).toBeVisible();

    const documents = page.getByRole('region', { name: 'Documents' }).getByRole('list');
    await expect(documents.getByRole('listitem', { name: 'Identity document' })).toContainText(
      'Approved',
    );
    await expect(documents.getByRole('listitem', { name: 'Income statement' })).toContainText(
      'Received',
    );
    await expect(documents.getByRole('listitem', { name: 'Purchase agreement' })).toContainText(
      'Missing',
    );

    const applicant = page.getByRole('region', { name: 'Applicant' });
    await expect(applicant).toContainText('Thomas Haugen');
    await expect(applicant).toContainText('020791 •••••');
    await expect(page.getByRole('region', { name: 'Object' })).toContainText(
      'Volkswagen Golf Variant',
    );
    const offer = page.getByRole('region', { name: 'Offer' });
    await expect(offer.getByText('Payment per month')).toBeVisible();
    await expect(offer.getByText('Effective interest rate')).toBeVisible();
    const plan = offer.getByRole('table', { name: 'Payment plan' });
    await expect(plan.locator('tbody tr')).toHaveCount(48);

    await expectNoSeriousViolations(page);
  });

  test('says plainly that an unknown id has no application, and opens another', async ({
    page,
  }) => {
    await page.getByLabel('Application id').fill('999999');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/applications/999999');
    await expect(page.getByRole('alert')).toHaveText(
      'No application with id 999999 is open to you. Check the number, or open another.',
    );
    await expectNoSeriousViolations(page);

    await page.getByLabel('Application id').fill(String(REJECTED));
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(`/applications/${REJECTED}`);
    await expect(page.getByRole('list', { name: 'Status history' })).toContainText(
      'Debt ratio above the bank’s limit',
    );
  });

  test("another salesperson's application is as if it did not exist", async ({ page }) => {
    // 100001 belongs to the dealer (1001); the portal server answers 404 to the rep.
    await page.goto('/applications/100001');
    await expect(page.getByRole('alert')).toContainText(
      'No application with id 100001 is open to you.',
    );
  });

  test('a malformed id is a validation message, never a request', async ({ page }) => {
    const applicationRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(portalApi('/application/')))
        applicationRequests.push(request.url());
    });

    await page.getByLabel('Application id').fill('12a');
    await page.getByRole('button', { name: 'Open application' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'An application id is a positive whole number, like 100005.',
    );
    await expect(page.getByLabel('Application id')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/');

    await page.goto('/applications/abc');
    await expect(page.getByRole('alert')).toContainText('“abc” is not an application id.');
    expect(applicationRequests).toEqual([]);
  });

  test('lists my applications newest first, filters by status and opens one', async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My applications' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    // Rep's two demo applications, newest first, after any other browser tests created for rep.
    await expect(page.getByRole('link', { name: String(REJECTED) })).toBeVisible();
    const listed = await rows.allTextContents();
    const at = (id: number) => listed.findIndex((row) => row.includes(String(id)));
    expect(at(UNDER_REVIEW)).toBeGreaterThan(0);
    expect(at(REJECTED)).toBe(at(UNDER_REVIEW) + 1);
    await expect(page.getByText(/^Showing \d+ applications/)).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel('Status').selectOption({ label: 'Rejected' });
    await expect(page).toHaveURL('/applications?status=Rejected');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Mona Vik');

    await page.getByLabel('Status').selectOption({ label: 'Paid out' });
    await expect(page.getByText('No applications with status “Paid out”.')).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: String(REJECTED) }).click();
    await expect(page).toHaveURL(`/applications/${REJECTED}`);
    await expect(page.getByRole('region', { name: 'Documents' })).toBeVisible();

    // Back to the list: the cached page is shown at once, no skeleton.
    await page.goBack();
    await expect(page.getByRole('link', { name: String(REJECTED) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  });

  test('switches to Norwegian words and formats from the Language choice', async ({ page }) => {
    await page.getByLabel('Language').selectOption('nb');
    await page.getByRole('link', { name: `Søknad ${UNDER_REVIEW}` }).click();
    await expect(page.getByRole('list', { name: 'Statushistorikk' })).toContainText(
      'Under behandling',
    );
    await expect(page.getByRole('region', { name: 'Tilbud' })).toContainText(/4\s684,02\skr/);
  });
});

test.describe('applications in bokmål', () => {
  test.use({ locale: 'nb-NO' });

  test('the list and an application speak Norwegian, words and numbers', async ({ page }) => {
    await signInInNorwegian(page, 'rep');
    await expect(page.getByRole('heading', { name: 'Dine siste søknader' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Mine søknader' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mine søknader' })).toBeVisible();
    await expect(page.getByText(/^Viser \d+ søknader; det er alle\.$/)).toBeVisible();
    const table = page.getByRole('table', { name: 'Søknader, nyeste først' });
    await expect(table.getByRole('columnheader', { name: 'Terminbeløp' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await table.getByRole('link', { name: String(UNDER_REVIEW) }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Søknad ${UNDER_REVIEW}` }),
    ).toBeFocused();
    const history = page.getByRole('list', { name: 'Statushistorikk' });
    await expect(history.getByRole('listitem').last()).toContainText('Under behandling');
    // Who acted: the salesperson sent it, the bank took it under review.
    await expect(history.getByRole('listitem').first()).toContainText('av Rita Rep');
    await expect(history.getByRole('listitem').last()).toContainText('av banken');
    await expect(page.getByText(/^Sendt .+ av Rita Rep, sist endret .+\.$/)).toBeVisible();
    await expect(page.getByText('Neste: Innvilget, Avslått eller Kansellert.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dokumenter' })).toContainText('Legitimasjon');
    await expect(page.getByRole('region', { name: 'Søker' })).toContainText('Fødselsnummer');
    await expect(page.getByRole('region', { name: 'Tilbud' })).toContainText('Effektiv rente');
    await expectNoSeriousViolations(page);
  });
});
