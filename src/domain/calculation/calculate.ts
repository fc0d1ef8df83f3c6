import type { Calculation } from '../contract/calculation';
import type { CalculationRequest } from '../contract/calculation-request';
import type { CalculateOptions } from './calculate-options';
import { PURCHASE_PRICE_PATH, readCalculationInputs, TERM_COUNT_PATH } from './calculation-inputs';
import { effectiveAnnualRate } from './effective-rate';
import {
  fieldProblem,
  type FieldProblem,
  type ProblemCode,
  type ProblemValues,
} from './field-problem';
import { fromOre, ratePerTermOf, roundHalfUp } from './money';
import { buildPaymentSchedule, paymentPlanRows, paymentTiming } from './payment-plan';

/**
 * Why a calculation was refused: the request breaks a rule of docs/calculation.md, Validation
 * (`invalid`, a 400), or it is well formed but its terms give no plan a customer could be
 * offered (`unworkable`, a 422).
 */
export type RefusalKind = 'invalid' | 'unworkable';

export type CalculationOutcome =
  | { ok: true; calculation: Calculation }
  | { ok: false; kind: RefusalKind; problems: FieldProblem[] };

/**
 * The øre rounding of the instalment, up to half an øre, grows with the balance by (1 + r) each
 * term and falls on the last payment. Over many terms at a high rate it outgrows that payment.
 */
/** `noEffectiveRate`: a lease whose first payment, due on delivery, already covers the credit. */
const unworkable = (
  code: ProblemCode,
  path = TERM_COUNT_PATH,
  values?: ProblemValues,
): CalculationOutcome => ({
  ok: false,
  kind: 'unworkable',
  problems: [fieldProblem(path, code, values)],
});

/**
 * No customer is offered credit at an effective rate above this, % a year: the highest nominal
 * rate (100 %) compounds monthly to 161 %; a figure beyond comes from fees on a credit of a few
 * thousand kroner, not from an offer.
 */
export const EFFECTIVE_RATE_CEILING_PERCENT = 200;

/**
 * The offer docs/calculation.md defines, or every problem that stops it. Pure but for reading
 * today's date, when a plan is asked for without a deliveryDate or options.today.
 */
export function calculate(
  request: CalculationRequest,
  options: CalculateOptions = {},
): CalculationOutcome {
  const reading = readCalculationInputs(request, options);
  if (!reading.ok) return { ok: false, kind: 'invalid', problems: reading.problems };
  const { inputs } = reading;
  const {
    loanType,
    creditAmount,
    financedAmount,
    residualValue,
    termCount,
    termLength,
    nominalInterestRate,
  } = inputs;

  const totalFees = inputs.startupFee + inputs.nonRecurrentFee + termCount * inputs.termFee;
  // Credit smaller than what it costs in fees is a price typed wrong, not an offer.
  if (creditAmount < totalFees) {
    return unworkable('creditBelowFees', PURCHASE_PRICE_PATH, {
      creditAmount: fromOre(creditAmount),
      feesAmount: fromOre(totalFees),
    });
  }

  const rate = ratePerTermOf(nominalInterestRate, termLength);
  const feesPerTerm = inputs.termFee + inputs.productsPerTerm;
  const timing = paymentTiming(loanType);
  const schedule = buildPaymentSchedule({ ...inputs, rate, feesPerTerm });
  if (
    schedule.payments.some((payment) => payment < 0) ||
    schedule.balances.some((balance) => balance < 0)
  ) {
    return unworkable('negativePlan');
  }
  const annualRate = effectiveAnnualRate({
    creditAmount,
    payments: schedule.payments,
    monthsPerTerm: termLength,
    timing,
    finalPayment: residualValue,
  });
  if (annualRate === undefined) return unworkable('noEffectiveRate');
  const effectiveInterestRate = roundHalfUp(annualRate * 100, 2);
  if (effectiveInterestRate > EFFECTIVE_RATE_CEILING_PERCENT) {
    return unworkable('effectiveRateTooHigh', PURCHASE_PRICE_PATH, {
      ratePercent: effectiveInterestRate,
      ceilingPercent: EFFECTIVE_RATE_CEILING_PERCENT,
    });
  }

  let paymentsTotal = 0;
  for (const payment of schedule.payments) paymentsTotal += payment;
  const totalAmountPayable = paymentsTotal + residualValue;
  const totalCreditCost = totalAmountPayable - creditAmount;
  const totalInterest = totalCreditCost - totalFees - termCount * inputs.productsPerTerm;

  const calculation: Calculation = {
    loanType,
    cashPrice: fromOre(inputs.cashPrice),
    creditAmount: fromOre(creditAmount),
    financedAmount: fromOre(financedAmount),
    termCount,
    termLength,
    nominalInterestRate,
    interestRateSource: inputs.interestRateSource,
    ...(inputs.campaignId === undefined ? {} : { campaignId: inputs.campaignId }),
    ...(inputs.fundingInterestId === undefined
      ? {}
      : { fundingInterestId: inputs.fundingInterestId }),
    termAmount: fromOre(schedule.payments[0] ?? 0),
    startupFee: fromOre(inputs.startupFee),
    residualValue: fromOre(residualValue),
    effectiveInterestRate,
    totalInterest: fromOre(totalInterest),
    totalFees: fromOre(totalFees),
    totalCreditCost: fromOre(totalCreditCost),
    totalAmountPayable: fromOre(totalAmountPayable),
  };
  if (inputs.delivery !== undefined) {
    calculation.paymentPlan = paymentPlanRows(schedule, feesPerTerm, {
      delivery: inputs.delivery,
      termLength,
      timing,
    });
  }
  return { ok: true, calculation };
}

/** Every problem `calculate` would report for this request; empty when it calculates. */
export function validateCalculationRequest(
  request: CalculationRequest,
  options: CalculateOptions = {},
): FieldProblem[] {
  const outcome = calculate(request, options);
  return outcome.ok ? [] : outcome.problems;
}
