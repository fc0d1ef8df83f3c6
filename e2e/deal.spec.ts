import type { APIRequestContext, Page } from '@playwright/test';
import { consentGiven, EXAMPLE_HOUSEHOLD } from '../src/domain/contract/example-requests';
import { PATHS } from '../src/domain/topology';
import { asBank } from './support/applications';
import { signInInNorwegian } from './support/sign-in';
import { expect, test } from './support/test';

const CHASSIS_NUMBER = 'TMBJG7NE5M0000042';

/**
 * An application of `dealer` (salesperson 1001) for a couple, each of whom signs, with the car's
 * registration and chassis numbers; of the test's own, so no test depends on the demo data.
 */
async function newApplicationForTwo(request: APIRequestContext): Promise<number> {
  const person = (firstName: string, nationalIdentityNumber: string) => ({
    firstName,
    lastName: 'Strand',
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '+47 912 34 567',
    nationalIdentityNumber,
    ...EXAMPLE_HOUSEHOLD,
    consent: consentGiven(new Date()),
  });
  const response = await request.post(`${PATHS.partnerApi}/application`, {
    headers: asBank,
    data: {
      calculationRequest: {
        salespersonId: 1001,
        customerType: 'Private',
        object: {
          objectTypeID: 'vehicle',
          objectCondition: 'Used',
          make: 'Skoda',
          model: 'Octavia',
          yearModel: 2021,
          carRegNo: 'EL 48213',
          carChassisNo: CHASSIS_NUMBER,
          purchasePrice: { amount: 289_000 },
        },
        financialParameters: {
          loanType: 'Annuity',
          equity: { amount: 60_000 },
          terms: { termCount: 60, termLength: 1 },
          interestRate: 7.9,
        },
      },
      applicant: { ...person('Solveig', '15038541215'), coApplicant: person('Per', '02079141251') },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { applicationId: number }).applicationId;
}

/** The bank's people decide, as the tests do (the embedded bank's own process is off). */
async function approve(request: APIRequestContext, applicationId: number): Promise<void> {
  for (const status of ['UnderReview', 'Approved']) {
    const moved = await request.put(`${PATHS.partnerApi}/application/${applicationId}/status`, {
      headers: asBank,
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** A signer signs on the stand-in signing page the link opens, in a tab of its own. */
async function signInNewTab(page: Page, name: string): Promise<void> {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('link', { name: `Åpne signeringssiden for ${name}` }).click();
  const signing = await opened;
  await expect(signing.getByText('Dette er ikke BankID.')).toBeVisible();
  await signing.getByRole('button', { name: 'Signer' }).click();
  await expect(signing.getByRole('status')).toContainText('Signert');
  await signing.close();
}

test.describe('the deal after approval, in bokmål', () => {
  test.use({ locale: 'nb-NO' });

  test('an approved application is signed in the shop, delivered and paid out', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const applicationId = await newApplicationForTwo(request);
    await approve(request, applicationId);
    await signInInNorwegian(page, 'dealer', `/applications/${applicationId}`);

    const deal = page.getByRole('region', { name: 'Kontrakt og utbetaling' });
    await expect(deal).toContainText('Banken har klargjort kontrakten.');
    await deal.getByRole('radio', { name: 'I butikken, hos deg' }).check();
    await deal.getByRole('button', { name: 'Send kontrakten til signering' }).click();
    await expect(deal).toContainText('Kontrakten er sendt til signering.');

    const signers = deal.getByRole('list', { name: 'Signatarer' });
    await signInNewTab(page, 'Solveig Strand');
    // The page follows the signatures live: one signed, the other still waiting.
    await expect(signers.getByRole('listitem').first()).toContainText(/signert \d/);
    await expect(signers.getByRole('listitem').last()).toContainText('venter på signatur');

    await signInNewTab(page, 'Per Strand');
    await expect(deal).toContainText('Alle har signert kontrakten.');
    await expect(
      page.getByRole('list', { name: 'Statushistorikk' }).getByRole('listitem').last(),
    ).toContainText('Signert');

    // A chassis number that is not the car's is refused, on that field, in bokmål.
    const delivery = deal.getByRole('form', { name: 'Bekreft levering' });
    await delivery.getByLabel('Registreringsnummer').fill('el 48213');
    await delivery.getByLabel('Chassisnummer').fill('TMBJG7NE5M0000043');
    await delivery.getByLabel('Kilometerstand').fill('15');
    await delivery.getByRole('button', { name: 'Bekreft levering' }).click();
    const chassis = delivery.getByLabel('Chassisnummer');
    await expect(chassis).toHaveAccessibleDescription(
      'Chassisnummeret stemmer ikke med det finansierte objektets.',
    );
    await expect(delivery.getByLabel('Kilometerstand')).toHaveValue('15');

    await chassis.fill(CHASSIS_NUMBER.toLowerCase());
    await delivery.getByRole('button', { name: 'Bekreft levering' }).click();
    await expect(deal).toContainText(`chassisnummer ${CHASSIS_NUMBER.toLowerCase()}, 15 km`);
    await expect(deal).toContainText('Banken er bedt om å betale ut.');

    // The bank pays out, as its people would.
    const paid = await request.put(`${PATHS.partnerApi}/application/${applicationId}/status`, {
      headers: asBank,
      data: { status: 'PaidOut' },
    });
    expect(paid.status()).toBe(200);
    await expect(deal).toContainText(/Banken betalte ut [\d\s]+,\d{2}\skr/);
  });
});
