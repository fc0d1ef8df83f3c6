import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { field, stepHeading } from './support/offer-form';
import { signInInNorwegian } from './support/sign-in';
import { expect, test } from './support/spec-requests';

/**
 * Norway's registers fill the offer, in bokmål, against the embedded stand-ins of Statens
 * vegvesen and Enhetsregisteret (docs/operations.md, Norway's registers): a car from its
 * registration number, a company from its name, a town from its post code.
 */

test.use({ locale: 'nb-NO' });

async function goOn(page: Page, to: string): Promise<void> {
  if (to === 'Kunde') await page.getByRole('radio', { name: 'Brukt' }).check();
  await page.getByRole('button', { name: `Neste: ${to}` }).click();
  await expect(stepHeading(page, new RegExp(`: ${to}$`))).toBeFocused();
}

test('a car is filled from its registration number, and every field can be overwritten', async ({
  page,
}) => {
  await signInInNorwegian(page, 'dealer', '/offers/new');
  await field(page, 'Registreringsnummer').fill('ev 24680');
  await page.getByRole('button', { name: 'Hent fra Statens vegvesen' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Fylt ut fra Statens vegvesen' }),
  ).toHaveText(
    'Fylt ut fra Statens vegvesen: TESLA MODEL Y, første gang registrert 2. mai 2023. Kontroller feltene og rett det som ikke stemmer.',
  );
  await expect(field(page, 'Merke')).toHaveValue('TESLA');
  await expect(field(page, 'Modell')).toHaveValue('MODEL Y');
  await expect(field(page, 'Årsmodell')).toHaveValue('2023');
  await expect(field(page, 'Understellsnummer')).toHaveValue('XP7YGCEK1PB024680');
  await expect(field(page, 'Drivstoff').locator('option:checked')).toHaveText('Elektrisk');
  await expect(field(page, 'Undertype').locator('option:checked')).toHaveText('Elbil');
  await expectNoSeriousViolations(page);

  // The salesperson knows better: the model as the customer calls it.
  await field(page, 'Modell').fill('Model Y Long Range');
  await field(page, 'Kjøpesum (kr)').fill('399 000');
  await goOn(page, 'Kunde');
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(field(page, 'Modell')).toHaveValue('Model Y Long Range');
});

test('an unknown or malformed number is said, and the form goes on by hand', async ({ page }) => {
  await signInInNorwegian(page, 'dealer', '/offers/new');
  const fetch = page.getByRole('button', { name: 'Hent fra Statens vegvesen' });

  await field(page, 'Registreringsnummer').fill('ZZ 99999');
  await fetch.click();
  await expect(
    page.getByText('Statens vegvesen kjenner ikke kjøretøyet ZZ99999. Fyll ut feltene selv.'),
  ).toBeVisible();

  await field(page, 'Registreringsnummer').fill('12345');
  await fetch.click();
  await expect(page.getByText('«12345» er ikke et registreringsnummer')).toBeVisible();

  await field(page, 'Merke').fill('Skoda');
  await expect(field(page, 'Merke')).toHaveValue('Skoda');
});

test('a company is found by its name, filled in, and a bankrupt one is warned of', async ({
  page,
}) => {
  await signInInNorwegian(page, 'dealer', '/offers/new');
  await field(page, 'Kjøpesum (kr)').fill('850 000');
  await goOn(page, 'Kunde');

  const search = field(page, 'Firmanavn eller organisasjonsnummer');
  await search.fill('fjordbygg');
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'funnet' })).toHaveText(
    '1 firma funnet.',
  );
  await page.getByRole('button', { name: 'Velg FJORDBYGG ANLEGG AS' }).click();

  await expect(page.getByRole('radio', { name: 'Bedrift' })).toBeChecked();
  await expect(field(page, 'Adresse 1: gateadresse')).toHaveValue('Sandviksbodene 3');
  await expect(field(page, 'Adresse 1: postnummer')).toHaveValue('5035');
  await expect(field(page, 'Adresse 1: poststed')).toHaveValue('BERGEN');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await search.fill('Lofoten Sjømat');
  await page.getByRole('button', { name: 'Finn firma' }).click();
  await expect(page.getByText('Konkurs', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Velg LOFOTEN SJØMAT AS' }).click();
  const bankrupt =
    'LOFOTEN SJØMAT AS er konkurs ifølge Enhetsregisteret. Banken gir ikke kreditt til et konkursbo: undersøk før du sender noe.';
  await expect(page.getByRole('alert')).toHaveText(bankrupt);
  await expectNoSeriousViolations(page);

  // Where the application is made, its organisation number brings the company's name and
  // address from the register, and the warning again, right above the send button.
  await page.getByRole('button', { name: 'Neste: Finansielle vilkår' }).click();
  await field(page, 'Antall terminer').fill('60');
  await field(page, 'Egenkapital (kr)').fill('200 000');
  await page.getByRole('button', { name: 'Neste: Tilleggsprodukter' }).click();
  await page.getByRole('button', { name: 'Neste: Resultat' }).click();
  await field(page, 'Organisasjonsnummer').fill('998877660');
  await expect(field(page, 'Firmanavn')).toHaveValue('LOFOTEN SJØMAT AS');
  await expect(
    page.getByRole('group', { name: 'Firmaets adresse' }).getByLabel('Poststed', { exact: true }),
  ).not.toHaveValue('');
  await expect(page.getByRole('alert').filter({ hasText: 'er konkurs' })).toHaveText(bankrupt);
});

test('a post code fills the town, and Norway as the country', async ({ page }) => {
  await signInInNorwegian(page, 'dealer', '/offers/new');
  await field(page, 'Kjøpesum (kr)').fill('250 000');
  await goOn(page, 'Kunde');
  await field(page, 'Adresse 1: postnummer').fill('9990');
  await expect(field(page, 'Adresse 1: poststed')).toHaveValue('BÅTSFJORD');
  await expect(field(page, 'Adresse 1: land')).toHaveValue('NO');
});
