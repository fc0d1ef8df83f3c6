import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PATHS } from '../src/domain/topology';
import { asBank } from './support/applications';
import { field, fillAddress, fillHousehold, giveConsent, stepHeading } from './support/offer-form';
import { signIn, signInInNorwegian } from './support/sign-in';
import { expect, test } from './support/spec-requests';

/**
 * Two deals from the offer to the payout, through the portal as a salesperson works them: a
 * private couple's car loan in bokmål, and a business's lease in English. The bank's people
 * decide and pay out through the partner API (the embedded bank's own process is off here).
 */

/** Goes on to the step called `to`, whatever the language. */
async function goOn(page: Page, nextWord: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `${nextWord}: ${to}` }).click();
  await expect(stepHeading(page, new RegExp(`: ${to}$`))).toBeFocused();
}

/** The application the page opened after sending, by the id in its address. */
async function openedApplicationId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/applications\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

/** The bank's people move the application, as its case handlers would. */
async function bankMoves(
  request: APIRequestContext,
  applicationId: number,
  ...statuses: string[]
): Promise<void> {
  for (const status of statuses) {
    const moved = await request.put(`${PATHS.partnerApi}/application/${applicationId}/status`, {
      headers: asBank,
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** A person's name, email and phone in `scope`, with bokmål or English labels. */
async function fillContact(
  scope: Page | Locator,
  labels: readonly [string, string, string, string],
  [firstName, lastName]: readonly [string, string],
): Promise<void> {
  const [first, last, email, phone] = labels;
  await scope.getByLabel(first, { exact: true }).fill(firstName);
  await scope.getByLabel(last, { exact: true }).fill(lastName);
  await scope.getByLabel(email, { exact: true }).fill(`${firstName.toLowerCase()}@example.com`);
  await scope.getByLabel(phone, { exact: true }).fill('+47 912 34 567');
}

const NORWEGIAN_CONTACT = ['Fornavn', 'Etternavn', 'E-post', 'Telefon'] as const;
const ENGLISH_CONTACT = ['First name', 'Last name', 'Email', 'Phone'] as const;

/** A signer signs on the stand-in signing page, opened in a tab of its own. */
async function signOn(signing: Page): Promise<void> {
  await expect(signing.getByText('Dette er ikke BankID.')).toBeVisible();
  await signing.getByRole('button', { name: 'Signer' }).click();
  await expect(signing.getByRole('status')).toContainText('Signert');
  await signing.close();
}

/** In the shop: the salesperson opens a waiting signer's page from the application. */
async function signInStore(page: Page, name: string): Promise<void> {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('link', { name: `Åpne signeringssiden for ${name}` }).click();
  await signOn(await opened);
}

test.describe('a private car loan for a couple, in bokmål', () => {
  test.use({ locale: 'nb-NO' });

  test('from the offer to the payout: a weak household heeded, signed late, a wrong chassis number', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const chassisNumber = 'TMBJG7NE5M0000042';
    await signInInNorwegian(page, 'dealer', '/offers/new');
    await page.getByRole('radio', { name: 'Brukt' }).check();
    await field(page, 'Merke').fill('Skoda');
    await field(page, 'Modell').fill('Octavia');
    await field(page, 'Årsmodell').fill('2021');
    await field(page, 'Registreringsnummer').fill('EL 48213');
    await field(page, 'Understellsnummer').fill(chassisNumber);
    await field(page, 'Kjøpesum (kr)').fill('289 000');
    await goOn(page, 'Neste', 'Kunde');
    await page.getByRole('radio', { name: 'Privatperson' }).check();
    await goOn(page, 'Neste', 'Finansielle vilkår');
    await field(page, 'Antall terminer').fill('60');
    await field(page, 'Egenkapital (kr)').fill('60 000');
    await goOn(page, 'Neste', 'Tilleggsprodukter');
    await goOn(page, 'Neste', 'Resultat');

    // Alone, on this income, the household cannot carry the loan: said beside its figures.
    await fillContact(page, NORWEGIAN_CONTACT, ['Solveig', 'Strand']);
    await field(page, 'Fødselsnummer').fill('15038541215');
    await fillHousehold(page, 'nb', { grossYearlyIncome: '300 000' });
    await giveConsent(page, 'nb');
    const finances = page.getByRole('group', { name: 'Arbeid og økonomi' }).first();
    await expect(finances.getByRole('status')).toContainText(
      /Med en stresset rente på [\d,]+\s% ville husholdningen hatt −?-?[\d\s]+,\d{2}\skr igjen/,
    );
    await expect(
      page.getByRole('button', { name: 'Opprett søknad likevel (banken vil trolig avslå)' }),
    ).toBeVisible();

    // With her partner's income beside hers, it can.
    await field(page, 'Legg til medsøker').check();
    const coApplicant = page.getByRole('group', { name: 'Medsøker' });
    await fillContact(coApplicant, NORWEGIAN_CONTACT, ['Per', 'Strand']);
    await coApplicant.getByLabel('Fødselsnummer', { exact: true }).fill('02079141251');
    await fillHousehold(coApplicant, 'nb', { grossYearlyIncome: '650 000', housingCost: '0' });
    await giveConsent(coApplicant, 'nb', 'coApplicantConsent');
    await expect(page.getByText('Banken vil trolig avslå')).toHaveCount(0);
    await page.getByRole('button', { name: 'Opprett søknad', exact: true }).click();
    const applicationId = await openedApplicationId(page);

    const applicant = page.getByRole('region', { name: 'Søker' });
    await expect(applicant).toContainText('Medsøker');
    await expect(applicant).toContainText('020791 •••••');
    await expect(applicant).not.toContainText('02079141251');

    await bankMoves(request, applicationId, 'UnderReview', 'Approved');
    const deal = page.getByRole('region', { name: 'Kontrakt og utbetaling' });
    await expect(deal).toContainText('Banken har klargjort kontrakten.');
    await deal.getByRole('radio', { name: 'I butikken, hos deg' }).check();
    await deal.getByRole('button', { name: 'Send kontrakten til signering' }).click();
    await expect(deal).toContainText('Kontrakten er sendt til signering.');

    // The page follows the signatures live: one signed, the other signs later.
    const signers = deal.getByRole('list', { name: 'Signatarer' });
    await signInStore(page, 'Solveig Strand');
    await expect(signers.getByRole('listitem').first()).toContainText(/signert \d/);
    await expect(signers.getByRole('listitem').last()).toContainText('venter på signatur');
    await signInStore(page, 'Per Strand');
    await expect(deal).toContainText('Alle har signert kontrakten.');

    // A chassis number that is not the car's is refused on that field; nothing typed is lost.
    const delivery = deal.getByRole('form', { name: 'Bekreft levering' });
    await delivery.getByLabel('Registreringsnummer').fill('el 48213');
    await delivery.getByLabel('Understellsnummer').fill('TMBJG7NE5M0000043');
    await delivery.getByLabel('Kilometerstand').fill('15');
    await delivery.getByRole('button', { name: 'Bekreft levering' }).click();
    const chassis = delivery.getByLabel('Understellsnummer');
    await expect(chassis).toHaveAccessibleDescription(
      'Understellsnummeret stemmer ikke med det finansierte objektets.',
    );
    await expect(delivery.getByLabel('Kilometerstand')).toHaveValue('15');
    await chassis.fill(chassisNumber.toLowerCase());
    await delivery.getByRole('button', { name: 'Bekreft levering' }).click();
    await expect(deal).toContainText(`understellsnummer ${chassisNumber}, 15 km`);
    await expect(deal).toContainText('Banken er bedt om å betale ut.');

    await bankMoves(request, applicationId, 'PaidOut');
    await expect(deal).toContainText(/Banken betalte ut [\d\s]+,\d{2}\skr/);
  });
});

test.describe('a business lease, in English', () => {
  test('from the offer to the payout, its contact person signing at home', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const chassisNumber = 'WV1ZZZEBZRH000777';
    await signIn(page, 'dealer', '/offers/new');
    await page.getByRole('radio', { name: 'New' }).check();
    await field(page, 'Make').fill('Volkswagen');
    await field(page, 'Model').fill('ID. Buzz Cargo');
    await field(page, 'Year').fill('2026');
    await field(page, 'Registration number').fill('EV 12345');
    await field(page, 'Chassis number').fill(chassisNumber);
    await field(page, 'Purchase price (NOK)').fill('499 000');
    await goOn(page, 'Next', 'Customer');
    await page.getByRole('radio', { name: 'Business' }).check();
    await goOn(page, 'Next', 'Financial parameters');
    await page.getByRole('radio', { name: 'Leasing' }).check();
    await field(page, 'Number of terms').fill('36');
    await field(page, 'Residual value (NOK)').fill('200 000');
    await field(page, 'Nominal interest rate (% per year)').fill('5.9');
    await goOn(page, 'Next', 'Embedded products');
    await goOn(page, 'Next', 'Result');

    await field(page, 'Company name').fill('Nordvik Transport AS');
    await field(page, 'Organisation number').fill('974760673');
    await fillAddress(page.getByRole('group', { name: 'Company address' }));
    const contact = page.getByRole('group', { name: 'Contact person' });
    await fillContact(contact, ENGLISH_CONTACT, ['Ola', 'Nordvik']);
    await page.getByRole('button', { name: 'Create application' }).click();
    // No consent, nothing sent: said on the box.
    const consent = contact.getByLabel('The customer consents to a credit check', { exact: true });
    await expect(consent).toHaveAccessibleDescription(
      /The customer must consent to a credit check/,
    );
    await giveConsent(contact);
    await page.getByRole('button', { name: 'Create application' }).click();
    const applicationId = await openedApplicationId(page);

    await bankMoves(request, applicationId, 'UnderReview', 'Approved');
    const deal = page.getByRole('region', { name: 'Contract and payout' });
    await expect(deal.getByRole('button', { name: 'Download the contract (PDF)' })).toBeVisible();
    await deal.getByRole('radio', { name: 'At home, from a link the bank sends' }).check();
    await deal.getByRole('button', { name: 'Send the contract for signing' }).click();
    await expect(deal).toContainText('The bank has sent each signer their own signing link.');

    // The contact person signs from the bank's link, as from their email.
    const contract = await request.get(
      `${PATHS.partnerApi}/application/${applicationId}/contract`,
      {
        headers: asBank,
      },
    );
    const { signers } = (await contract.json()) as { signers: { signingUrl?: string }[] };
    const signing = await page.context().newPage();
    await signing.goto(signers[0]?.signingUrl ?? '');
    await signOn(signing);
    await expect(deal).toContainText('Everyone has signed the contract.');

    const delivery = deal.getByRole('form', { name: 'Confirm delivery' });
    await delivery.getByLabel('Registration number').fill('EV 12345');
    await delivery.getByLabel('Chassis number').fill(chassisNumber);
    await delivery.getByLabel('Odometer (km)').fill('8');
    await delivery.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(deal).toContainText('The bank has been asked to pay out.');

    await bankMoves(request, applicationId, 'PaidOut');
    await expect(deal).toContainText(/The bank paid out NOK\s[\d,]+\.\d{2}/);
  });
});
