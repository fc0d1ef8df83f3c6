import { describe, expect, it } from 'vitest';
import { CalculationSchema, type Calculation } from '../contract/calculation';
import { MAX_AMOUNT } from '../contract/common';
import type { CalculationRequest, FinancialParameters } from '../contract/calculation-request';
import {
  ANNUITY_EXAMPLE,
  ANNUITY_EXAMPLE_CALCULATION,
  NEGATIVE_PAYMENT_LEASE,
} from '../contract/example-requests';
import { calculate, type CalculationOutcome } from './calculate';
import type { CalculateOptions } from './calculate-options';
import { residualValueLine } from './payment-plan';

const annuityExample: CalculationRequest = ANNUITY_EXAMPLE;

const leasingExample: CalculationRequest = {
  object: { purchasePrice: { amount: 500_000 } },
  financialParameters: {
    loanType: 'Leasing',
    terms: { termCount: 36 },
    interestRate: 5.9,
    residualValue: { amount: 200_000 },
  },
};

function withParameters(
  request: CalculationRequest,
  parameters: Partial<FinancialParameters>,
): CalculationRequest {
  return { ...request, financialParameters: { ...request.financialParameters, ...parameters } };
}

function calculated(request: CalculationRequest, options?: CalculateOptions): Calculation {
  const outcome: CalculationOutcome = calculate(request, options);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return CalculationSchema.parse(outcome.calculation);
}

describe('calculate: the end-to-end examples of docs/calculation.md', () => {
  it('Annuity, P 350 000, E 50 000, 60 terms, 6.9 %, RV 90 000: 4 665.85 at 7.12 %', () => {
    const calculation = calculated(annuityExample);
    expect(calculation.termAmount).toBe(4665.85);
    expect(calculation.effectiveInterestRate).toBe(7.12);
    // The API reference gives the totals in whole kroner; the engine to the øre.
    const { totalInterest, totalCreditCost, totalAmountPayable, ...figures } =
      ANNUITY_EXAMPLE_CALCULATION;
    expect(calculation).toMatchObject(figures);
    expect(calculation.totalCreditCost).toBe(calculation.totalInterest);
    expect(calculation.paymentPlan).toBeUndefined();
  });

  it('the same with S 3 500 and F 75: 4 809.99 (instalment 4 734.99 + fee 75) at 8.01 %', () => {
    const calculation = calculated({
      ...withParameters(annuityExample, { startupFee: { amount: 3500 }, termFee: { amount: 75 } }),
      includePaymentPlan: true,
      deliveryDate: '2025-01-15',
    });
    expect(calculation.termAmount).toBe(4809.99);
    expect(calculation.effectiveInterestRate).toBe(8.01);
    expect(calculation.financedAmount).toBe(303_500);
    expect(calculation.totalFees).toBe(3500 + 60 * 75);
    const [first] = calculation.paymentPlan ?? [];
    expect(first).toMatchObject({ term: 1, dueDate: '2025-02-15', payment: 4809.99, fees: 75 });
    expect(Math.round(((first?.interest ?? 0) + (first?.principal ?? 0)) * 100)).toBe(473_499);
  });

  it('Leasing, P 500 000, 36 terms, 5.9 %, RV 200 000: 10 046.93 at 6.06 %', () => {
    const calculation = calculated(leasingExample);
    expect(calculation.termAmount).toBe(10_046.93);
    expect(calculation.effectiveInterestRate).toBe(6.06);
    expect(calculation.loanType).toBe('Leasing');
  });
});

describe('the residual value as the plan’s closing line', () => {
  const sumOf = (values: number[]) =>
    values.reduce((total, value) => total + Math.round(value * 100), 0);

  it.each([
    ['a lease', leasingExample, { payment: 200_000, interest: 978.52, principal: 199_021.48 }],
    [
      'an annuity loan with a balloon',
      withParameters(leasingExample, { loanType: 'Annuity' }),
      { payment: 200_000, interest: 0, principal: 200_000 },
    ],
  ])('closes %s so that the plan adds up to the totals', (_kind, request, expected) => {
    const calculation = calculated({ ...request, includePaymentPlan: true });
    const line = residualValueLine(calculation);
    expect(line).toEqual(expected);
    const plan = calculation.paymentPlan ?? [];
    expect(sumOf([...plan.map((row) => row.interest), line?.interest ?? 0])).toBe(
      Math.round(calculation.totalInterest * 100),
    );
    expect(sumOf([...plan.map((row) => row.principal), line?.principal ?? 0])).toBe(
      Math.round(calculation.financedAmount * 100),
    );
  });

  it('is none without a residual value or a plan', () => {
    const noResidual = withParameters(leasingExample, { residualValue: { amount: 0 } });
    expect(residualValueLine(calculated({ ...noResidual, includePaymentPlan: true }))).toBe(
      undefined,
    );
    expect(residualValueLine(calculated(leasingExample))).toBe(undefined);
  });
});

describe('calculate: rounding on exact values', () => {
  it('rounds an interest a hair below half an øre down: 18 232.114999… is 18 232.11', () => {
    const calculation = calculated({
      object: { purchasePrice: { amount: 1_551_054.77 } },
      financialParameters: { terms: { termCount: 2 }, interestRate: 14.105587 },
      includePaymentPlan: true,
      deliveryDate: '2025-01-31',
    });
    expect(calculation.paymentPlan?.[0]?.interest).toBe(18_232.11);
    expect(calculation.totalAmountPayable).toBe(1_578_456.2);
  });
});

describe('calculate: totals', () => {
  it('follows docs/calculation.md, Totals, with products and every fee', () => {
    const calculation = calculated({
      object: {
        purchasePrice: { amount: 300_000 },
        carExtrasPriceFactoryInstalled: 20_000,
        carExtrasPriceDealerInstalled: 5_000,
        objectCarExtras: [{ name: 'Towbar', price: { amount: 12_000 } }],
      },
      embeddedProducts: [
        { code: 'GAP', price: { amount: 4_000 }, isIncludedInTermFee: false },
        { code: 'SERVICE', price: { amount: 250 }, isIncludedInTermFee: true },
      ],
      financialParameters: {
        equity: { amount: 29_000 },
        startupFee: { amount: 3_000 },
        nonRecurrentFee: 1_500,
        termFee: { amount: 60 },
        terms: { termCount: 48, termLength: 1 },
        interestRate: 7.5,
      },
      includePaymentPlan: true,
      deliveryDate: '2025-03-10',
    });
    expect(calculation.cashPrice).toBe(325_000);
    expect(calculation.creditAmount).toBe(300_000);
    expect(calculation.financedAmount).toBe(304_500);
    const plan = calculation.paymentPlan ?? [];
    const ore = (kroner: number) => Math.round(kroner * 100);
    const paid = plan.reduce((total, row) => total + ore(row.payment), 0);
    expect(ore(calculation.totalAmountPayable)).toBe(paid);
    expect(ore(calculation.totalCreditCost)).toBe(paid - 30_000_000);
    expect(calculation.totalFees).toBe(3_000 + 1_500 + 48 * 60);
    expect(ore(calculation.totalInterest)).toBe(
      ore(calculation.totalCreditCost) - ore(calculation.totalFees) - 48 * 25_000,
    );
    expect(ore(calculation.totalInterest)).toBe(
      plan.reduce((total, row) => total + ore(row.interest), 0),
    );
    expect(plan.every((row) => row.fees === 310)).toBe(true);
  });

  it('takes the residual value from its percent of the cash price', () => {
    const calculation = calculated(
      withParameters(annuityExample, { residualValue: undefined, residualValuePercent: 25 }),
    );
    expect(calculation.residualValue).toBe(87_500);
  });

  it('accepts a residual value and a percent that agree to within 0.01', () => {
    const calculation = calculated(
      withParameters(annuityExample, { residualValuePercent: 25.714288 }),
    );
    expect(calculation.residualValue).toBe(90_000);
  });

  it('converts the nominal rate to the term length', () => {
    const calculation = calculated(
      withParameters(annuityExample, {
        terms: { termCount: 20, termLength: 3 },
        residualValue: undefined,
      }),
    );
    expect(calculation.termLength).toBe(3);
    // 300 000 · r / (1 − (1 + r)^−20) with r = 6.9 % / 4 = 1.725 % a quarter: 17 863.7319…
    expect(calculation.termAmount).toBe(17_863.73);
  });

  it('charges serial interest on the opening balance', () => {
    const calculation = calculated(
      withParameters(annuityExample, { loanType: 'Serial', termFee: { amount: 75 } }),
    );
    // Q = 210 000 / 60 = 3 500, interest 300 000 × 0.575 % = 1 725, fee 75.
    expect(calculation.termAmount).toBe(5300);
  });

  it('gives an effective rate of 0 at a zero rate without fees', () => {
    const calculation = calculated(withParameters(leasingExample, { interestRate: 0 }));
    expect(calculation.effectiveInterestRate).toBe(0);
    expect(calculation.totalInterest).toBe(0);
    expect(calculation.totalAmountPayable).toBe(500_000);
  });
});

describe('calculate: the payment plan', () => {
  it('is there only when asked for, one row per term', () => {
    expect(
      calculated({ ...annuityExample, includePaymentPlan: false }).paymentPlan,
    ).toBeUndefined();
    const plan = calculated({ ...annuityExample, includePaymentPlan: true }).paymentPlan ?? [];
    expect(plan.map((row) => row.term)).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
    expect(plan.at(-1)?.balance).toBe(90_000);
  });

  it('starts a term after delivery, or at delivery for a lease', () => {
    const deliveryDate = '2024-01-31T22:00:00-03:00';
    const loan = calculated({ ...annuityExample, includePaymentPlan: true, deliveryDate });
    expect(loan.paymentPlan?.slice(0, 3).map((row) => row.dueDate)).toEqual([
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ]);
    const lease = calculated({ ...leasingExample, includePaymentPlan: true, deliveryDate });
    expect(lease.paymentPlan?.slice(0, 3).map((row) => row.dueDate)).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
    ]);
    expect(lease.paymentPlan?.at(-1)?.dueDate).toBe('2026-12-31');
  });

  it('starts from today without a delivery date', () => {
    const plan = calculated(
      { ...annuityExample, includePaymentPlan: true },
      { today: '2023-12-31' },
    ).paymentPlan;
    expect(plan?.[1]?.dueDate).toBe('2024-02-29');
  });

  it('rejects a malformed options.today, a programming error', () => {
    expect(() =>
      calculate({ ...annuityExample, includePaymentPlan: true }, { today: '31.12.2023' }),
    ).toThrow(RangeError);
  });
});

describe('calculate: which rate', () => {
  it("uses a campaign's resolved rate and startup fee over the request's", () => {
    const calculation = calculated(
      {
        ...withParameters(annuityExample, { startupFee: { amount: 3500 }, interestRate: 9.9 }),
        campaignId: 17,
      },
      { rate: { source: 'campaign', nominalInterestRate: 6.9, startupFee: 0 } },
    );
    expect(calculation).toMatchObject({
      interestRateSource: 'campaign',
      campaignId: 17,
      nominalInterestRate: 6.9,
      financedAmount: 300_000,
      termAmount: 4665.85,
      startupFee: 0,
      totalFees: 0,
    });
    expect(calculation.fundingInterestId).toBeUndefined();
  });

  it("keeps the request's startup fee when the campaign grants none", () => {
    const calculation = calculated(
      { ...withParameters(annuityExample, { startupFee: { amount: 3500 } }), campaignId: 17 },
      { rate: { source: 'campaign', nominalInterestRate: 6.9 } },
    );
    expect(calculation.financedAmount).toBe(303_500);
    expect(calculation.startupFee).toBe(3500);
  });

  it("uses a funding interest's resolved rate", () => {
    const calculation = calculated(
      withParameters(annuityExample, { fundingInterestId: 4, interestRate: undefined }),
      { rate: { source: 'fundingInterest', nominalInterestRate: 6.9 } },
    );
    expect(calculation).toMatchObject({
      interestRateSource: 'fundingInterest',
      fundingInterestId: 4,
    });
    expect(calculation.campaignId).toBeUndefined();
  });
});

describe('calculate: extremes', () => {
  it.each(['Annuity', 'Serial', 'Leasing'] as const)(
    '%s over 600 yearly terms at 100 %% on the largest amounts stays finite',
    (loanType) => {
      const outcome = calculate({
        object: { purchasePrice: { amount: MAX_AMOUNT } },
        embeddedProducts: [{ price: { amount: MAX_AMOUNT }, isIncludedInTermFee: true }],
        financialParameters: {
          loanType,
          startupFee: { amount: MAX_AMOUNT },
          termFee: { amount: MAX_AMOUNT },
          terms: { termCount: 600, termLength: 12 },
          interestRate: 100,
          residualValuePercent: 99,
        },
        includePaymentPlan: true,
        deliveryDate: '2025-01-01',
      });
      // Refused as unworkable (its fees outgrow the credit), or figures the schema accepts.
      if (outcome.ok) expect(() => CalculationSchema.parse(outcome.calculation)).not.toThrow();
      else expect(outcome.kind).toBe('unworkable');
    },
  );

  it('refuses a plan with negative payments: Leasing at 88.28 % over 64 yearly terms', () => {
    const outcome = calculate(NEGATIVE_PAYMENT_LEASE);
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'unworkable',
      problems: [{ path: 'financialParameters.terms.termCount' }],
    });
    const [problem] = outcome.ok ? [] : outcome.problems;
    expect(problem?.message).toMatch(/interest rate is too high for this number of terms/);
    expect(problem?.message).toMatch(/negative/);
  });

  it('calculates a one-øre credit', () => {
    const calculation = calculated({
      object: { purchasePrice: { amount: 0.01 } },
      financialParameters: { terms: { termCount: 600 }, interestRate: 100 },
    });
    expect(calculation.creditAmount).toBe(0.01);
    expect(calculation.totalAmountPayable).toBeGreaterThanOrEqual(0.01);
  });
});

describe('calculate: figures no customer is offered', () => {
  // A price typed as "459,9" on a car loan with the price list's fees.
  const mistypedPrice = {
    object: { purchasePrice: { amount: 459.9 } },
    financialParameters: {
      loanType: 'Annuity',
      startupFee: { amount: 3_490 },
      termFee: { amount: 95 },
      terms: { termCount: 60, termLength: 1 },
      interestRate: 7.4,
    },
  } as const;

  it('refuses a credit smaller than its fees, naming the price', () => {
    const outcome = calculate(mistypedPrice);
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'unworkable',
      problems: [
        {
          path: 'object.purchasePrice.amount',
          code: 'creditBelowFees',
          values: { creditAmount: 459.9, feesAmount: 9_190 },
        },
      ],
    });
  });

  it('refuses an effective rate in the hundreds of percent, naming the price', () => {
    // Fees of 3 775 kr on 4 000 kr repaid in three months.
    const outcome = calculate({
      object: { purchasePrice: { amount: 4_000 } },
      financialParameters: {
        ...mistypedPrice.financialParameters,
        terms: { termCount: 3, termLength: 1 },
      },
    });
    expect(outcome).toMatchObject({
      ok: false,
      problems: [{ path: 'object.purchasePrice.amount', code: 'effectiveRateTooHigh' }],
    });
  });

  it('still calculates the highest nominal rate on an ordinary credit', () => {
    const outcome = calculate({
      ...mistypedPrice,
      object: { purchasePrice: { amount: 300_000 } },
      financialParameters: { ...mistypedPrice.financialParameters, interestRate: 100 },
    });
    expect(outcome.ok).toBe(true);
  });
});
