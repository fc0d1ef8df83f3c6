import { MAX_TERM_COUNT, TERM_LENGTH_RULE } from '../contract/term-limits';

/** The figures a problem names: amounts (names ending in `Amount`) in kroner, others as they are. */
export type ProblemValues = Readonly<Record<string, number>>;

const nok = (kroner: number): string => {
  const [whole = '', fraction = ''] = kroner.toFixed(2).split('.');
  return `NOK ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${fraction}`;
};

/**
 * Every problem the engine reports, in English: the service's `message`. A client words the code
 * in its own language (the portal: `common.problem.<code>` in its catalogues) with the values.
 */
const ENGLISH = {
  amountNotNumber: () => 'The amount must be a number',
  amountNegative: () => 'The amount cannot be negative',
  amountTooLarge: () => 'The amount cannot be more than 10 000 000 000',
  vatAboveAmount: () => 'The VAT cannot be more than the amount',
  purchasePriceMissing: () => 'Give the purchase price',
  cashPriceNotPositive: () => 'The cash price must be more than 0',
  equityNotBelowFinanceable: ({ limitAmount = 0 }) =>
    `The equity must be less than the cash price plus the products financed with it (${nok(limitAmount)})`,
  termCountMissing: () => 'Give the number of terms',
  termCountOutOfRange: () =>
    `The number of terms must be a whole number from 1 to ${MAX_TERM_COUNT}`,
  termLengthOutOfRange: () => `The term length must be ${TERM_LENGTH_RULE}`,
  loanTypeUnknown: () => 'The loan type must be Annuity, Serial or Leasing',
  campaignRateUnresolved: () =>
    "The campaign's interest rate must be resolved by the financing service",
  fundingInterestRateUnresolved: () =>
    "The funding interest's rate must be resolved by the financing service",
  rateMissing: () => 'Give an interest rate, a campaign or a funding interest',
  rateOutOfRange: () => 'The interest rate must be from 0 to 100 %',
  grantedStartupFeeOutOfRange: () => 'The startup fee it grants must be from 0 to 10 000 000 000',
  residualPercentOutOfRange: () => 'The residual value percent must be from 0 to 100',
  residualPercentMismatch: ({ fromPercentAmount = 0, residualAmount = 0 }) =>
    `The residual value percent gives ${nok(fromPercentAmount)}, which does not match the residual value of ${nok(residualAmount)}`,
  residualNotBelowFinanced: ({ limitAmount = 0 }) =>
    `The residual value must be less than the financed amount (${nok(limitAmount)})`,
  deliveryDateInvalid: () => 'The delivery date must be a date, YYYY-MM-DD',
  planPastLastYear: ({ year = 0 }) => `The payment plan would run past the year ${year}`,
  negativePlan: () =>
    'The interest rate is too high for this number of terms and residual value: rounding the ' +
    'payment to whole øre, grown by the interest over the terms, would make a payment or a ' +
    'balance negative. Use fewer terms, a lower rate or a lower residual value',
  creditBelowFees: ({ creditAmount = 0, feesAmount = 0 }) =>
    `The credit of ${nok(creditAmount)} is less than its fees of ${nok(feesAmount)}: check the price`,
  effectiveRateTooHigh: ({ ratePercent = 0, ceilingPercent = 0 }) =>
    `The effective rate would be ${ratePercent} %, above ${ceilingPercent} %: the fees are too high for a credit this small. Check the price`,
  noEffectiveRate: () =>
    'These terms give no effective interest rate: use fewer terms, a lower rate or lower fees',
} satisfies Record<string, (values: Partial<Record<string, number>>) => string>;

export type ProblemCode = keyof typeof ENGLISH;
export const PROBLEM_CODES = Object.keys(ENGLISH) as ProblemCode[];

/**
 * One thing wrong with a request. `path` is relative to the calculationRequest, dot-separated with
 * array indexes as numbers ('embeddedProducts.0.price.amount'); `message` is for the dealer, in
 * English; `code` and `values` let a client say it in the dealer's language.
 */
export interface FieldProblem {
  path: string;
  message: string;
  code: ProblemCode;
  values?: ProblemValues;
}

export function fieldProblem(
  path: string,
  code: ProblemCode,
  values?: ProblemValues,
): FieldProblem {
  return {
    path,
    message: ENGLISH[code](values ?? {}),
    code,
    ...(values === undefined ? {} : { values }),
  };
}
