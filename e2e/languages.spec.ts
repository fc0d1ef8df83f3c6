import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { signIn, signInInNorwegian } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The whole offer and the application screens in each language, with axe on every step, and
 * the offer the customer takes home, read back from the downloaded PDF.
 */

/** The PDF's text as a reader copies it (poppler's pdftotext), spaces made plain. */
const pdfText = (path: string) =>
  execFileSync('pdftotext', ['-layout', path, '-'])
    .toString('utf8')
    .replace(/[\u00a0\u202f]/g, ' ');

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What a person reads and types in each language. */
const WORDS = {
  en: {
    signIn,
    newOffer: 'New offer',
    step: (number: number, title: string) => `Step ${number} of 5: ${title}`,
    next: (title: string) => `Next: ${title}`,
    steps: ['Object', 'Customer', 'Financial parameters', 'Embedded products', 'Result'],
    objectType: 'Object type',
    used: 'Used',
    make: 'Make',
    model: 'Model',
    price: 'Purchase price (NOK)',
    privatePerson: 'Private person',
    annuity: 'Annuity loan',
    equity: 'Equity (NOK)',
    equityTyped: '60.000',
    equityAsRead: undefined,
    termCount: 'Number of terms',
    rate: 'Nominal interest rate (% per year)',
    rateTyped: '6.9',
    confirmed: 'Confirmed by the financing service.',
    rateFrom: 'Rate from',
    customerName: "Customer's name",
    offerLanguage: 'Language of the offer',
    makeOffer: 'Offer for the customer (PDF)',
    // The downloaded offer's name: the portal's language, whatever the document's.
    offerFile: /^financing-offer-\d{4}-\d{2}-\d{2}\.pdf$/,
    myApplications: 'My applications',
    application: 'Application 100005',
    underReview: 'Under review',
    statusHistory: 'Status history',
  },
  nb: {
    signIn: signInInNorwegian,
    newOffer: 'Nytt tilbud',
    step: (number: number, title: string) => `Steg ${number} av 5: ${title}`,
    next: (title: string) => `Neste: ${title}`,
    steps: ['Objekt', 'Kunde', 'Finansielle vilkår', 'Tilleggsprodukter', 'Resultat'],
    objectType: 'Objekttype',
    used: 'Brukt',
    make: 'Merke',
    model: 'Modell',
    price: 'Kjøpesum (kr)',
    privatePerson: 'Privatperson',
    annuity: 'Annuitetslån',
    equity: 'Egenkapital (kr)',
    equityTyped: '60.000',
    equityAsRead: '= 60 000 kr',
    termCount: 'Antall terminer',
    rate: 'Nominell rente (% per år)',
    rateTyped: '6,9',
    confirmed: 'Bekreftet av finansieringstjenesten.',
    rateFrom: 'Rente fra',
    customerName: 'Kundens navn',
    offerLanguage: 'Tilbudets språk',
    makeOffer: 'Tilbud til kunden (PDF)',
    offerFile: /^finansieringstilbud-\d{4}-\d{2}-\d{2}\.pdf$/,
    myApplications: 'Mine søknader',
    application: 'Søknad 100005',
    underReview: 'Under behandling',
    statusHistory: 'Statushistorikk',
  },
} as const;

/** What the customer's PDF says in each language. */
const DOCUMENT_WORDS = {
  en: {
    title: 'Financing offer',
    required: ['Effective interest rate', 'Total credit cost', 'Total amount payable'],
    signatures: ['Customer’s signature', 'Dealer’s signature'],
    withdrawal: 'Right of withdrawal',
    appendix: 'Appendix: payment plan',
    currency: /NOK \d/,
  },
  nb: {
    title: 'Finansieringstilbud',
    required: ['Effektiv rente', 'Kredittkostnad', 'Totalbeløp å betale'],
    signatures: ['Kundens underskrift', 'Forhandlers underskrift'],
    withdrawal: 'Angrerett',
    appendix: 'Vedlegg: nedbetalingsplan',
    currency: /\d,\d{2} kr/,
  },
} as const;

type Language = keyof typeof WORDS;

/** Makes the customer's offer in `language` and reads the downloaded PDF. */
async function downloadOffer(page: Page, words: (typeof WORDS)[Language], language: Language) {
  await page.getByLabel(words.offerLanguage).selectOption(language);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: words.makeOffer }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(words.offerFile);
  return pdfText(await file.path());
}

for (const language of ['en', 'nb'] as const) {
  const words = WORDS[language];

  test.describe(`in ${language === 'en' ? 'English' : 'bokmål'}`, () => {
    test.use({ locale: language === 'en' ? 'en-GB' : 'nb-NO' });

    test('the whole offer, axe on each step, the customer’s offer in both languages', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await words.signIn(page, 'dealer', '/offers/new');
      await expect(page.getByRole('heading', { level: 1, name: words.newOffer })).toBeVisible();
      const stepHeading = (number: number) =>
        page.getByRole('heading', {
          level: 2,
          name: words.step(number, words.steps[number - 1] ?? ''),
        });
      const next = async (number: number) => {
        await expectNoSeriousViolations(page);
        await page.getByRole('button', { name: words.next(words.steps[number - 1] ?? '') }).click();
        await expect(stepHeading(number)).toBeFocused();
      };

      await expect(stepHeading(1)).toBeVisible();
      await page.getByLabel(words.objectType, { exact: true }).selectOption('vehicle');
      await page.getByRole('radio', { name: words.used }).check();
      await page.getByLabel(words.make, { exact: true }).fill('Toyota');
      await page.getByLabel(words.model, { exact: true }).fill('RAV4');
      await page.getByLabel(words.price, { exact: true }).fill('289 900');
      await next(2);

      await page.getByRole('radio', { name: words.privatePerson }).check();
      await next(3);

      await page.getByRole('radio', { name: words.annuity }).check();
      const equity = page.getByLabel(words.equity, { exact: true });
      if (words.equityAsRead === undefined) {
        await equity.fill('60,000');
      } else {
        // The Norwegian way of writing sixty thousand, and what the portal read it as.
        await equity.fill(words.equityTyped);
        await expect(page.getByText(words.equityAsRead)).toBeVisible();
      }
      await page.getByLabel(words.termCount, { exact: true }).fill('60');
      await page.getByLabel(words.rate, { exact: true }).fill(words.rateTyped);
      await next(4);
      await next(5);

      await expect(page.getByText(words.confirmed)).toBeVisible();
      await expectNoSeriousViolations(page);
      const termAmount = plain(await page.locator('[data-figure="termAmount"]').textContent());
      const effectiveRate = plain(
        await page.locator('[data-figure="effectiveInterestRate"]').textContent(),
      );
      await page.getByLabel(words.customerName).fill('Ola Nordmann');

      for (const documentLanguage of ['en', 'nb'] as const) {
        const text = await downloadOffer(page, words, documentLanguage);
        const expected = DOCUMENT_WORDS[documentLanguage];
        for (const shown of [
          expected.title,
          ...expected.required,
          ...expected.signatures,
          expected.withdrawal,
          expected.appendix,
          'Ola Nordmann',
          'Toyota RAV4',
          'Dina Dealer',
        ]) {
          expect(text).toContain(shown);
        }
        expect(text).toMatch(expected.currency);
        // The figures on screen are the PDF's when both speak the same language.
        if (documentLanguage === language) {
          expect(text).toContain(termAmount);
          expect(text).toContain(effectiveRate);
        }
        expect(text).not.toContain(words.confirmed);
        const other = DOCUMENT_WORDS[documentLanguage === 'en' ? 'nb' : 'en'];
        expect(text).not.toContain(other.title);
      }

      // The browser's print: the chosen language, without the salesperson's notes.
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('[data-figure="termAmount"]')).toBeVisible();
      await expect(page.getByText(words.confirmed)).toBeHidden();
      await expect(page.getByText(words.rateFrom, { exact: true })).toBeHidden();
      await expect(page.getByRole('button', { name: words.makeOffer })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
    });

    test('the application screens, axe on each', async ({ page }) => {
      await words.signIn(page, 'rep', '/applications');
      await expect(
        page.getByRole('heading', { level: 1, name: words.myApplications }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/applications/100005');
      await expect(page.getByRole('heading', { level: 1, name: words.application })).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: words.statusHistory })
          .getByRole('listitem')
          .last()
          .getByText(words.underReview),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
