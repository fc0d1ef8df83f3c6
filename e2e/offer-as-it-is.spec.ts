import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/sign-in';
// Every body the page posts is checked against the spec's shown fields when each test ends.
import { expect, test } from './support/spec-requests';
import {
  field,
  fillAddress,
  fillHousehold,
  giveConsent,
  next,
  stepHeadingCalled,
} from './support/offer-form';

/**
 * The offer on a phone and at a desk, each loan as it is: the payment stays in view while typing
 * (a bar at the bottom of a phone), a serial loan shows its first and last payment, a lease its
 * rent and what is left at the end, itemised extras count in the price, a business applies with
 * its name and a contact person, and the application calls everything as the offer did.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The payment panel: beside the step at a desk, the bar at the bottom of a phone. */
const paymentPanel = (page: Page) => page.getByRole('complementary', { name: 'Payment' });

/** The bar is wholly on screen and covers no part of the focused field. */
async function expectBarInViewClearOfFocus(page: Page) {
  const bar = await paymentPanel(page).boundingBox();
  const viewport = page.viewportSize();
  if (bar === null || viewport === null) throw new Error('No payment bar on screen');
  expect(bar.y).toBeGreaterThanOrEqual(0);
  expect(bar.y + bar.height).toBeLessThanOrEqual(viewport.height + 1);
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return undefined;
    const box = element.getBoundingClientRect();
    return { bottom: box.bottom, name: element.getAttribute('name') ?? element.id };
  });
  if (focused !== undefined) {
    expect(focused.bottom, `${focused.name} is above the bar`).toBeLessThanOrEqual(bar.y);
  }
}

/** Tabs through the step's fields, as the on-screen keyboard's "next" does. */
async function tabThroughStep(page: Page, from: Locator, steps: number) {
  await from.focus();
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Tab');
    await expectBarInViewClearOfFocus(page);
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a serial loan for a business: the bar shows the first and last payment on every step; extras add up; the application names the company', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'dealer', '/offers/new');
    await field(page, 'Subtype').selectOption('ICE vehicle');
    await page.getByRole('radio', { name: 'Used' }).check();
    await field(page, 'Make').fill('Volvo');
    await field(page, 'Model').fill('FH16');
    await field(page, 'Kilometres driven').fill('120 000');
    await field(page, 'Purchase price (NOK)').fill('400 000');
    await page.getByRole('button', { name: 'Add an extra' }).click();
    await field(page, 'Extra 1: name').fill('Tow bar');
    await field(page, 'Extra 1: price (NOK)').fill('12 500');
    await page.getByRole('button', { name: 'Add an extra' }).click();
    await field(page, 'Extra 2: name').fill('Winter wheels');
    await field(page, 'Extra 2: price (NOK)').fill('9990.50');
    // The items add up into the dealer-installed extras, which count in the cash price.
    await expect(field(page, 'Dealer-installed extras (NOK)')).toHaveValue('22,490.5');
    await expect(field(page, 'Dealer-installed extras (NOK)')).toHaveAttribute('readonly', '');
    await expectBarInViewClearOfFocus(page);
    await tabThroughStep(page, field(page, 'Make'), 8);
    await next(page, 'Customer');

    await page.getByRole('radio', { name: 'Business' }).check();
    await expectBarInViewClearOfFocus(page);
    await next(page, 'Financial parameters');

    await page.getByRole('radio', { name: 'Serial loan' }).check();
    // The used-car loan asks 10 % of the cash price as equity.
    await field(page, 'Equity (NOK)').fill('50 000');
    await field(page, 'Number of terms').fill('60');
    await field(page, 'Nominal interest rate (% per year)').fill('6.9');
    const bar = paymentPanel(page);
    await expect(bar.getByText('First payment')).toBeVisible();
    await expect(bar.getByText('Last payment')).toBeVisible();
    await expect(bar).not.toContainText('Payment per month');
    await tabThroughStep(page, page.getByRole('radio', { name: 'Serial loan' }), 10);
    await next(page, 'Embedded products');
    await expectBarInViewClearOfFocus(page);
    await next(page, 'Result');

    // The result: the first and last payment, and that it falls; the cash price has the extras.
    await expect(page.locator('[data-figure="termAmount"]')).toBeVisible();
    const figures = page.locator('section.calculation-figures');
    await expect(figures.getByText('Last payment')).toBeVisible();
    await expect(figures.getByText(/The payment falls every month/)).toBeVisible();
    await expect(page.locator('[data-figure="cashPrice"]')).toHaveText('NOK 422,490.50');
    await expect(bar.getByText('First payment')).toBeVisible();

    await field(page, 'Company name').fill('Nordvik Transport AS');
    await field(page, 'Organisation number').fill('974760673');
    const contact = page.getByRole('group', { name: 'Contact person' });
    await contact.getByLabel('First name', { exact: true }).fill('Ola');
    await contact.getByLabel('Last name', { exact: true }).fill('Nordmann');
    await contact.getByLabel('Email', { exact: true }).fill('ola@nordvik.example');
    await contact.getByLabel('Phone', { exact: true }).fill('+47 912 34 567');
    await fillAddress(page.getByRole('group', { name: 'Company address' }));
    await giveConsent(contact);
    await page.getByRole('button', { name: 'Create application' }).click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);

    const applicant = page.getByRole('region', { name: 'Applicant' });
    await expect(applicant).toContainText('Nordvik Transport AS');
    await expect(applicant).toContainText('Contact person');
    await expect(applicant).toContainText('Ola Nordmann');
    const object = page.getByRole('region', { name: 'Object' });
    await expect(object).toContainText('120,000 km');
    await expect(page.getByText('First payment')).toBeVisible();
    await expect(page.getByText('Last payment')).toBeVisible();
  });
});

test.describe('at a desk', () => {
  test.use({ viewport: DESKTOP });

  test('a lease: the rent and what is left at the end, beside the step; the application names the campaign as the offer did', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'dealer', '/offers/new');
    await field(page, 'Subtype').selectOption('electric vehicle');
    await page.getByRole('radio', { name: 'New' }).check();
    await field(page, 'Make').fill('Polestar');
    await field(page, 'Purchase price (NOK)').fill('449 900');
    await next(page, 'Customer');
    await page.getByRole('radio', { name: 'Private person' }).check();
    await next(page, 'Financial parameters');
    await page.getByRole('radio', { name: 'Leasing' }).check();
    await field(page, 'Residual value (NOK)').fill('200 000');
    await field(page, 'Number of terms').fill('36');
    await field(page, 'Nominal interest rate (% per year)').fill('5.9');

    // Beside the step, not below it.
    const panel = paymentPanel(page);
    const form = await page.locator('form.offer-step').boundingBox();
    const beside = await panel.boundingBox();
    expect(beside?.x).toBeGreaterThan((form?.x ?? 0) + (form?.width ?? 0));
    await expect(panel.getByText('Rent per month')).toBeVisible();
    await expect(panel).toContainText(
      'When the last rent is paid, NOK 200,000.00 of the price is still left (the residual value)',
    );
    await expect(panel).not.toContainText('Payment per month');
    // The bank's offers for the lease have arrived above the buttons: nothing moves on the click.
    await expect(page.getByRole('button', { name: 'Apply Elbilvår' })).toBeVisible();
    await next(page, 'Embedded products');
    await next(page, 'Result');

    // A pinned scenario stays when the dealer steps back and returns, within the same offer.
    await page.getByRole('button', { name: 'Pin this offer' }).click();
    await expect(page.locator('[data-scenarios] th[scope="col"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await next(page, 'Result');
    await expect(page.locator('[data-scenarios] th[scope="col"]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Apply Elbilvår' }).click();
    await expect(page.locator('[data-figure="interestRateSource"]')).toHaveText(
      'Campaign: Elbilvår',
    );
    await expect(page.getByText('Confirmed by the financing service.')).toBeVisible();
    await field(page, 'First name').fill('Kari');
    await field(page, 'Last name').fill('Nordmann');
    await field(page, 'Email').fill('kari@example.no');
    await field(page, 'Phone').fill('+47 912 34 567');
    await field(page, 'National identity number').fill('15038541215');
    await fillHousehold(page);
    await giveConsent(page);
    await page.getByRole('button', { name: 'Create application' }).click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
    await expect(page.locator('[data-figure="interestRateSource"]')).toHaveText(
      'Campaign: Elbilvår',
    );
    await expect(page.getByText('Rent per month')).toBeVisible();
  });
});

/** Counts layout shifts that no input caused, from now on (the page's own moves). */
async function measureLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const measured = window as unknown as { unexpectedShift: number };
    measured.unexpectedShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) measured.unexpectedShift += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
  return () =>
    page.evaluate(() => (window as unknown as { unexpectedShift: number }).unexpectedShift);
}

/** Types as a person does, key by key, so the browser knows the shifts that follow are input's. */
async function typeInto(page: Page, label: string, text: string) {
  await field(page, label).click();
  // What the price list filled in is typed over.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`nothing moves under the pointer while the whole offer is filled in, at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signIn(page, 'dealer', '/offers/new');
    await expect(stepHeadingCalled(page, 'Object')).toBeVisible();
    const layoutShift = await measureLayoutShift(page);

    await field(page, 'Subtype').selectOption('ICE vehicle');
    await page.getByRole('radio', { name: 'Used' }).click();
    await typeInto(page, 'Make', 'Volvo');
    await typeInto(page, 'Model', 'V60');
    await typeInto(page, 'Year', '2021');
    await typeInto(page, 'Kilometres driven', '68000');
    await typeInto(page, 'Purchase price (NOK)', '289900');
    await page.getByRole('button', { name: 'Add an extra' }).click();
    await typeInto(page, 'Extra 1: name', 'Tow bar');
    await typeInto(page, 'Extra 1: price (NOK)', '12500');
    await next(page, 'Customer');
    await page.getByRole('radio', { name: 'Private person' }).click();
    await typeInto(page, 'Address 1: street', 'Storgata 1');
    await typeInto(page, 'Address 1: postcode', '0155');
    await typeInto(page, 'Address 1: city', 'Oslo');
    await next(page, 'Financial parameters');
    await page.getByRole('radio', { name: 'Annuity loan' }).click();
    await typeInto(page, 'Equity (NOK)', '60000');
    await typeInto(page, 'Number of terms', '60');
    await typeInto(page, 'Nominal interest rate (% per year)', '6.9');
    await next(page, 'Embedded products');
    await page.getByRole('button', { name: 'Add Fakturaestimat' }).click();
    await typeInto(page, 'Product 1: price (NOK)', '1490');
    await page.getByRole('button', { name: 'Add a data field to product 1' }).click();
    await typeInto(page, 'Product 1, data field 1: name', 'Mileage');
    await typeInto(page, 'Product 1, data field 1: value', '15000');
    await next(page, 'Result');
    await expect(page.getByText('Confirmed by the financing service.').first()).toBeVisible();

    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  });
}
