import { test as base, expect, type Page, type Response } from '@playwright/test';
import { fillHousehold, giveConsent } from '../support/offer-form';
import { portalApi } from '../support/paths';
import { signIn, signInInNorwegian } from '../support/sign-in';
import type { Language, LanguageOption } from './languages';

/**
 * The guide's pictures, once in each language of playwright.screenshots.config.ts's projects
 * (bokmål, English): the same journey, with the words of the project's language.
 */

/** Signing in on the identity provider's page, in its language. */
const SIGN_IN = { nb: signInInNorwegian, en: signIn } as const satisfies Record<Language, unknown>;

/**
 * What the journey reads and types, a row per label with its words in each language, as the
 * catalogues say them (src/locales/<language>/*.json; the catalogue ids beside the rows). Amounts
 * are typed as people write them in that language.
 */
const LABELS = {
  subtype: { nb: 'Undertype', en: 'Subtype' }, // offer.field.object.objectSubtype
  used: { nb: 'Brukt', en: 'Used' }, // common.objectCondition.Used
  make: { nb: 'Merke', en: 'Make' }, // offer.field.object.make
  model: { nb: 'Modell', en: 'Model' }, // offer.field.object.model
  year: { nb: 'Årsmodell', en: 'Year' }, // offer.field.object.yearModel
  kilometres: { nb: 'Kilometerstand', en: 'Kilometres driven' }, // offer.field.object.kmTotal
  kilometresTyped: { nb: '68 000', en: '68,000' },
  price: { nb: 'Kjøpesum (kr)', en: 'Purchase price (NOK)' }, // offer.field.object.price, inNok
  priceTyped: { nb: '289 900', en: '289,900' },
  saved: { nb: 'Lagret', en: 'Saved' }, // offer.save.saved, before the time
  // offer.status.confirmed
  confirmed: {
    nb: 'Bekreftet av finansieringstjenesten.',
    en: 'Confirmed by the financing service.',
  },
  nextCustomer: { nb: 'Neste: Kunde', en: 'Next: Customer' }, // offer.page.next, offer.step.*
  privatePerson: { nb: 'Privatperson', en: 'Private person' }, // common.customerType.Private
  nextFinancial: { nb: 'Neste: Finansielle vilkår', en: 'Next: Financial parameters' },
  serialLoan: { nb: 'Serielån', en: 'Serial loan' }, // common.loanType.Serial
  equity: { nb: 'Egenkapital (kr)', en: 'Equity (NOK)' }, // offer.field.financial.equity, inNok
  equityTyped: { nb: '60 000', en: '60,000' },
  termCount: { nb: 'Antall terminer', en: 'Number of terms' }, // offer.field.financial.termCount
  nextProducts: { nb: 'Neste: Tilleggsprodukter', en: 'Next: Embedded products' },
  nextResult: { nb: 'Neste: Resultat', en: 'Next: Result' },
  firstName: { nb: 'Fornavn', en: 'First name' }, // offer.field.applicant.firstName
  lastName: { nb: 'Etternavn', en: 'Last name' }, // offer.field.applicant.lastName
  email: { nb: 'E-post', en: 'Email' }, // offer.field.applicant.email
  phone: { nb: 'Telefon', en: 'Phone' }, // offer.field.applicant.phone
  identityNumber: { nb: 'Fødselsnummer', en: 'National identity number' }, // …nationalIdentityNumber
  createApplication: { nb: 'Opprett søknad', en: 'Create application' }, // offer.applicant.submit
  offer: { nb: 'Tilbud', en: 'Offer' }, // applications.details.offer
} as const satisfies Record<string, Record<Language, string>>;

type Words = { [label in keyof typeof LABELS]: (typeof LABELS)[label][Language] };

/** The table's column for one language. */
const wordsIn = (language: Language): Words =>
  Object.fromEntries(
    Object.entries(LABELS).map(([label, words]) => [label, words[language]]),
  ) as Words;

/** The widths the guide shows: a phone upright, and a laptop. */
const WIDTHS = [
  { width: 'phone', viewport: { width: 390, height: 844 } },
  { width: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

type Width = (typeof WIDTHS)[number]['width'];

const test = base.extend<
  LanguageOption & {
    width: Width;
    words: Words;
    /** Signs in as one of the demo users, on `path` (the home page if not given). */
    signInAs: (username: string, path?: string) => Promise<void>;
    /**
     * Takes the screen as the user sees it (not the whole page) into
     * docs/screenshots/<name>-<language>-<width>.png, once the page's code has come (a lazy
     * route shows nothing till then) and its data (no skeleton).
     */
    shoot: (name: string) => Promise<void>;
  }
>({
  language: ['nb', { option: true }],
  width: ['desktop', { option: true }],
  words: async ({ language }, use) => {
    await use(wordsIn(language));
  },
  signInAs: async ({ page, language }, use) => {
    await use((username, path) => SIGN_IN[language](page, username, path));
  },
  shoot: async ({ page, language, width }, use) => {
    await use(async (name) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.skeleton')).toHaveCount(0);
      // No caret blinking or animation half-way in a picture.
      await page.screenshot({
        path: `docs/screenshots/${name}-${language}-${width}.png`,
        animations: 'disabled',
        caret: 'hide',
      });
    });
  },
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The portal saving the offer: `POST /api/offer`, then `PUT /api/offer/<id>`. */
const isOfferSave = (response: Response) =>
  ['POST', 'PUT'].includes(response.request().method()) &&
  new RegExp(`^${portalApi('/offer')}(/[^/]+)?$`).test(new URL(response.url()).pathname);

/**
 * Makes a change to the offer and waits for the save it sets off (0.8 s after the last key), so
 * that the picture shows "Saved 14:32" in every language rather than "Saving…" or nothing.
 */
async function changeAndSave(page: Page, saved: string, change: () => Promise<void>) {
  const save = page.waitForResponse(isOfferSave);
  await change();
  expect((await save).ok()).toBe(true);
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`^${saved} \\d`) }),
  ).toBeVisible();
}

for (const { width, viewport } of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ width, viewport });

    test('an offer, from the object to the application', async ({
      page,
      language,
      words,
      signInAs,
      shoot,
    }) => {
      test.setTimeout(120_000);
      await signInAs('dealer');
      await shoot('home');

      await page.goto('/offers/new');
      // The contract's code, the same in every language.
      await field(page, words.subtype).selectOption({ value: 'ICE vehicle' });
      await page.getByRole('radio', { name: words.used }).check();
      await field(page, words.make).fill('Volvo');
      await field(page, words.model).fill('V60');
      await field(page, words.year).fill('2021');
      await field(page, words.kilometres).fill(words.kilometresTyped);
      await changeAndSave(page, words.saved, () => field(page, words.price).fill(words.priceTyped));
      await field(page, words.price).focus();
      await expect(page.getByText(words.confirmed)).toBeVisible();
      await shoot('offer-object');

      await page.getByRole('button', { name: words.nextCustomer }).click();
      await page.getByRole('radio', { name: words.privatePerson }).check();
      await page.getByRole('button', { name: words.nextFinancial }).click();
      await page.getByRole('radio', { name: words.serialLoan }).check();
      await field(page, words.equity).fill(words.equityTyped);
      await changeAndSave(page, words.saved, () => field(page, words.termCount).fill('60'));
      await field(page, words.termCount).focus();
      await expect(page.getByText(words.confirmed)).toBeVisible();
      await shoot('offer-financial');

      await page.getByRole('button', { name: words.nextProducts }).click();
      await changeAndSave(page, words.saved, () =>
        page.getByRole('button', { name: words.nextResult }).click(),
      );
      await expect(page.getByText(words.confirmed).first()).toBeVisible();
      await shoot('offer-result');

      await field(page, words.firstName).fill('Kari');
      await field(page, words.lastName).fill('Nordmann');
      await field(page, words.email).fill('kari@example.no');
      await field(page, words.phone).fill('+47 912 34 567');
      await changeAndSave(page, words.saved, () =>
        field(page, words.identityNumber).fill('15038541215'),
      );
      await fillHousehold(page, language);
      await giveConsent(page, language);
      await field(page, words.identityNumber).focus();
      await shoot('offer-applicant');

      await page.getByRole('button', { name: words.createApplication }).click();
      await expect(page).toHaveURL(/\/applications\/\d+$/);
      const applicationId = page.url().split('/').at(-1) ?? '';
      await expect(
        page.getByRole('heading', { level: 2, name: words.offer, exact: true }),
      ).toBeVisible();
      await shoot('application');

      await page.goto('/applications');
      await expect(page.getByRole('link', { name: applicationId }).first()).toBeVisible();
      await shoot('my-applications');

      await page.goto('/applications/999999');
      await expect(page.getByRole('alert')).toBeVisible();
      await shoot('application-not-found');

      await page.goto('/salespeople');
      await shoot('not-allowed');

      await page.goto('/profile');
      await expect(page.getByText('1001').first()).toBeVisible();
      await shoot('profile');
    });

    test('the salespeople, for a manager', async ({ page, signInAs, shoot }) => {
      await signInAs('manager', '/salespeople');
      await expect(page.getByText('1001').first()).toBeVisible();
      await shoot('salespeople');

      await page.goto('/salespeople/1001');
      await shoot('salesperson');
    });
  });
}
