import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInInNorwegian } from './support/sign-in';
import { next } from './support/offer-form';
import { expect, test } from './support/test';

/** The CSV file the list's export button gives, as text. */
async function exportedCsv(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksporter som CSV (Excel)' }).click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    text: await readFile(await file.path(), 'utf8'),
  };
}

/** Makes an offer in bokmål as far as `typed` goes, and waits until the portal server saved it. */
async function makeOffer(
  page: Page,
  typed: { model: string; price: string; equity?: string; rate?: string },
): Promise<void> {
  await page.goto('/offers/new');
  await page.getByRole('radio', { name: 'Brukt' }).check();
  await page.getByLabel('Merke', { exact: true }).fill('Toyota');
  await page.getByLabel('Modell', { exact: true }).fill(typed.model);
  await page.getByLabel('Kjøpesum (kr)', { exact: true }).fill(typed.price);
  if (typed.equity !== undefined && typed.rate !== undefined) {
    await next(page, 'Kunde', 'nb');
    await page.getByRole('radio', { name: 'Privatperson' }).check();
    await next(page, 'Finansielle vilkår', 'nb');
    await page.getByRole('radio', { name: 'Annuitetslån' }).check();
    await page.getByLabel('Egenkapital (kr)', { exact: true }).fill(typed.equity);
    await page.getByLabel('Antall terminer', { exact: true }).fill('60');
    await page.getByLabel('Nominell rente (% per år)', { exact: true }).fill(typed.rate);
    await next(page, 'Tilleggsprodukter', 'nb');
    await next(page, 'Resultat', 'nb');
  }
  await expect(page).toHaveURL(/\/offers\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Lagret \d\d:\d\d$/ })).toBeVisible({
    timeout: 15_000,
  });
}

const columnTexts = (page: Page, table: string, index: number) =>
  page
    .getByRole('table', { name: table })
    .locator(`tbody tr > :nth-child(${index})`)
    .allInnerTexts();

test.describe('lists sort and export, in bokmål', () => {
  test.use({ locale: 'nb-NO' });

  test('salespeople sort by name both ways, keep it through Back, and export as shown', async ({
    page,
  }) => {
    await signInInNorwegian(page, 'manager', '/salespeople');
    const nameHeader = page.getByRole('columnheader', { name: 'Navn' });
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const names = await columnTexts(page, 'Selgere', 1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nb')));
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = await columnTexts(page, 'Selgere', 1);
    expect(descending).toEqual([...names].reverse());
    // The sort is the history entry's: not in the address, and back after a visit elsewhere.
    expect(new URL(page.url()).search).toBe('');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: descending[0] ?? '' }).click();
    await page.goBack();
    await expect(page.getByRole('columnheader', { name: 'Navn' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const { name, text } = await exportedCsv(page);
    expect(name).toBe('selgere.csv');
    expect(text.startsWith('\uFEFFNavn;Selgernummer;E-post;Eksterne referanser\r\n')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(';')[0])).toEqual(descending);
  });

  test('salespeople are found by part of their name, in any case', async ({ page }) => {
    await signInInNorwegian(page, 'manager', '/salespeople');
    await page.getByRole('searchbox', { name: 'Søk etter navn' }).fill('RITA r');
    await expect(page.getByText('1 selger', { exact: true })).toBeVisible();
    expect(await columnTexts(page, 'Selgere', 1)).toEqual(['Rita Rep']);
    await page.getByRole('searchbox', { name: 'Søk etter navn' }).fill('ingen slik');
    await expect(page.getByText('0 selgere', { exact: true })).toBeVisible();
  });

  test('applications sort by payment and export bokmål amounts and dates', async ({ page }) => {
    await signInInNorwegian(page, 'manager', '/applications?salesPersonId=all');
    const payment = page.getByRole('columnheader', { name: 'Terminbeløp' });
    await payment.getByRole('button').click();
    await expect(payment).toHaveAttribute('aria-sort', 'ascending');

    const { name, text } = await exportedCsv(page);
    expect(name).toBe('søknader.csv');
    const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
    expect(header).toBe('Søknad;Status;Søker;Objekt;Terminbeløp;Sendt;Selger');
    expect(rows.length).toBeGreaterThan(1);
    const payments = rows.map((row) => row.split(';')[4] ?? '');
    for (const row of rows) expect(row.split(';')[5]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    for (const value of payments) expect(value).toMatch(/^\d+,\d{2}$/);
    const figures = payments.map((value) => Number(value.replace(',', '.')));
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    // No identity number, masked or whole, is in a list, nor in its file.
    expect(text).not.toMatch(/\d{6}\*{5}|\d{11}/);
  });

  test('my offers show the saved amount and payment, sort by them and export them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A model no other offer on this server has: the search finds these three alone.
    const model = `Sortering${String(Date.now()).slice(-7)}`;
    await signInInNorwegian(page, 'dealer', '/offers/new');
    // Amounts as bokmål writes them: 60.000 is sixty thousand, 6,9 a rate.
    await makeOffer(page, { model, price: '289 900', equity: '60.000', rate: '6,9' });
    const payment = (await page.locator('[data-figure="termAmount"]').textContent()) ?? '';
    const financed = (await page.locator('[data-figure="financedAmount"]').textContent()) ?? '';
    await makeOffer(page, { model, price: '150 000', equity: '15 000', rate: '4,5' });
    // No price yet: it does not calculate, and has no figures.
    await makeOffer(page, { model, price: '' });

    await page.goto('/offers');
    await page.getByRole('searchbox', { name: 'Finn et tilbud' }).fill(model);
    await page.getByRole('searchbox', { name: 'Finn et tilbud' }).press('Enter');
    const table = page.getByRole('table', { name: 'Dine lagrede tilbud, nyeste først' });
    await expect(table.locator('tbody tr')).toHaveCount(3);

    const amountHeader = page.getByRole('columnheader', { name: 'Finansiert beløp' });
    await amountHeader.getByRole('button').click();
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    // The sort is the history entry's, beside the search for the customer: not in the address.
    expect(new URL(page.url()).search).toBe('');
    const amounts = await columnTexts(page, 'Dine lagrede tilbud, nyeste først', 4);
    const payments = await columnTexts(page, 'Dine lagrede tilbud, nyeste først', 5);
    // Ascending; the offer without figures last.
    expect(amounts[1]).toBe(financed.trim());
    expect(payments[1]).toBe(payment.trim());
    expect([amounts[2], payments[2]]).toEqual(['–', '–']);
    const kroner = (shown: string) => Number(shown.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(kroner(amounts[0] ?? '')).toBeLessThan(kroner(financed));
    await expectNoSeriousViolations(page);

    await amountHeader.getByRole('button').click();
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    const paymentHeader = page.getByRole('columnheader', { name: 'Terminbeløp' });
    await paymentHeader.getByRole('button').click();
    await expect(paymentHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(amountHeader).not.toHaveAttribute('aria-sort');

    const { name, text } = await exportedCsv(page);
    expect(name).toBe('mine-tilbud.csv');
    const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
    expect(text.startsWith('\uFEFF')).toBe(true);
    // What the list shows, without its buttons.
    expect(header).toBe(
      'Kunde;Merke og modell;Registreringsnummer;Finansiert beløp;Terminbeløp;Status;Sist lagret',
    );
    const fields = rows.map((row) => row.split(';'));
    expect(fields.map((row) => row[1])).toEqual([
      `Toyota ${model}`,
      `Toyota ${model}`,
      `Toyota ${model}`,
    ]);
    // Bokmål amounts without grouping, in the order shown: by payment, the offer without last.
    const exportedAmounts = fields.map((row) => row[3] ?? '');
    expect(exportedAmounts).toContain(financed.replace(/[^\d,]/g, ''));
    for (const value of exportedAmounts.slice(0, 2)) expect(value).toMatch(/^\d+,\d{2}$/);
    expect(exportedAmounts[2]).toBe('');
    const exportedPayments = fields.map((row) => row[4] ?? '');
    expect(exportedPayments[2]).toBe('');
    const figures = exportedPayments.slice(0, 2).map((value) => Number(value.replace(',', '.')));
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    for (const row of fields) {
      expect(row[5]).toBe('Utkast');
      expect(row[6]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    }
  });
});
