import type { PaymentPlanRow } from '../contract/calculation';
import type { LoanType } from '../contract/calculation-request';
import { roundedAnnuityPayment, type PaymentTiming } from './annuity-payment';
import { dueDates, type CalendarDate } from './due-dates';
import { fromOre, interestOn, roundFraction, toOre, type RatePerTerm } from './money';

export interface PlanTerms {
  loanType: LoanType;
  /** L, the opening balance, in whole øre. */
  financedAmount: number;
  /** RV in whole øre. */
  residualValue: number;
  termCount: number;
  /** r */
  rate: RatePerTerm;
  /** F + Pt in whole øre, paid with every instalment. */
  feesPerTerm: number;
}

/**
 * The plan in whole øre, one entry per term. Typed arrays: the APR solver reads `payments` in
 * its inner loop, and rows are only built when a plan is asked for.
 */
export interface PaymentSchedule {
  /** What the customer pays each term: instalment + fees. */
  payments: Float64Array;
  interest: Float64Array;
  principal: Float64Array;
  /** Balance after each term's payment. */
  balances: Float64Array;
}

export function paymentTiming(loanType: LoanType): PaymentTiming {
  return loanType === 'Leasing' ? 'advance' : 'arrears';
}

/**
 * For a lease, RV is paid one term after the last payment, so the balance after that payment
 * must grow by one term's interest to RV: the smallest B (whole øre) with B + round(B·r) ≥ RV.
 * That is exactly RV unless the øre rounding of the interest skips RV, then RV + 1 øre.
 */
export function leaseClosingBalance(residualValue: number, rate: RatePerTerm): number {
  const grown = (balance: number) => balance + interestOn(balance, rate);
  // A first guess, made exact by the two loops.
  let balance = Math.round(residualValue / (1 + rate.value));
  while (grown(balance) < residualValue) balance++;
  while (balance > 0 && grown(balance - 1) >= residualValue) balance--;
  return balance;
}

/**
 * docs/calculation.md, Rounding: the regular instalment (Annuity, Leasing) or principal (Serial) is
 * rounded first, each term's interest is round(opening balance × r), and the last term absorbs
 * the rounding so that the plan closes on RV (Leasing: on `leaseClosingBalance`).
 */
export function buildPaymentSchedule({
  loanType,
  financedAmount,
  residualValue,
  termCount,
  rate,
  feesPerTerm,
}: PlanTerms): PaymentSchedule {
  const timing = paymentTiming(loanType);
  const closingBalance =
    loanType === 'Leasing' ? leaseClosingBalance(residualValue, rate) : residualValue;
  const regularAmount =
    loanType === 'Serial'
      ? roundFraction({
          numerator: BigInt(financedAmount - residualValue),
          denominator: BigInt(termCount),
        })
      : roundedAnnuityPayment({
          principal: financedAmount,
          rate,
          termCount,
          balloon: residualValue,
          timing,
        });

  const payments = new Float64Array(termCount);
  const interestByTerm = new Float64Array(termCount);
  const principalByTerm = new Float64Array(termCount);
  const balances = new Float64Array(termCount);
  const isSerial = loanType === 'Serial';
  let balance = financedAmount;
  for (let index = 0; index < termCount; index++) {
    // A lease payment falls at the start of its term: the first has no interest behind it, each
    // later one pays the interest the balance earned over the term before.
    const interest = timing === 'advance' && index === 0 ? 0 : interestOn(balance, rate);
    let principal: number;
    if (index === termCount - 1) principal = balance - closingBalance;
    else if (isSerial) principal = regularAmount;
    else principal = regularAmount - interest;
    balance -= principal;
    payments[index] = principal + interest + feesPerTerm;
    interestByTerm[index] = interest;
    principalByTerm[index] = principal;
    balances[index] = balance;
  }
  return { payments, interest: interestByTerm, principal: principalByTerm, balances };
}

export interface PlanCalendar {
  delivery: CalendarDate;
  termLength: number;
  timing: PaymentTiming;
}

/** The plan's rows, in kroner. */
export function paymentPlanRows(
  schedule: PaymentSchedule,
  feesPerTerm: number,
  { delivery, termLength, timing }: PlanCalendar,
): PaymentPlanRow[] {
  const fees = fromOre(feesPerTerm);
  const dates = dueDates(delivery, schedule.payments.length, termLength, timing);
  const rows: PaymentPlanRow[] = [];
  for (let index = 0; index < schedule.payments.length; index++) {
    rows.push({
      term: index + 1,
      dueDate: dates[index] ?? '',
      payment: fromOre(schedule.payments[index] ?? 0),
      interest: fromOre(schedule.interest[index] ?? 0),
      principal: fromOre(schedule.principal[index] ?? 0),
      fees,
      balance: fromOre(schedule.balances[index] ?? 0),
    });
  }
  return rows;
}

/** The residual value as the plan's closing line: what it pays of interest and of principal. */
export interface ResidualValueLine {
  payment: number;
  interest: number;
  principal: number;
}

/**
 * The residual value after a plan's last row: it repays the last balance, and for a lease also
 * the interest of the term after the last payment (the balance grows by it to RV). With it the
 * plan's columns add up to the calculation's totals. None without a residual value or a plan.
 */
export function residualValueLine(calculation: {
  residualValue: number;
  paymentPlan?: readonly Pick<PaymentPlanRow, 'balance'>[] | undefined;
}): ResidualValueLine | undefined {
  const last = calculation.paymentPlan?.at(-1);
  if (last === undefined || calculation.residualValue <= 0) return undefined;
  const payment = toOre(calculation.residualValue);
  const principal = toOre(last.balance);
  return {
    payment: fromOre(payment),
    interest: fromOre(payment - principal),
    principal: fromOre(principal),
  };
}
