import type { Calculation } from '../contract/calculation';
import type { CalculationRequest } from '../contract/calculation-request';
import type { CalculateOptions } from './calculate-options';
import { readCalculationInputs, TERM_COUNT_PATH } from './calculation-inputs';
import { effectiveAnnualRate } from './effective-rate';
import { fieldProblem, type FieldProblem, type ProblemCode } from './field-problem';
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
const unworkable = (code: ProblemCode): CalculationOutcome => ({
  ok: false,
  kind: 'unworkable',
  problems: [fieldProblem(TERM_COUNT_PATH, code)],
});

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

  let paymentsTotal = 0;
  for (const payment of schedule.payments) paymentsTotal += payment;
  const totalAmountPayable = paymentsTotal + residualValue;
  const totalCreditCost = totalAmountPayable - creditAmount;
  const totalFees = inputs.startupFee + inputs.nonRecurrentFee + termCount * inputs.termFee;
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
    effectiveInterestRate: roundHalfUp(annualRate * 100, 2),
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
