import type { Calculation } from '../contract/calculation';
import type { CalculationRequest } from '../contract/calculation-request';
import type { CalculateOptions } from './calculate-options';
import { readCalculationInputs, TERM_COUNT_PATH } from './calculation-inputs';
import { effectiveAnnualRate } from './effective-rate';
import type { FieldProblem } from './field-problem';
import { fromOre, roundHalfUp } from './money';
import { buildPaymentSchedule, paymentPlanRows, paymentTiming } from './payment-plan';

export type CalculationOutcome =
  { ok: true; calculation: Calculation } | { ok: false; problems: FieldProblem[] };

/**
 * When the APR equation has no finite solution: a lease whose first payment, due on delivery,
 * already covers the credit (fees far above it), or a plan so long at so high a rate that the
 * øre rounding of the instalment, grown by (1 + r)^n, swamps the last payment.
 */
const NO_EFFECTIVE_RATE =
  'These terms give no effective interest rate: use fewer terms, a lower rate or lower fees';

/**
 * The offer docs/calculation.md defines, or every problem that stops it. Pure but for reading today's
 * date, when a plan is asked for without a deliveryDate or options.today.
 */
export function calculate(
  request: CalculationRequest,
  options: CalculateOptions = {},
): CalculationOutcome {
  const reading = readCalculationInputs(request, options);
  if (!reading.ok) return reading;
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

  const ratePerTerm = (nominalInterestRate * termLength) / 1200;
  const feesPerTerm = inputs.termFee + inputs.productsPerTerm;
  const timing = paymentTiming(loanType);
  const schedule = buildPaymentSchedule({
    loanType,
    financedAmount,
    residualValue,
    termCount,
    ratePerTerm,
    feesPerTerm,
  });
  const annualRate = effectiveAnnualRate({
    creditAmount,
    payments: schedule.payments,
    monthsPerTerm: termLength,
    timing,
    finalPayment: residualValue,
  });
  if (annualRate === undefined) {
    return { ok: false, problems: [{ path: TERM_COUNT_PATH, message: NO_EFFECTIVE_RATE }] };
  }

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
