import { randomUUID } from 'node:crypto';
import { expectNoSeriousViolations } from './support/accessibility';
import { newApplicationOfRep } from './support/applications';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

test.describe('documents and finding applications, as the sales rep', () => {
  test('finds an application by part of the customer’s name, keeps it out of the address, and Back keeps the search', async ({
    page,
    request,
  }) => {
    const lastName = `Finnesen${randomUUID().slice(0, 8)}`;
    const id = await newApplicationOfRep(request, lastName);
    await signIn(page, 'rep', '/applications');

    const search = page.getByRole('search', { name: 'Find applications' });
    await search.getByLabel('Customer’s name').fill(lastName.slice(2).toLowerCase());
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    // The browser's history and suggestions keep addresses, for the next user to find.
    expect(page.url()).not.toContain(lastName.slice(2).toLowerCase());
    await expect(rows.nth(1)).toContainText(`Synnøve ${lastName}`);
    await expectNoSeriousViolations(page);

    await rows
      .nth(1)
      .getByRole('link', { name: String(id) })
      .click();
    await expect(page).toHaveURL(`/applications/${id}`);
    await page.goBack();
    await expect(search.getByLabel('Customer’s name')).toHaveValue(lastName.slice(2).toLowerCase());
    await expect(rows).toHaveCount(2);

    // With a registration number typed another way and today's date, still that one.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Oslo' });
    await search.getByLabel('Registration number').fill('el48213');
    await search.getByLabel('Sent from').fill(today);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`/applications?createdFrom=${today}`);
    await expect(rows).toHaveCount(2);
    await search.getByLabel('Customer’s name').fill(`${lastName}-nobody`);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByText('No application matches the search.', { exact: false }),
    ).toBeVisible();
  });

  test('sends a PDF for a missing document, downloads it again, and is refused a file that is no document', async ({
    page,
    request,
  }) => {
    const id = await newApplicationOfRep(request, `Filesen${randomUUID().slice(0, 8)}`);
    await signIn(page, 'rep', `/applications/${id}`);
    const documents = page.getByRole('region', { name: 'Documents' }).getByRole('list');
    const identity = documents.getByRole('listitem', { name: 'Identity document' });
    await expect(identity).toContainText('Missing');

    await identity
      .getByLabel('Send Identity document (PDF, JPEG or PNG)')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(identity.getByRole('status')).toHaveText('Sent: the bank has received the file.');
    await expect(identity).toContainText('Received');
    await expectNoSeriousViolations(page);

    const downloading = page.waitForEvent('download');
    await identity.getByRole('button', { name: 'Download Identity document' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`application-${id}-IdentityDocument.pdf`);
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(PDF);

    // A better scan replaces the one sent while the bank has not yet approved it.
    const rescan = Buffer.concat([PDF, Buffer.from('% rescanned\n')]);
    await identity
      .getByLabel(
        'Send a new file for Identity document, in place of the one sent (PDF, JPEG or PNG)',
      )
      .setInputFiles({ name: 'passport-2.pdf', mimeType: 'application/pdf', buffer: rescan });
    await expect(identity.getByRole('status')).toHaveText('Sent: the bank has received the file.');
    const downloadingAgain = page.waitForEvent('download');
    await identity.getByRole('button', { name: 'Download Identity document' }).click();
    const again: Buffer[] = [];
    for await (const chunk of await (await downloadingAgain).createReadStream()) {
      again.push(chunk as Buffer);
    }
    expect(Buffer.concat(again)).toEqual(rescan);

    // Text named like a PDF: judged by its content, refused, and nothing changes.
    const income = documents.getByRole('listitem', { name: 'Income statement' });
    await income.getByLabel('Send Income statement (PDF, JPEG or PNG)').setInputFiles({
      name: 'income.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('This is not a PDF at all'),
    });
    await expect(income.getByRole('alert')).toHaveText(
      'This file is not a PDF, JPEG or PNG. Send the document as one of those.',
    );
    await page.reload();
    await expect(income).toContainText('Missing');
    await expect(income.getByRole('button', { name: /Download/ })).toHaveCount(0);
  });
});

test.describe('cancelling, as the sales rep', () => {
  test('cancels an application before payout, saying why; the history says it', async ({
    page,
    request,
  }) => {
    const id = await newApplicationOfRep(request, `Avbrudd${randomUUID().slice(0, 8)}`);
    await signIn(page, 'rep', `/applications/${id}`);
    const status = page.getByRole('region', { name: 'Status' });
    await status.getByText('Cancel the application…').click();
    const confirm = status.getByRole('button', { name: `Cancel application ${id}` });
    // Nothing is cancelled without a reason.
    await expect(confirm).toBeDisabled();
    await status.getByLabel('Why is it cancelled?').selectOption('The customer withdrew');
    await confirm.click();
    await expect(page.getByText('Cancelled (now)')).toBeVisible();
    await expect(status).toContainText('Cancelled by the dealer: the customer withdrew.');
    await expect(status.getByText('Cancel the application…')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
