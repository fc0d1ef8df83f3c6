import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInInNorwegian } from './support/sign-in';
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
});
