import { z } from 'zod/mini';
import { calendarDate } from './common';
import { LOAN_TYPES } from './calculation-request';

/** Where the nominal rate of a calculation came from (docs/calculation.md, "Which rate"). */
export const INTEREST_RATE_SOURCES = ['campaign', 'fundingInterest', 'request'] as const;
export const InterestRateSourceSchema = z.enum(INTEREST_RATE_SOURCES);
export type InterestRateSource = z.infer<typeof InterestRateSourceSchema>;

/** A money figure out of the engine: NOK, rounded half-up to øre. */
const nok = z.number();

export const PaymentPlanRowSchema = z
  .object({
    term: z.int().check(z.positive()),
    dueDate: calendarDate,
    /** What the customer pays this term: instalment + term fee + products paid each term. */
    payment: nok,
    interest: nok,
    principal: nok,
    /** Term fee + products paid each term. */
    fees: nok,
    /** Balance after this term's payment. */
    balance: nok,
  })
  .register(z.globalRegistry, { id: 'PaymentPlanRow' });
export type PaymentPlanRow = z.infer<typeof PaymentPlanRowSchema>;

/** The result of `POST /calculation`, produced by the domain engine. */
export const CalculationSchema = z
  .object({
    loanType: z.enum(LOAN_TYPES),
    cashPrice: nok,
    creditAmount: nok,
    financedAmount: nok,
    termCount: z.int().check(z.positive()),
    termLength: z.int().check(z.positive()),
    /** Nominal annual rate, percent. */
    nominalInterestRate: z.number(),
    interestRateSource: InterestRateSourceSchema,
    campaignId: z.optional(z.int().check(z.positive())),
    fundingInterestId: z.optional(z.int().check(z.positive())),
    /** The first payment the customer makes, fees included. */
    termAmount: nok,
    residualValue: nok,
    /** S, financed: a campaign's own startup fee when it grants one, else the request's. */
    startupFee: nok,
    /** Annual percentage rate (EU CCD Annex I), percent rounded half-up to 2 decimals. */
    effectiveInterestRate: z.number(),
    totalInterest: nok,
    totalFees: nok,
    totalCreditCost: nok,
    totalAmountPayable: nok,
    paymentPlan: z.optional(z.array(PaymentPlanRowSchema)),
  })
  .register(z.globalRegistry, { id: 'Calculation' });
export type Calculation = z.infer<typeof CalculationSchema>;

export const CalculationResponseSchema = z
  .object({ calculation: CalculationSchema })
  .register(z.globalRegistry, { id: 'CalculationResponse' });
export type CalculationResponse = z.infer<typeof CalculationResponseSchema>;
