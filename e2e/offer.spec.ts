import { expectNoSeriousViolations } from './support/accessibility';
import type { Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { APPLICATION_SEND, portalApi } from './support/paths';
// Every body the page posts is checked against the spec's shown fields when each test ends.
import { expect, test } from './support/spec-requests';
import { fillAddress, fillHousehold, giveConsent, next, stepHeading } from './support/offer-form';

/**
 * The offer workspace against the real servers: a dealer builds offers, the figures on screen are
 * the financing service's, campaigns change them, and the application is created exactly once.
 */

interface ServiceCalculation {
  termAmount: number;
  nominalInterestRate: number;
  interestRateSource: string;
  campaignId?: number;
}

/** Amounts as the portal shows them in English (the browser runs in en-GB). */
const nok = (value: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'NOK',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(value)
    .replace(/\s+/g, ' ');

/**
 * Every confirmation the page asks the service for (`POST /calculation` with the plan), in order;
 * once the page says "Confirmed", the last one is the figure on screen.
 */
function recordConfirmations(page: Page): ServiceCalculation[] {
  const confirmations: ServiceCalculation[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith(portalApi('/calculation')) || response.status() !== 200) return;
    const body = response.request().postDataJSON() as {
      calculationRequest: { includePaymentPlan?: boolean };
    };
    if (body.calculationRequest.includePaymentPlan !== true) return;
    void response.json().then((answer: { calculation: ServiceCalculation }) => {
      confirmations.push(answer.calculation);
    });
  });
  return confirmations;
}

/**
 * The service's figures for the offer on screen: once the page says they are confirmed, the
 * latest confirmation (that passes `check`) must be the payment shown. The page follows the form
 * a render behind, so for a frame after a change it may still show the figures before it: the
 * status, the figure and the confirmation are read together on every try.
 */
async function confirmedFigures(
  page: Page,
  confirmations: ServiceCalculation[],
  check: (calculation: ServiceCalculation) => boolean = () => true,
): Promise<ServiceCalculation> {
  const confirmed = page.getByText('Confirmed by the financing service.');
  const shown = page.locator('[data-figure="termAmount"]');
  await expect
    .poll(async () => {
      const latest = confirmations.at(-1);
      if (latest === undefined || !check(latest)) return 'no confirmation that fits yet';
      if (!(await confirmed.isVisible())) return 'not confirmed on screen yet';
      const text = (await shown.textContent())?.replace(/\s+/g, ' ');
      return text === nok(latest.termAmount)
        ? 'shown'
        : `${text} shown, ${nok(latest.termAmount)} confirmed`;
    })
    .toBe('shown');
  const latest = confirmations.at(-1);
  if (latest === undefined) throw new Error('No confirmation was recorded');
  return latest;
}

test.describe('the offer workspace', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'dealer', '/offers/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New offer' })).toBeVisible();
  });

  test('a loan for a used car: the payment shown is the service’s', async ({ page }) => {
    test.setTimeout(90_000);
    const confirmations = recordConfirmations(page);
    await expect(stepHeading(page, 'Step 1 of 5: Object')).toBeVisible();
    await page.getByLabel('Object type', { exact: true }).selectOption('vehicle');
    await page.getByLabel('Subtype', { exact: true }).selectOption('ICE vehicle');
    await page.getByRole('radio', { name: 'Used' }).check();
    await page.getByLabel('Make', { exact: true }).fill('Volvo');
    await page.getByLabel('Model', { exact: true }).fill('V60');
    await page.getByLabel('Year', { exact: true }).fill('2021');
    await page.getByLabel('Fuel type', { exact: true }).selectOption({ label: 'Diesel' });
    await page.getByLabel('Registration number', { exact: true }).fill('EB 12345');
    await page.getByLabel('Kilometres driven', { exact: true }).fill('68 000');
    await page.getByLabel('Purchase price (NOK)', { exact: true }).fill('289 900');
    await expectNoSeriousViolations(page);
    await next(page, 'Customer');

    await page.getByRole('radio', { name: 'Private person' }).check();
    await page.getByLabel('Address 1: street', { exact: true }).fill('Storgata 1');
    await page.getByLabel('Address 1: postcode', { exact: true }).fill('0155');
    await page.getByLabel('Address 1: city', { exact: true }).fill('Oslo');
    await expectNoSeriousViolations(page);
    await next(page, 'Financial parameters');

    await page.getByRole('radio', { name: 'Annuity loan' }).check();
    await page.getByLabel('Equity (NOK)', { exact: true }).fill('60000');
    await page.getByLabel('Number of terms', { exact: true }).fill('60');
    await page.getByLabel('Term fee (NOK)', { exact: true }).fill('95');
    await page.getByLabel('Startup fee (NOK)', { exact: true }).fill('2 500');
    await page.getByLabel('Nominal interest rate (% per year)', { exact: true }).fill('6.9');
    await expect(page.locator('[data-live-payment]')).toContainText('NOK');
    // Equity above the price: the payment and each offer of a rate say what stops them.
    await page.getByLabel('Equity (NOK)', { exact: true }).fill('400000');
    await expect(page.getByRole('complementary', { name: 'Payment' })).toContainText(
      'The figures show once this is put right: The equity must be less than',
    );
    await expect(
      page
        .getByText(/^The payment shows once this is put right: The equity must be less than/)
        .first(),
    ).toBeVisible();
    await page.getByLabel('Equity (NOK)', { exact: true }).fill('60000');
    await expect(
      page.getByRole('button', { name: 'Apply Bruktkjøretøyfinansiering' }),
    ).toBeEnabled();
    await expectNoSeriousViolations(page);
    await next(page, 'Embedded products');

    await page.getByRole('button', { name: 'Add Fakturaestimat' }).click();
    await page.getByLabel('Product 1: price (NOK)', { exact: true }).fill('1 490');
    await expectNoSeriousViolations(page);
    await next(page, 'Result');

    const service = await confirmedFigures(page, confirmations);
    await expect(page.locator('[data-figure="termAmount"]')).toHaveText(nok(service.termAmount));
    await expect(page.getByRole('table', { name: 'Payment plan' }).getByRole('row')).toHaveCount(
      61,
    );
    await expect(page.getByRole('img', { name: /Balance and interest over time/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Bruktbilukene' })).toBeEnabled();
    await expectNoSeriousViolations(page);
  });

  test('a lease for a new electric car: a campaign changes the payment; one application', async ({
    page,
  }) => {
    // Every step, a campaign, print and the application, with accessibility scans on the way.
    test.setTimeout(90_000);
    const confirmations = recordConfirmations(page);
    await page.getByLabel('Subtype', { exact: true }).selectOption('electric vehicle');
    await page.getByRole('radio', { name: 'New' }).check();
    await page.getByLabel('Make', { exact: true }).fill('Polestar');
    await page.getByLabel('Model', { exact: true }).fill('2');
    await page.getByLabel('Year', { exact: true }).fill('2026');
    await page.getByLabel('Fuel type', { exact: true }).selectOption({ label: 'Electric' });
    await page.getByLabel('Kilometres per year', { exact: true }).fill('15 000');
    await page.getByLabel('Price per km exceeded (NOK)', { exact: true }).fill('1.50');
    await page.getByLabel('Purchase price (NOK)', { exact: true }).fill('449900.00');
    await next(page, 'Customer');
    await page.getByRole('radio', { name: 'Private person' }).check();
    await next(page, 'Financial parameters');
    await page.getByRole('radio', { name: 'Leasing' }).check();
    // A lease's equity is its initial rental, as the offer the customer takes home says.
    await page
      .getByRole('group', { name: 'Initial rental given as' })
      .getByRole('radio', { name: '%' })
      .check();
    await page.getByLabel('Initial rental (%)', { exact: true }).fill('20');
    await page
      .getByRole('group', { name: 'Residual value given as' })
      .getByRole('radio', { name: '%' })
      .check();
    await page.getByLabel('Residual value (%)', { exact: true }).fill('45');
    await page.getByLabel('Number of terms', { exact: true }).fill('36');
    await page.getByLabel('Startup fee (NOK)', { exact: true }).fill('3 000');
    await page.getByLabel('Nominal interest rate (% per year)', { exact: true }).fill('5.9');
    await next(page, 'Embedded products');
    await next(page, 'Result');
    const before = await confirmedFigures(page, confirmations);
    await expect(page.locator('[data-figure="termAmount"]')).toHaveText(nok(before.termAmount));

    const apply = page.getByRole('button', { name: 'Apply Elbilvår' });
    await expect(apply).toBeEnabled();
    await apply.click();
    const after = await confirmedFigures(
      page,
      confirmations,
      (figures) => figures.campaignId === 101,
    );
    expect(after.interestRateSource).toBe('campaign');
    expect(after.nominalInterestRate).toBe(2.9);
    expect(after.termAmount).toBeLessThan(before.termAmount);
    await expect(page.locator('[data-figure="termAmount"]')).toHaveText(nok(after.termAmount));
    await expect(page.locator('[data-figure="interestRateSource"]')).toHaveText(
      'Campaign: Elbilvår',
    );
    await expectNoSeriousViolations(page);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Create the application' })).toBeHidden();
    await expect(page.getByText(/Elbilvår\. Nominell rente 2,90 % per år/)).toBeVisible();
    await expect(page.getByText('Total credit cost')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const created: number[] = [];
    page.on('response', (response) => {
      if (
        APPLICATION_SEND.test(new URL(response.url()).pathname) &&
        response.request().method() === 'POST'
      ) {
        created.push(response.status());
      }
    });
    await page.getByLabel('First name', { exact: true }).fill('Kari');
    await page.getByLabel('Last name', { exact: true }).fill('Nordmann');
    await page.getByLabel('Email', { exact: true }).fill('kari@example.no');
    await page.getByLabel('Phone', { exact: true }).fill('+47 912 34 567');
    const identity = page.getByLabel('National identity number', { exact: true });
    await identity.fill('1503854121');
    await expect(page.getByText('10 of 11 digits')).toBeVisible();
    await identity.fill('15038541215');
    await expect(page.getByText('Check digits are valid')).toBeVisible();
    await fillHousehold(page);
    await giveConsent(page);
    await page.getByRole('button', { name: 'Create application' }).dblclick();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /Application \d+/ })).toBeVisible();
    expect(created).toEqual([201]);
  });

  test('a reload mid-form keeps every input, in this tab', async ({ page }) => {
    await page.getByRole('radio', { name: 'Used' }).check();
    await page.getByLabel('Make', { exact: true }).fill('Toyota');
    await page.getByLabel('Purchase price (NOK)', { exact: true }).fill('350000.50');
    await next(page, 'Customer');
    await page.getByRole('radio', { name: 'Business' }).check();
    await page.getByLabel('Address 1: city', { exact: true }).fill('Bergen');

    await page.reload();
    await expect(stepHeading(page, 'Step 2 of 5: Customer')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
    await expect(page.getByLabel('Address 1: city', { exact: true })).toHaveValue('Bergen');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Toyota');
    await expect(page.getByLabel('Purchase price (NOK)', { exact: true })).toHaveValue('350000.50');
    await expect(page.getByRole('radio', { name: 'Used' })).toBeChecked();

    // Cleared deliberately, it is gone, also after another reload.
    await page.getByRole('button', { name: 'Clear offer' }).click();
    await page.getByRole('button', { name: 'Yes, clear it' }).click();
    await expect(stepHeading(page, 'Step 1 of 5: Object')).toBeFocused();
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('');
    await page.reload();
    await expect(stepHeading(page, 'Step 1 of 5: Object')).toBeVisible();
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('');
  });

  test('invalid input blocks the step, says why at the field, and sends nothing', async ({
    page,
  }) => {
    const sent: { url: string; body: unknown }[] = [];
    page.on('request', (request) => {
      if (request.url().includes(portalApi('/')) && request.method() === 'POST')
        sent.push({ url: request.url(), body: request.postDataJSON() as unknown });
    });
    await page.getByLabel('Purchase price (NOK)', { exact: true }).fill('about 350 000');
    await page.getByLabel('Year', { exact: true }).fill('1850');
    await page.getByRole('button', { name: 'Next: Customer' }).click();

    await expect(stepHeading(page, 'Step 1 of 5: Object')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'New' })).toBeFocused();
    const price = page.getByLabel('Purchase price (NOK)', { exact: true });
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription(/Enter a number, like 350,000/);
    await expect(page.getByLabel('Year', { exact: true })).toHaveAccessibleDescription(
      /Must be a year from 1900 to 2100/,
    );
    await expect(
      page.getByRole('alert').filter({ hasText: 'Fix these before going on' }),
    ).toContainText('Condition: Choose new or used');
    await expectNoSeriousViolations(page);

    // Fixed, the equity rule of the engine still stops the financial step.
    await page.getByRole('radio', { name: 'New' }).check();
    await price.fill('350 000');
    await page.getByLabel('Year', { exact: true }).fill('2025');
    await next(page, 'Customer');
    await page.getByRole('radio', { name: 'Private person' }).check();
    await next(page, 'Financial parameters');
    await page.getByLabel('Equity (NOK)', { exact: true }).fill('400 000');
    await page.getByLabel('Nominal interest rate (% per year)', { exact: true }).fill('6.5');
    await page.getByRole('button', { name: 'Next: Embedded products' }).click();
    await expect(page.getByLabel('Equity (NOK)', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Equity (NOK)', { exact: true })).toHaveAccessibleDescription(
      /The equity must be less than the cash price/,
    );
    expect(sent.filter(({ url }) => APPLICATION_SEND.test(new URL(url).pathname))).toEqual([]);
    // The offer as it stood before the equity may be confirmed; the refused equity never is.
    const equities = sent
      .filter(({ url }) => url.endsWith(portalApi('/calculation')))
      .map(({ body }) => JSON.stringify(body));
    expect(equities.filter((body) => body.includes('400000'))).toEqual([]);
  });

  test('an answer lost on the way back: the retry returns the same application', async ({
    page,
  }) => {
    await offerReadyToSend(page);

    // The first attempt reaches the service, which creates the application, but the answer is lost.
    let attempts = 0;
    let firstApplicationId: number | undefined;
    await page.route(APPLICATION_SEND, async (route) => {
      attempts += 1;
      if (firstApplicationId !== undefined) {
        await route.continue();
        return;
      }
      try {
        const answer = await route.fetch();
        firstApplicationId = ((await answer.json()) as { applicationId: number }).applicationId;
      } finally {
        // Whatever happens on the way, the page is not left waiting for an answer.
        await route.abort('failed');
      }
    });
    await page.getByRole('button', { name: 'Create application' }).click();
    // The offer is saved, then the application made through the service: more than a screen's
    // update on two cores shared with the other worker, so this step has a deadline of its own.
    await expect.poll(() => firstApplicationId, { timeout: 20_000 }).toBeDefined();
    const failure = page.getByRole('alert').filter({ hasText: 'The application was not created' });
    await expect(failure).toContainText('Everything you typed is kept');
    await expect(failure).toBeFocused();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ola');

    await failure.getByRole('button', { name: 'Try again' }).click();
    // The saved offer is sent again; the portal server answers with the application it made.
    await expect(page).toHaveURL(new RegExp(`/applications/${firstApplicationId}$`));
    expect(attempts).toBe(2);
  });

  test('offline, sending fails at once and nothing is sent on its own once back online', async ({
    page,
  }) => {
    await offerReadyToSend(page);
    const created: string[] = [];
    page.on('requestfinished', (request) => {
      if (APPLICATION_SEND.test(new URL(request.url()).pathname)) created.push(request.url());
    });

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Create application' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'The application was not created' });
    await expect(failure).toContainText('The server could not be reached');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ola');

    // Back online the dealer decides: the failure stays, and only Try again sends.
    await page.context().setOffline(false);
    await expect(failure).toBeVisible();
    await expect(page).toHaveURL(/\/offers\//);
    expect(created).toEqual([]);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
    // The event of a finished request may reach the test just after the page has moved on.
    await expect.poll(() => created.length).toBe(1);
  });

  test('the keyboard alone gets through the steps', async ({ page }) => {
    await page.getByRole('radio', { name: 'New' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'New' })).toBeChecked();
    await page.getByLabel('Purchase price (NOK)', { exact: true }).focus();
    await page.keyboard.type('420 000');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Step 2 of 5: Customer')).toBeFocused();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Private person' })).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Step 3 of 5: Financial parameters')).toBeFocused();

    // The price list filled the rate in: select it and type over it.
    await page.getByLabel('Nominal interest rate (% per year)', { exact: true }).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4.5');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Step 4 of 5: Embedded products')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add Fakturaestimat' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Product 1: price (NOK)', { exact: true })).toBeFocused();
    await page.keyboard.type('990');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Step 5 of 5: Result')).toBeFocused();
    await expect(page.getByText('Confirmed by the financing service.')).toBeVisible();
  });
});

test.describe('the offer workspace in Norwegian', () => {
  test('a loan for a used car, every step in bokmål, printed in bokmål', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'dealer', '/offers/new');
    await page.getByLabel('Language').selectOption('nb');
    await expect(page.getByRole('heading', { level: 1, name: 'Nytt tilbud' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page).toHaveTitle('Nytt tilbud · Forhandlerfinansiering');

    // The choice is remembered.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Nytt tilbud' })).toBeVisible();
    await expect(page.getByLabel('Språk')).toHaveValue('nb');

    await expect(stepHeading(page, 'Steg 1 av 5: Objekt')).toBeVisible();
    await page.getByLabel('Objekttype', { exact: true }).selectOption('vehicle');
    await page.getByRole('radio', { name: 'Brukt' }).check();
    await page.getByLabel('Drivstoff', { exact: true }).selectOption({ label: 'Diesel' });
    await page.getByLabel('Kjøpesum (kr)', { exact: true }).fill('289 900');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Neste: Kunde' }).click();

    await expect(stepHeading(page, 'Steg 2 av 5: Kunde')).toBeFocused();
    await page.getByRole('radio', { name: 'Privatperson' }).check();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Neste: Finansielle vilkår' }).click();

    await expect(stepHeading(page, 'Steg 3 av 5: Finansielle vilkår')).toBeFocused();
    await page.getByRole('radio', { name: 'Annuitetslån' }).check();
    await page.getByLabel('Egenkapital (kr)', { exact: true }).fill('60000');
    await page.getByLabel('Antall terminer', { exact: true }).fill('1000');
    await page.getByRole('button', { name: 'Neste: Tilleggsprodukter' }).click();
    await expect(page.getByLabel('Antall terminer', { exact: true })).toHaveAccessibleDescription(
      /Må være høyst 600/,
    );
    await page.getByLabel('Antall terminer', { exact: true }).fill('60');
    await page.getByLabel('Nominell rente (% per år)', { exact: true }).fill('6,9');
    await expect(page.locator('[data-live-payment]')).toContainText('kr');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Neste: Tilleggsprodukter' }).click();

    await expect(stepHeading(page, 'Steg 4 av 5: Tilleggsprodukter')).toBeFocused();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Neste: Resultat' }).click();

    await expect(stepHeading(page, 'Steg 5 av 5: Resultat')).toBeFocused();
    await expect(page.getByText('Bekreftet av finansieringstjenesten.')).toBeVisible();
    await expect(page.getByText('Effektiv rente', { exact: true })).toBeVisible();
    await expect(page.getByText('Kredittkostnad', { exact: true })).toBeVisible();
    await expect(page.getByText('Totalbeløp å betale', { exact: true })).toBeVisible();
    await expect(page.locator('[data-figure="termAmount"]')).toHaveText(/^[\d\s]+,\d{2}\skr$/);
    await expect(
      page.getByRole('table', { name: 'Nedbetalingsplan' }).getByRole('row'),
    ).toHaveCount(61);
    await expectNoSeriousViolations(page);

    // Printed: the date, the dealership and the salesperson; no screen furniture.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText(/^Finansieringstilbud, /)).toBeVisible();
    const heading = page.locator('.offer-print-heading');
    await expect(heading).toContainText('ForhandlerNordvik Motor AS');
    await expect(heading).toContainText('SelgerDina Dealer');
    await expect(page.getByRole('heading', { name: 'Tilbudet' })).toBeVisible();
    await expect(page.getByText(/^Lagret \d/)).toBeHidden();
  });
});

/** A used car for a business, confirmed, with the applicant filled in: ready to send. */
async function offerReadyToSend(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Used' }).check();
  await page.getByLabel('Purchase price (NOK)', { exact: true }).fill('199 000');
  await next(page, 'Customer');
  await page.getByRole('radio', { name: 'Business' }).check();
  await next(page, 'Financial parameters');
  await page.getByLabel('Nominal interest rate (% per year)', { exact: true }).fill('7.25');
  // The used-car loan asks 10 % of the cash price as equity.
  await page.getByLabel('Equity (NOK)', { exact: true }).fill('20 000');
  await next(page, 'Embedded products');
  await next(page, 'Result');
  await expect(page.getByText('Confirmed by the financing service.')).toBeVisible();

  await page.getByLabel('Company name', { exact: true }).fill('Ola Transport AS');
  await page.getByLabel('First name', { exact: true }).fill('Ola');
  await page.getByLabel('Last name', { exact: true }).fill('Transport');
  await page.getByLabel('Email', { exact: true }).fill('ola@transport.no');
  await page.getByLabel('Phone', { exact: true }).fill('91234567');
  await page.getByLabel('Organisation number', { exact: true }).fill('923456783');
  await fillAddress(page);
  await giveConsent(page);
}
