import type { Page } from '@playwright/test';
import {
  measureOnOfferPage,
  reportKeyToFrame,
  timeKeysToFrame,
  type OfferTypingResult,
} from './offer-typing-bench';

/**
 * How fast the result step's payment grid follows a key: from the keydown (Enter on a grid cell,
 * which makes that cell the offer) to the frame that shows the grid updated (see timeKeysToFrame),
 * in a real Chromium against the running system. Every key changes the offer's equity, so the
 * offer's figures change; the grid itself is reused (it does not depend on the offer's own term
 * count and equity). The target is one frame (16 ms).
 */

/**
 * Two cells the keys alternate between: each key changes the equity, so every payment and the
 * plan's every row, as typing does; the number of terms, and so of rows, stays.
 */
const CELLS = [/^60 terms, equity 30\.00%/, /^60 terms, equity 20\.00%/];

/** A new car at NOK 400 000 for a private customer, filled in from the price list, at the result. */
async function openResultStep(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'New' }).check();
  await page.getByLabel('Purchase price (NOK)', { exact: true }).fill('400000');
  await page.getByRole('button', { name: 'Next: Customer' }).click();
  await page.getByRole('radio', { name: 'Private person' }).check();
  await page.getByRole('button', { name: 'Next: Financial parameters' }).click();
  await page.getByLabel('Equity (NOK)', { exact: true }).fill('80000');
  await page.getByRole('button', { name: 'Next: Embedded products' }).click();
  await page.getByRole('button', { name: 'Next: Result' }).click();
  await page.locator('[data-payment-grid]').waitFor();
}

export async function benchPaymentGrid(baseUrl: string): Promise<OfferTypingResult> {
  return measureOnOfferPage(baseUrl, async (page) => {
    await openResultStep(page);
    const grid = page.locator('[data-payment-grid]');
    return timeKeysToFrame(page, '[data-payment-grid]', async (key) => {
      await grid.getByRole('button', { name: CELLS[key % CELLS.length] }).focus();
      await page.keyboard.press('Enter');
    });
  });
}

/** Measures the grid, prints its figures, and adds a failure when far outside the target. */
export async function reportPaymentGridBench(baseUrl: string, failures: string[]): Promise<void> {
  reportKeyToFrame(
    'Payment grid: key on a grid cell to the frame that shows the grid (Chromium)',
    'grid',
    await benchPaymentGrid(baseUrl),
    failures,
  );
}
