import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/** The widths the guide shows: a phone upright, and a laptop. */
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    /** The screen as the user sees it (not the whole page), in docs/screenshots/. */
    const shoot = async (page: Page, name: string) => {
      // No caret blinking or animation half-way in a picture.
      await page.screenshot({
        path: `docs/screenshots/${name}-${width}.png`,
        animations: 'disabled',
        caret: 'hide',
      });
    };

    test('an offer, from the object to the application', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'dealer');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'home');

      await page.goto('/offers/new');
      await field(page, 'Subtype').selectOption('ICE vehicle');
      await page.getByRole('radio', { name: 'Used' }).check();
      await field(page, 'Make').fill('Volvo');
      await field(page, 'Model').fill('V60');
      await field(page, 'Year').fill('2021');
      await field(page, 'Kilometres driven').fill('68 000');
      await field(page, 'Purchase price (NOK)').fill('289 900');
      await field(page, 'Purchase price (NOK)').focus();
      await expect(page.getByText('Confirmed by the financing service.')).toBeVisible();
      await shoot(page, 'offer-object');

      await page.getByRole('button', { name: 'Next: Customer' }).click();
      await page.getByRole('radio', { name: 'Private person' }).check();
      await page.getByRole('button', { name: 'Next: Financial parameters' }).click();
      await page.getByRole('radio', { name: 'Serial loan' }).check();
      await field(page, 'Equity (NOK)').fill('60 000');
      await field(page, 'Number of terms').fill('60');
      await field(page, 'Number of terms').focus();
      await expect(page.getByText('Confirmed by the financing service.')).toBeVisible();
      await shoot(page, 'offer-financial');

      await page.getByRole('button', { name: 'Next: Embedded products' }).click();
      await page.getByRole('button', { name: 'Next: Result' }).click();
      await expect(page.getByText('Confirmed by the financing service.').first()).toBeVisible();
      await shoot(page, 'offer-result');

      await field(page, 'First name').fill('Kari');
      await field(page, 'Last name').fill('Nordmann');
      await field(page, 'Email').fill('kari@example.no');
      await field(page, 'Phone').fill('+47 912 34 567');
      await field(page, 'National identity number').fill('15038541215');
      await field(page, 'National identity number').focus();
      await shoot(page, 'offer-applicant');

      await page.getByRole('button', { name: 'Create application' }).click();
      await expect(page).toHaveURL(/\/applications\/\d+$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Offer' })).toBeVisible();
      await shoot(page, 'application');

      await page.goto('/applications');
      await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
      await shoot(page, 'my-applications');

      await page.goto('/applications/999999');
      await expect(page.getByRole('alert')).toBeVisible();
      await shoot(page, 'application-not-found');

      await page.goto('/salespeople');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'not-allowed');

      await page.goto('/profile');
      await expect(page.getByText('1001').first()).toBeVisible();
      await shoot(page, 'profile');
    });

    test('the salespeople, for a manager', async ({ page }) => {
      await signIn(page, 'manager', '/salespeople');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('1001').first()).toBeVisible();
      await shoot(page, 'salespeople');

      await page.goto('/salespeople/1001');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'salesperson');
    });
  });
}
