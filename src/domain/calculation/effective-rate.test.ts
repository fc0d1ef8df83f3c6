import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveAnnualRate } from './effective-rate';
import { roundHalfUp } from './money';

/** Payments in arrears, one a term of `monthsPerTerm` months. */
const inArrears = (monthsPerTerm: number, payments: number[]) => ({
  payments,
  monthsPerTerm,
  timing: 'arrears' as const,
});
const monthly = (payments: number[]) => inArrears(1, payments);
const yearly = (payments: number[]) => inArrears(12, payments);
const percent = (rate: number | undefined, decimals: number) =>
  rate === undefined ? undefined : roundHalfUp(rate * 100, decimals);

describe('effectiveAnnualRate (docs/calculation.md, Public examples)', () => {
  it('EC APRC example 1: 200 000 less a 4 000 fee, 240 × 1 432.86 gives 6.434412 %', () => {
    const rate = effectiveAnnualRate({
      creditAmount: 196_000,
      ...monthly(Array<number>(240).fill(1432.86)),
    });
    expect(percent(rate, 6)).toBe(6.434412);
  });

  it('EC APRC example 13, serial: 200 000 at 6 %, 1 833.33 down to 837.50, gives 6.476009 %', () => {
    // The published figure has example 1's 4 000 fee paid out of the credit as well: without it
    // the rate is 6.167781 %. The payments are the exact serial ones rounded to øre.
    const principal = 200_000 / 240;
    const payments = Array.from({ length: 240 }, (_, index) =>
      roundHalfUp(principal + (200_000 - index * principal) * 0.005, 2),
    );
    expect(payments[0]).toBe(1833.33);
    expect(payments[239]).toBe(837.5);
    expect(percent(effectiveAnnualRate({ creditAmount: 196_000, ...monthly(payments) }), 6)).toBe(
      6.476009,
    );
  });
});

describe('effectiveAnnualRate converges', () => {
  it('is exactly 0 at a zero rate without fees', () => {
    expect(
      effectiveAnnualRate({ creditAmount: 1200, ...monthly(Array<number>(12).fill(100)) }),
    ).toBe(0);
  });

  it('is positive for a zero-rate loan with fees only', () => {
    const rate = effectiveAnnualRate({
      creditAmount: 1150,
      ...monthly(Array<number>(12).fill(100)),
    });
    expect(rate).toBeGreaterThan(0);
    let presentValue = 0;
    for (let term = 1; term <= 12; term++) presentValue += 100 * (1 + (rate ?? 0)) ** (-term / 12);
    expect(presentValue).toBeCloseTo(1150, 9);
  });

  it('solves a single term: 1 000 out, 1 010 a month later', () => {
    expect(effectiveAnnualRate({ creditAmount: 1000, ...monthly([1010]) })).toBeCloseTo(
      1.01 ** 12 - 1,
      12,
    );
  });

  it('solves 600 terms at the nominal rate compounded', () => {
    const rate = 0.06 / 12;
    const payment = (100_000 * rate) / (1 - (1 + rate) ** -600);
    const apr = effectiveAnnualRate({
      creditAmount: 100_000,
      ...monthly(Array<number>(600).fill(payment)),
    });
    expect(apr).toBeCloseTo((1 + rate) ** 12 - 1, 10);
  });

  it('solves payments in advance with a balloon one term after the last', () => {
    const apr = effectiveAnnualRate({
      creditAmount: 300_000,
      payments: Array<number>(60).fill(4639.175737),
      monthsPerTerm: 1,
      timing: 'advance',
      finalPayment: 90_000,
    });
    expect(apr).toBeCloseTo(1.00575 ** 12 - 1, 8);
  });

  it('solves yearly terms', () => {
    const apr = effectiveAnnualRate({ creditAmount: 1000, ...yearly([1100]) });
    expect(apr).toBeCloseTo(0.1, 12);
  });

  it('solves a huge rate', () => {
    const apr = effectiveAnnualRate({ creditAmount: 1, ...monthly([1e10]) });
    expect(apr).toBeDefined();
    expect((apr ?? 0) / 1e120).toBeCloseTo(1, 9);
  });

  it('gives a negative rate when the payments fall short of the credit', () => {
    const apr = effectiveAnnualRate({ creditAmount: 1000, ...yearly([990]) });
    expect(apr).toBeCloseTo(-0.01, 12);
  });

  it('has no rate when the first payment in advance already repays the credit', () => {
    expect(
      effectiveAnnualRate({
        creditAmount: 1000,
        payments: [1050, 10],
        monthsPerTerm: 1,
        timing: 'advance',
      }),
    ).toBeUndefined();
  });

  it('agrees with a plain bisection on random cash flows', () => {
    const presentValue = (payments: number[], lag: number, rate: number) =>
      payments.reduce(
        (sum, payment, index) => sum + payment * (1 + rate) ** (-(index + lag) / 12),
        0,
      );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 120 }),
        fc.double({ min: 0.05, max: 0.99, noNaN: true }),
        fc.constantFrom(0, 1),
        (payments, creditShare, lag) => {
          const total = payments.reduce((sum, payment) => sum + payment, 0);
          const creditAmount = total * creditShare;
          fc.pre((lag === 0 ? (payments[0] ?? 0) : 0) < creditAmount);
          const apr = effectiveAnnualRate({
            creditAmount,
            payments,
            monthsPerTerm: 1,
            timing: lag === 1 ? 'arrears' : 'advance',
          });
          let low = 0;
          let high = 1;
          while (presentValue(payments, lag, high) > creditAmount) high *= 2;
          for (let step = 0; step < 200; step++) {
            const middle = (low + high) / 2;
            if (presentValue(payments, lag, middle) > creditAmount) low = middle;
            else high = middle;
          }
          expect(apr).toBeDefined();
          expect(Math.abs((apr ?? 0) - low) / Math.max(1, low)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 200 },
    );
  });
});
