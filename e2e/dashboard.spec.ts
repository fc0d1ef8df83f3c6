import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { holdBack } from './support/hold-back';
import { portalApi } from './support/paths';
import { signInInNorwegian } from './support/sign-in';
import { expect, test } from './support/test';

/** A figure of "Kort fortalt", by its label. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Kort fortalt' })
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** The count of a step of the funnel, from the table that stands for its chart. */
const funnelCount = (page: Page, step: string) =>
  page
    .getByRole('table', { name: /Fra tilbud til utbetaling/ })
    .getByRole('row', { name: new RegExp(`^${step}`) })
    .getByRole('cell');

test.describe('the dashboard, in bokmål', () => {
  test.use({ locale: 'nb-NO' });

  test('a manager sees everyone’s figures of this year, then one salesperson’s', async ({
    page,
  }) => {
    await signInInNorwegian(page, 'manager');
    await page
      .getByRole('navigation', { name: 'Hovedmeny' })
      .getByRole('link', { name: 'Nøkkeltall' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nøkkeltall' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'I år' });
    await expect(page).toHaveURL(/period=thisYear/);

    // The demo applications were sent this year or late last year: the figures agree with
    // themselves whatever their number.
    // Other tests send applications meanwhile: the two figures are compared as they stand together.
    const applications = figure(page, 'Søknader');
    await expect(applications).toHaveText(/^\d+$/);
    await expect
      .poll(async () => {
        const [sent, inFunnel] = await Promise.all([
          applications.innerText(),
          funnelCount(page, 'Søknader sendt').innerText(),
        ]);
        return sent === inFunnel;
      })
      .toBe(true);
    await expect(figure(page, 'Finansiert volum')).toHaveText(/^[\d\s]+,\d{2}\skr$/);
    await expect(figure(page, 'Innvilgelsesgrad')).toHaveText(/^(\d+,\d{2}\s%|–)$/);
    await expect(page.getByRole('table', { name: 'Per selger' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Finansiert volum over tid/ })).toBeAttached();
    await expectNoSeriousViolations(page);

    await page.getByRole('combobox', { name: 'Selger' }).selectOption({ label: 'Rita Rep' });
    await expect(page).toHaveURL(/salesPersonId=1003/);
    await expect(page.getByRole('table', { name: 'Per selger' })).toHaveCount(0);
  });

  test('a salesperson sees their own figures of a period they choose', async ({ page }) => {
    await signInInNorwegian(page, 'rep', '/dashboard');
    await expect(page.getByText('Dine tilbud og søknader i en periode.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Selger' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'Egendefinert' });
    await page.getByLabel('Fra').fill('2020-01-01');
    await page.getByLabel('Til').fill('2020-01-31');
    await page.getByRole('button', { name: 'Vis' }).click();
    await expect(page).toHaveURL(/period=custom&from=2020-01-01&to=2020-01-31/);
    await expect(figure(page, 'Søknader')).toHaveText('0');
    await expect(figure(page, 'Innvilgelsesgrad')).toHaveText('–');
    await expect(funnelCount(page, 'Tilbud lagret')).toHaveText('0');
  });

  test('the salesperson picker keeps its width when the names arrive: nothing moves', async ({
    page,
  }) => {
    // At 768 px the period's dates and the picker share a row: a picker as wide as its longest
    // name would grow once they come and move onto a line of its own, taking the page down.
    await page.setViewportSize({ width: 768, height: 900 });
    await signInInNorwegian(page, 'manager', '/');
    const releaseNames = await holdBack(page, portalApi('/sales-person'));
    await page.goto('/dashboard?period=custom&from=2026-01-01&to=2026-12-31');
    const picker = page.getByRole('combobox', { name: 'Selger' });
    const inBrief = page.getByRole('heading', { level: 2, name: 'Kort fortalt' });
    await expect(inBrief).toBeVisible();
    const [pickerBefore, inBriefBefore] = [await picker.boundingBox(), await inBrief.boundingBox()];
    releaseNames();
    await expect(picker.getByRole('option')).not.toHaveCount(1);
    expect(await picker.boundingBox()).toEqual(pickerBefore);
    expect(await inBrief.boundingBox()).toEqual(inBriefBefore);
  });

  test('draws its charts in the space kept for them: what is below stays put', async ({ page }) => {
    // The drawings come in a chunk of their own, after the figures and tables: held back here
    // until the page has been measured without them.
    const releaseDrawings = await holdBack(page, /\/assets\/chart-drawings-[^/]+\.js$/);
    await signInInNorwegian(page, 'rep', '/dashboard');
    const byStatus = page.getByRole('heading', { level: 2, name: 'Etter status nå' });
    await expect(byStatus).toBeVisible();
    await expect(page.locator('.dashboard-chart__drawing svg')).toHaveCount(0);
    const placeBefore = await byStatus.boundingBox();
    releaseDrawings();
    await expect(page.locator('.dashboard-chart__drawing svg')).toHaveCount(2);
    expect(await byStatus.boundingBox()).toEqual(placeBefore);
  });
});
