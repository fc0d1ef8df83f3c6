import type { Page } from '@playwright/test';
import { portalApi } from './support/paths';
import { signIn } from './support/sign-in';
// Every body the page posts is checked against the spec's shown fields when each test ends.
import { expect, test } from './support/spec-requests';

/**
 * The bank's price list against the real servers: the product that fits fills the offer in, its
 * bounds are kept by the portal and the service, and the payment grid applies a cell.
 */

interface SentRequest {
  productId?: number;
  financialParameters?: { terms?: { termCount?: number }; equity?: { amount: number } };
}

/** Every calculation request the page sent, in order. */
function recordCalculationRequests(page: Page): SentRequest[] {
  const requests: SentRequest[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith(portalApi('/calculation'))) return;
    requests.push(
      (request.postDataJSON() as { calculationRequest: SentRequest }).calculationRequest,
    );
  });
  return requests;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A new car at NOK 400 000 for a private customer, on the financial step. */
async function newCarOnFinancialStep(page: Page) {
  await signIn(page, 'dealer', '/offers/new');
  await page.getByRole('radio', { name: 'New' }).check();
  await field(page, 'Make').fill('Skoda');
  await field(page, 'Model').fill('Enyaq');
  await field(page, 'Purchase price (NOK)').fill('400 000');
  await page.getByRole('button', { name: 'Next: Customer' }).click();
  await page.getByRole('radio', { name: 'Private person' }).check();
  await page.getByRole('button', { name: 'Next: Financial parameters' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: /Financial parameters$/ }),
  ).toBeFocused();
}

test.describe('the price list', () => {
  test('fills the rate and fees of the product that fits; the service confirms it', async ({
    page,
  }) => {
    const sent = recordCalculationRequests(page);
    await newCarOnFinancialStep(page);
    await expect(page.getByRole('region', { name: 'Price list' })).toContainText(
      'Price list: Billån, ny bil',
    );
    await expect(field(page, 'Nominal interest rate (% per year)')).toHaveValue('5.9');
    await expect(field(page, 'Startup fee (NOK)')).toHaveValue('3,490');
    await expect(field(page, 'Term fee (NOK)')).toHaveValue('95');
    await expect(field(page, 'Non-recurrent fee (NOK)')).toHaveValue('1,172');
    await field(page, 'Equity (NOK)').fill('80 000');
    await expect(page.getByText('Confirmed by the financing service.')).toBeVisible();
    expect(sent.at(-1)?.productId).toBe(11);

    // Campaigns show on this step already, each with the payment it gives.
    const campaigns = page.locator('[data-rate-options="campaign"]');
    await expect(campaigns.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
    await expect(
      campaigns.getByRole('button', { name: 'Apply Bankens standardtilbud' }),
    ).toBeEnabled();
    await expect(campaigns.locator('[data-option-payment]').first()).toContainText('NOK');
  });

  test('refuses a value outside the product’s bounds with a clear message', async ({ page }) => {
    await newCarOnFinancialStep(page);
    await field(page, 'Number of terms').fill('150');
    await field(page, 'Residual value (NOK)').fill('200 000');
    await page.getByRole('button', { name: 'Next: Embedded products' }).click();
    await expect(field(page, 'Number of terms')).toHaveAccessibleDescription(
      'Billån, ny bil allows 12 to 120 terms',
    );
    await expect(field(page, 'Residual value (NOK)')).toHaveAccessibleDescription(
      /Billån, ny bil allows a residual value of at most 40 % of the cash price \(NOK 160,000\)/,
    );
    // The service refuses the same offer; the panel names the fields in the portal's words.
    const refusal = page.locator('[data-figures-status="failed"]');
    await expect(refusal).toContainText('Some of the values were not accepted.');
    await expect(refusal).toContainText('Number of terms: Billån, ny bil allows 12 to 120 terms');
    await field(page, 'Number of terms').fill('120');
    await field(page, 'Residual value (NOK)').fill('100 000');
    await page.getByRole('button', { name: 'Next: Embedded products' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Embedded products$/ })).toBeFocused();
  });

  test('a grid cell applies, and the service confirms it; readable on a phone', async ({
    page,
  }) => {
    const sent = recordCalculationRequests(page);
    await newCarOnFinancialStep(page);
    await field(page, 'Equity (NOK)').fill('80 000');
    await page.getByRole('button', { name: 'Next: Embedded products' }).click();
    await page.getByRole('button', { name: 'Next: Result' }).click();
    const grid = page.getByRole('table', { name: /Payment per term: number of terms/ });
    const cell = grid.getByRole('button', { name: /^72 terms, equity 30\.00%/ });
    await expect(cell).toHaveAttribute('aria-pressed', 'false');
    await cell.click();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-grid-confirmed]')).toContainText(
      '72 terms and equity 30.00% are in use: the financing service confirms',
    );
    expect(sent.at(-1)).toMatchObject({
      productId: 11,
      financialParameters: { terms: { termCount: 72 }, equity: { amount: 120_000 } },
    });

    await page.getByRole('button', { name: 'Pin this offer' }).click();
    await grid.getByRole('button', { name: /^36 terms, equity 20\.00%/ }).click();
    await page.getByRole('button', { name: 'Pin this offer' }).click();
    const comparison = page.getByRole('table', { name: 'Pinned scenarios side by side' });
    await expect(comparison.getByRole('columnheader')).toHaveCount(2);

    await page.setViewportSize({ width: 390, height: 844 });
    await grid.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
