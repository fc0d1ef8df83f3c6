import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * The offer form as a dealer goes through it: five steps, each under a heading such as
 * "Step 2 of 5: Customer", moved between with a "Next: Customer" button.
 */

/** A step's heading: its whole text, e.g. "Step 2 of 5: Customer", or a pattern of it. */
export const stepHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 2, name });

/** The heading of the step called `title` ("Customer"), whatever its number. */
export const stepHeadingCalled = (page: Page, title: string) =>
  stepHeading(page, new RegExp(`: ${title}$`));

/** Goes on to the step called `to`; its heading takes the focus. */
export async function next(page: Page, to: string, language: 'en' | 'nb' = 'en'): Promise<void> {
  await page
    .getByRole('button', { name: `${language === 'nb' ? 'Neste' : 'Next'}: ${to}` })
    .click();
  await expect(stepHeadingCalled(page, to)).toBeFocused();
}

/** The field whose label is exactly `label`. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

type Language = 'en' | 'nb';

/** The applicant form's labels beyond the contact details, in both languages. */
const APPLICANT_LABELS = {
  address: { en: 'Address', nb: 'Adresse' },
  zip: { en: 'Post code', nb: 'Postnummer' },
  town: { en: 'Town', nb: 'Poststed' },
  employment: { en: 'Employment', nb: 'Arbeidsforhold' },
  permanent: { en: 'Permanent employee', nb: 'Fast ansatt' },
  employer: { en: 'Employer', nb: 'Arbeidsgiver' },
  income: { en: 'Gross yearly income (NOK)', nb: 'Brutto årsinntekt (kr)' },
  housing: { en: 'Housing', nb: 'Bosituasjon' },
  rents: { en: 'Rents', nb: 'Leier' },
  housingCost: { en: 'Housing cost per month (NOK)', nb: 'Boutgifter per måned (kr)' },
  dependants: { en: 'Children and other dependants', nb: 'Antall barn og andre forsørgede' },
  otherDebt: { en: 'Other debt in total (NOK)', nb: 'Annen gjeld i alt (kr)' },
  consent: {
    en: 'The customer consents to a credit check',
    nb: 'Kunden samtykker til kredittsjekk',
  },
  coApplicantConsent: {
    en: 'The co-applicant consents to a credit check',
    nb: 'Medsøkeren samtykker til kredittsjekk',
  },
} as const;

/** A household's figures as typed; the defaults are a household the bank approves a car for. */
export interface Household {
  grossYearlyIncome?: string;
  housingCost?: string;
}

/** A private person's address, work and finances in `scope` (the page, or a co-applicant's section). */
export async function fillHousehold(
  scope: Page | Locator,
  language: Language = 'en',
  { grossYearlyIncome = '720 000', housingCost = '14 000' }: Household = {},
): Promise<void> {
  const input = (label: keyof typeof APPLICANT_LABELS) =>
    scope.getByLabel(APPLICANT_LABELS[label][language], { exact: true });
  await fillAddress(scope, language);
  await input('employment').selectOption({ label: APPLICANT_LABELS.permanent[language] });
  await input('employer').fill('Nordvik Motor AS');
  await input('income').fill(grossYearlyIncome);
  await input('housing').selectOption({ label: APPLICANT_LABELS.rents[language] });
  await input('housingCost').fill(housingCost);
  await input('dependants').fill('1');
  await input('otherDebt').fill('0');
}

/** A person's home address, or a business's, in `scope`. */
export async function fillAddress(scope: Page | Locator, language: Language = 'en'): Promise<void> {
  const input = (label: keyof typeof APPLICANT_LABELS) =>
    scope.getByLabel(APPLICANT_LABELS[label][language], { exact: true });
  await input('address').fill('Storgata 1');
  await input('zip').fill('0155');
  await input('town').fill('Oslo');
}

/** The consent to the credit check, ticked in `scope`: the customer's, or the co-applicant's. */
export async function giveConsent(
  scope: Page | Locator,
  language: Language = 'en',
  who: 'consent' | 'coApplicantConsent' = 'consent',
): Promise<void> {
  await scope.getByLabel(APPLICANT_LABELS[who][language], { exact: true }).check();
}
