import { signInInNorwegian } from './support/sign-in';
import { expect, test } from './support/spec-requests';
import { field, stepHeading } from './support/offer-form';

/**
 * The bank's rules, known before sending, in bokmål: a used car needs the equity its product
 * asks, and an object too old at the end of the term is refused before the salesperson sends it.
 */
test.describe('the bank’s rules before sending', () => {
  test.use({ locale: 'nb-NO' });

  test('a used car: the equity its product asks, and a car too old, said before sending', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInInNorwegian(page, 'dealer', '/offers/new');
    const goOn = async (to: string) => {
      await page.getByRole('button', { name: `Neste: ${to}` }).click();
      await expect(stepHeading(page, new RegExp(`: ${to}$`))).toBeFocused();
    };

    await page.getByRole('radio', { name: 'Brukt' }).check();
    await field(page, 'Årsmodell').fill('2008');
    await field(page, 'Kjøpesum (kr)').fill('189 000');
    await goOn('Kunde');
    await page.getByRole('radio', { name: 'Privatperson' }).check();
    await goOn('Finansielle vilkår');

    // The price list and the grid say what the product asks; no equity does not go on.
    await expect(page.getByText(/egenkapital på minst 10,00\s%/)).toBeVisible();
    await field(page, 'Antall terminer').fill('60');
    await page.getByRole('button', { name: 'Neste: Tilleggsprodukter' }).click();
    await expect(field(page, 'Egenkapital (kr)')).toHaveAccessibleDescription(
      /krever egenkapital på minst 10 % av kontantprisen \(18\s900 kr\)/,
    );
    await field(page, 'Egenkapital (kr)').fill('20 000');
    await goOn('Tilleggsprodukter');
    await goOn('Resultat');

    // A 2008 car paid off over five years is too old for the bank: said, and the button says so.
    const findings = page.getByRole('status').filter({ hasText: 'Banken vil trolig avslå' });
    await expect(findings).toContainText(
      /Objektet vil være \d+ år gammelt ved endt løpetid; banken finansierer objekter opptil 15 år\./,
    );
    await expect(
      page.getByRole('button', { name: 'Opprett søknad likevel (banken vil trolig avslå)' }),
    ).toBeVisible();

    // The finding leads to the model year; a newer car leaves nothing to warn of.
    await findings.getByRole('button', { name: /^Årsmodell: / }).click();
    await expect(field(page, 'Årsmodell')).toBeFocused();
    await field(page, 'Årsmodell').fill('2021');
    await page
      .getByRole('navigation', { name: 'Steg i tilbudet' })
      .getByRole('button', { name: '5. Resultat' })
      .click();
    await expect(page.getByRole('button', { name: 'Opprett søknad', exact: true })).toBeVisible();
    await expect(page.getByText('Banken vil trolig avslå')).toHaveCount(0);
  });
});
