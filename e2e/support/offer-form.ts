import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * The offer form as a dealer goes through it: five steps, each under a heading such as
 * "Step 2 of 5: Customer", moved between with a "Next: Customer" button.
 */

/** A step's heading: its whole text, e.g. "Step 2 of 5: Customer", or a pattern of it. */
export const stepHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 2, name });

/** The heading of the step called `title` ("Customer"), whatever its number. */
export const stepHeadingCalled = (page: Page, title: string) =>
  stepHeading(page, new RegExp(`: ${title}$`));

/** Goes on to the step called `to`; its heading takes the focus. */
export async function next(page: Page, to: string): Promise<void> {
  await page.getByRole('button', { name: `Next: ${to}` }).click();
  await expect(stepHeadingCalled(page, to)).toBeFocused();
}

/** The field whose label is exactly `label`. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
