import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInNorway } from '../domain/calculation/today-in-norway';
import { CalculationResponseSchema, type Calculation } from '../domain/contract';
import { formatAmount, formatDate, formatPercent, type Locale } from '../domain/format';
import { offerValidUntil } from '../domain/offer-validity';
import { callApi, startSystem, usedCarLoan, type RunningSystem } from './test-support/system';

/** The PDF's text as a reader copies it (poppler's pdftotext), spaces made plain. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[\u00a0\u202f]/g, ' ');
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * The used car of the other tests, for a private customer, with the used-car campaign, a
 * non-recurrent fee and two embedded products, one paid per term and one financed.
 */
const privateOffer = {
  ...usedCarLoan.calculationRequest,
  customerType: 'Private',
  campaignId: 102,
  object: { ...usedCarLoan.calculationRequest.object, make: 'Toyota', model: 'RAV4' },
  financialParameters: {
    ...usedCarLoan.calculationRequest.financialParameters,
    nonRecurrentFee: 1172,
  },
  embeddedProducts: [
    { name: 'Tyre hotel', price: { amount: 250 }, isIncludedInTermFee: true },
    { name: 'Invoice estimator', price: { amount: 4990 } },
  ],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the offer for the customer (POST /api/offer-document)', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    system = await startSystem({ DEALER_NAME: 'Nordvik Motor AS' });
  }, 60_000);
  afterAll(() => system.close());

  /** The service's own figures for the request, as the portal shows them. */
  async function serviceFigures(calculationRequest: object): Promise<Calculation> {
    const response = await callApi(system, 'dealer', '/calculation', { calculationRequest });
    expect(response.status).toBe(200);
    return CalculationResponseSchema.parse(await response.json()).calculation;
  }

  /** The offer document of `calculationRequest` in `language`, for `customerName`. */
  async function offerDocument(calculationRequest: object, language: string, customerName: string) {
    const body = { calculationRequest, language, customerName };
    const response = await callApi(system, 'dealer', '/offer-document', body);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('writes a private customer’s offer in English, with the service’s figures', async () => {
    const figures = await serviceFigures(privateOffer);
    const { response, bytes } = await offerDocument(privateOffer, 'en', 'Ola Nordmann');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="financing-offer-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(bytes);
    const locale: Locale = 'en';
    const amount = (value: number) => plain(formatAmount(value, locale));
    for (const expected of [
      'Financing offer',
      'Nordvik Motor AS',
      'Dina Dealer',
      'Ola Nordmann',
      'Toyota RAV4',
      'Effective interest rate',
      plain(formatPercent(figures.effectiveInterestRate, locale)),
      'Total credit cost',
      amount(figures.totalCreditCost),
      'Total amount payable',
      amount(figures.totalAmountPayable),
      amount(figures.termAmount),
      amount(figures.creditAmount),
      '5.4 % on quality used cars',
      'Subject to the bank’s credit approval',
      'Standard information before a consumer credit agreement',
      'Right of withdrawal',
      'within 14 days',
      'Customer’s signature',
      'Dealer’s signature',
      'Appendix: payment plan',
    ]) {
      expect(text).toContain(expected);
    }
    // Every part of the credit cost named: the fees and the products, label and figure in a row.
    const inARow = (label: string, figure: string) =>
      new RegExp(`${escapeRegExp(label)}\\s+${escapeRegExp(figure)}`);
    expect(text).toMatch(inARow('Non-recurrent fee', amount(1172)));
    expect(text).toMatch(inARow('Embedded product: Tyre hotel', `${amount(250)} per term`));
    expect(text).toMatch(
      inARow('Embedded product: Invoice estimator', `${amount(4990)}, financed`),
    );
    // Valid 14 days: the used-car campaign runs longer.
    const validUntil = offerValidUntil(todayInNorway()).date;
    expect(text).toMatch(new RegExp(`Valid until\\s+${formatDate(validUntil, locale)}`));
    // The plan in full, to its 60th and last term.
    expect(text).toMatch(/\n\s*60\s+[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // No notes for the salesperson.
    expect(text).not.toMatch(/Confirmed by the financing service|Funding interest|note/i);
  });

  it('writes a business customer’s offer in bokmål, without the consumer-credit section', async () => {
    const businessOffer = { ...privateOffer, customerType: 'Business' };
    const figures = await serviceFigures(businessOffer);
    const { response, bytes } = await offerDocument(businessOffer, 'nb', 'Fjordbygg AS');
    expect(response.status).toBe(200);
    const text = pdfText(bytes);
    const locale: Locale = 'nb-NO';
    for (const expected of [
      'Finansieringstilbud',
      'Fjordbygg AS',
      'Effektiv rente',
      plain(formatPercent(figures.effectiveInterestRate, locale)),
      'Kredittkostnad',
      plain(formatAmount(figures.totalCreditCost, locale)),
      'Totalbeløp å betale',
      plain(formatAmount(figures.totalAmountPayable, locale)),
      'Gyldig til',
      formatDate(offerValidUntil(todayInNorway()).date, locale),
      'Kundens underskrift',
      'Forhandlers underskrift',
      'Vedlegg: nedbetalingsplan',
      'Restgjeld',
    ]) {
      expect(text).toContain(expected);
    }
    expect(plain(formatAmount(figures.totalAmountPayable, locale))).toMatch(
      /^\d{1,3}( \d{3})*,\d{2} kr$/,
    );
    expect(text).not.toContain('Angrerett');
    expect(text).not.toContain('Financing offer');
  });

  it('refuses a language it does not write, and passes the service’s refusal on', async () => {
    const unknownLanguage = await offerDocument(privateOffer, 'de', 'Ola Nordmann');
    expect(unknownLanguage.response.status).toBe(400);

    const noPrice = await offerDocument(
      { ...privateOffer, object: { objectTypeID: 'vehicle' } },
      'en',
      'Ola Nordmann',
    );
    expect(noPrice.response.status).toBeGreaterThanOrEqual(400);
    expect(noPrice.response.status).toBeLessThan(500);
    expect(noPrice.response.headers.get('content-type')).toContain('application/problem+json');
  });
});
