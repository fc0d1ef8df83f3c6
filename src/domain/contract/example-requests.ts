import type { Applicant } from './applicant';
import type { Calculation } from './calculation';
import type { CalculationRequest } from './calculation-request';

/**
 * The example requests that the API reference, the demo data, the tests and the bench share,
 * written once: tests assert figures to the øre on them, so no copy may drift from another.
 * Pure data typed by the contract; nothing the portal loads imports it.
 */

/** docs/calculation.md's first end-to-end example: P 350 000, E 50 000, 60 terms, 6.9 %, RV 90 000. */
export const ANNUITY_EXAMPLE = {
  object: { purchasePrice: { amount: 350_000 } },
  financialParameters: {
    equity: { amount: 50_000 },
    terms: { termCount: 60, termLength: 1 },
    interestRate: 6.9,
    residualValue: { amount: 90_000 },
  },
} satisfies CalculationRequest;

/**
 * What `ANNUITY_EXAMPLE` calculates to, as the API reference shows it: 4 665.85 a term at 7.12 %.
 * The reference gives the three totals in whole kroner; the engine gives them to the øre
 * (69 951.06 of interest).
 */
export const ANNUITY_EXAMPLE_CALCULATION = {
  loanType: 'Annuity',
  cashPrice: 350_000,
  creditAmount: 300_000,
  financedAmount: 300_000,
  termCount: 60,
  termLength: 1,
  nominalInterestRate: 6.9,
  interestRateSource: 'request',
  termAmount: 4665.85,
  residualValue: 90_000,
  startupFee: 0,
  effectiveInterestRate: 7.12,
  totalInterest: 69_951,
  totalFees: 0,
  totalCreditCost: 69_951,
  totalAmountPayable: 369_951,
} satisfies Calculation;

/** A new electric car: what the demo's campaign 101 and funding interest 202 are for. */
export const NEW_ELECTRIC_CAR = {
  objectTypeID: 'vehicle',
  objectSubTypeID: 'electric vehicle',
  objectCondition: 'New',
} satisfies CalculationRequest['object'];

/**
 * The demo's electric-car request: a private customer of vendor 501 buys a new electric car for
 * 450 000 on product 11, an annuity over 60 monthly terms. Campaign 101 and funding interest 202
 * of the demo data apply to it.
 */
export const ELECTRIC_CAR_REQUEST = {
  vendorId: 501,
  productId: 11,
  customerType: 'Private',
  object: { ...NEW_ELECTRIC_CAR, purchasePrice: { amount: 450_000, vatAmount: 90_000 } },
  financialParameters: {
    equity: { amount: 90_000 },
    terms: { termCount: 60, termLength: 1 },
    termFee: { amount: 75 },
    loanType: 'Annuity',
  },
} satisfies CalculationRequest;

/**
 * The issue that made the bank's rules known before sending: a used car at 189 000 with no
 * equity, named by no product (as a client built strictly to the spec sends it). The demo's
 * used-car loan asks 10 % equity, so the bank will likely refuse it.
 */
export const USED_CAR_WITHOUT_EQUITY = {
  vendorId: 501,
  customerType: 'Private',
  object: {
    objectTypeID: 'vehicle',
    objectSubTypeID: 'ICE vehicle',
    objectCondition: 'Used',
    yearModel: 2019,
    purchasePrice: { amount: 189_000 },
  },
  financialParameters: {
    loanType: 'Annuity',
    terms: { termCount: 60, termLength: 1 },
    interestRate: 7.4,
    equity: { amount: 0 },
  },
} satisfies CalculationRequest;

/**
 * A lease at 88.28 % over 64 yearly terms: the øre rounding of the payment, grown by the
 * interest, makes the later payments negative, so no plan can be offered.
 */
export const NEGATIVE_PAYMENT_LEASE = {
  object: { purchasePrice: { amount: 1_624_458.08 } },
  financialParameters: {
    loanType: 'Leasing',
    terms: { termCount: 64, termLength: 12 },
    interestRate: 88.28,
    residualValue: { amount: 860_874.9 },
  },
} satisfies CalculationRequest;

/**
 * A private household the bank approves an ordinary car loan for: a steady job, a rented flat,
 * no other debt. Demo applicants, tests and the API reference give it beside their own names.
 */
export const EXAMPLE_HOUSEHOLD = {
  address: { addressLine1: 'Storgata 1', zip: '0155', city: 'Oslo', country: 'NO' },
  employment: { type: 'permanent', employer: 'Nordvik Motor AS', since: '2018-08-01' },
  grossYearlyIncome: 720_000,
  housing: 'tenant',
  housingCost: 14_000,
  dependants: 1,
  otherDebt: 0,
} satisfies Partial<Applicant>;

/** A business's address, as Brønnøysundregistrene gives it. */
export const EXAMPLE_BUSINESS_ADDRESS = {
  addressLine1: 'Industriveien 12',
  zip: '2069',
  city: 'Jessheim',
  country: 'NO',
} satisfies Applicant['address'];

/** The customer's consent to the credit check, given at the dealer's desk at `at`. */
export const consentGiven = (at: Date | string = '2026-01-15T10:00:00+01:00') =>
  ({
    creditCheck: true,
    at: typeof at === 'string' ? at : at.toISOString(),
    channel: 'in-store',
  }) as const satisfies Applicant['consent'];
