import { describe, expect, it } from 'vitest';
import type { LoanType } from '../contract/calculation-request';
import { interestOn, ratePerTermOf } from './money';
import { buildPaymentSchedule, leaseClosingBalance, paymentPlanRows } from './payment-plan';

const sum = (values: Float64Array) => values.reduce((total, value) => total + value, 0);

/**
 * A plan of monthly terms: L in øre over n terms at a yearly percent, without residual value or
 * fees unless given.
 */
const monthlySchedule = (
  loanType: LoanType,
  financedAmount: number,
  termCount: number,
  yearlyPercent: number,
  { residualValue = 0, feesPerTerm = 0 } = {},
) =>
  buildPaymentSchedule({
    loanType,
    financedAmount,
    residualValue,
    termCount,
    rate: ratePerTermOf(yearlyPercent, 1),
    feesPerTerm,
  });

describe('buildPaymentSchedule', () => {
  it('Annuity: rounds the instalment first and closes on the residual value', () => {
    const schedule = monthlySchedule('Annuity', 30_000_000, 60, 6.9, { residualValue: 9_000_000 });
    expect(schedule.payments[0]).toBe(466_585);
    expect(schedule.interest[0]).toBe(172_500);
    expect(schedule.principal[0]).toBe(294_085);
    expect(schedule.balances[0]).toBe(29_705_915);
    expect(schedule.balances[59]).toBe(9_000_000);
    expect(sum(schedule.principal)).toBe(21_000_000);
  });

  it('Serial: equal principal, interest on the opening balance, rounding left to the last', () => {
    const schedule = monthlySchedule('Serial', 20_000_000, 240, 6);
    expect(schedule.payments[0]).toBe(183_333);
    expect(schedule.principal[238]).toBe(83_333);
    // 239 × 833.33 leaves 834.13, which the last term repays with 4.17 interest (the EC example,
    // with unrounded principal, shows 837.50).
    expect(schedule.principal[239]).toBe(83_413);
    expect(schedule.payments[239]).toBe(83_830);
    expect(schedule.balances[239]).toBe(0);
  });

  it('Leasing: no interest in the first payment, the balance growing to RV after the last', () => {
    const rate = ratePerTermOf(5.9, 1);
    const schedule = monthlySchedule('Leasing', 50_000_000, 36, 5.9, { residualValue: 20_000_000 });
    expect(schedule.payments[0]).toBe(1_004_693);
    expect(schedule.interest[0]).toBe(0);
    expect(schedule.interest[1]).toBe(interestOn(48_995_307, rate));
    const closing = schedule.balances[35] ?? 0;
    expect(closing).toBe(19_902_148);
    expect(closing + interestOn(closing, rate)).toBe(20_000_000);
    expect(sum(schedule.principal)).toBe(50_000_000 - closing);
  });

  it('adds the fees to every payment', () => {
    const schedule = monthlySchedule('Annuity', 1_200_000, 12, 0, { feesPerTerm: 7_500 });
    expect(Array.from(schedule.payments)).toEqual(Array<number>(12).fill(107_500));
  });

  it('settles a one-term loan and a one-term lease in a single payment', () => {
    const loan = monthlySchedule('Annuity', 100_000, 1, 12, { residualValue: 40_000 });
    expect(Array.from(loan.payments)).toEqual([61_000]);
    expect(Array.from(loan.balances)).toEqual([40_000]);
    const lease = monthlySchedule('Leasing', 100_000, 1, 12, { residualValue: 40_000 });
    expect(Array.from(lease.interest)).toEqual([0]);
    expect(Array.from(lease.balances)).toEqual([39_604]);
  });
});

describe('leaseClosingBalance', () => {
  it('is RV itself at a zero rate', () => {
    expect(leaseClosingBalance(12_345, ratePerTermOf(0, 1))).toBe(12_345);
  });

  it('is the balance that grows to RV in one term', () => {
    expect(leaseClosingBalance(20_000_000, ratePerTermOf(5.9, 1))).toBe(19_902_148);
  });

  it('overshoots by one øre when rounding skips RV', () => {
    // At 50 % a term, balances 3 and 4 øre grow to 5 and 6 øre: nothing grows to exactly 4.
    const halfPerTerm = ratePerTermOf(600, 1);
    expect(leaseClosingBalance(4, halfPerTerm)).toBe(3);
    expect(leaseClosingBalance(5, halfPerTerm)).toBe(3);
    expect(leaseClosingBalance(6, halfPerTerm)).toBe(4);
  });
});

describe('paymentPlanRows', () => {
  it('writes the schedule in kroner with its due dates', () => {
    const schedule = monthlySchedule('Annuity', 100_000, 2, 0, { feesPerTerm: 2_500 });
    const rows = paymentPlanRows(schedule, 2_500, {
      delivery: { year: 2024, month: 1, day: 31 },
      termLength: 1,
      timing: 'arrears',
    });
    expect(rows).toEqual([
      {
        term: 1,
        dueDate: '2024-02-29',
        payment: 525,
        interest: 0,
        principal: 500,
        fees: 25,
        balance: 500,
      },
      {
        term: 2,
        dueDate: '2024-03-31',
        payment: 525,
        interest: 0,
        principal: 500,
        fees: 25,
        balance: 0,
      },
    ]);
  });
});
