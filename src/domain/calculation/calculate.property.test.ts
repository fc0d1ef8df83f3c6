import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalculationSchema, type Calculation } from '../contract/calculation';
import {
  CalculationRequestSchema,
  CUSTOMER_TYPES,
  LOAN_TYPES,
  type CalculationRequest,
  type EmbeddedProduct,
  type LoanType,
} from '../contract/calculation-request';
import { MAX_AMOUNT } from '../contract/common';
import { MAX_TERM_COUNT, TERM_LENGTHS } from '../contract/term-limits';
import { calculate, type CalculationOutcome } from './calculate';
import type { CalculateOptions, ResolvedRate } from './calculate-options';
import { interestOn, ratePerTermOf } from './money';

const TODAY = '2025-06-30';
const ore = (kroner: number) => Math.round(kroner * 100);
const sumOre = (values: number[]) => values.reduce((total, value) => total + ore(value), 0);

// Anything the CalculationRequest schema admits: optional fields present or not, zeros,
// subnormal and maximal amounts, every term count, length and loan type, any calendar date.

const anyAmount = fc.oneof(
  fc.constantFrom(0, 0.01, 0.005, Number.MIN_VALUE, MAX_AMOUNT),
  fc.integer({ min: 0, max: 100_000_000 }).map((amountOre) => amountOre / 100),
  fc.double({ min: 0, max: MAX_AMOUNT, noNaN: true }),
);
const anyMoney = fc
  .tuple(anyAmount, fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }))
  .map(([amount, vatShare]) =>
    vatShare === undefined ? { amount } : { amount, vatAmount: amount * vatShare },
  );
const anyPercent = fc.oneof(
  fc.constantFrom(0, 100),
  fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
  fc.double({ min: 0, max: 100, noNaN: true }),
);
const anyIdentifier = fc.integer({ min: 1, max: 2_147_483_647 });
const anyDeliveryDate = fc
  .tuple(
    fc.date({
      min: new Date('0000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    fc.constantFrom('', 'Z', '+14:00', '-12:00', '+01:00'),
  )
  .map(([date, offset]) => {
    const iso = date.toISOString();
    return offset === '' ? iso.slice(0, 10) : `${iso.slice(0, 19)}${offset}`;
  });

function anyRequest(complete: boolean): fc.Arbitrary<CalculationRequest> {
  const required = <Key extends string>(keys: Key[]) => ({ requiredKeys: complete ? keys : [] });
  return fc.record(
    {
      campaignId: anyIdentifier,
      customerType: fc.constantFrom(...CUSTOMER_TYPES),
      object: fc.record(
        {
          purchasePrice: anyMoney,
          carExtrasPriceFactoryInstalled: anyAmount,
          carExtrasPriceDealerInstalled: anyAmount,
          priceKmExceeded: anyAmount,
          objectCarExtras: fc.array(fc.record({ price: anyMoney }, { requiredKeys: [] }), {
            maxLength: 3,
          }),
        },
        required(['purchasePrice']),
      ),
      financialParameters: fc.record(
        {
          equity: anyMoney,
          startupFee: anyMoney,
          terms: fc.record(
            {
              termCount: fc.integer({ min: 1, max: MAX_TERM_COUNT }),
              termLength: fc.constantFrom(...TERM_LENGTHS),
            },
            required(['termCount']),
          ),
          interestRate: anyPercent,
          termFee: anyMoney,
          residualValue: anyMoney,
          residualValuePercent: anyPercent,
          nonRecurrentFee: anyAmount,
          loanType: fc.constantFrom(...LOAN_TYPES),
          fundingInterestId: anyIdentifier,
        },
        required(['terms', 'interestRate']),
      ),
      embeddedProducts: fc.array(
        fc.record({ price: anyMoney, isIncludedInTermFee: fc.boolean() }, { requiredKeys: [] }),
        { maxLength: 20 },
      ),
      includePaymentPlan: fc.boolean(),
      deliveryDate: anyDeliveryDate,
    },
    required(['object', 'financialParameters']),
  );
}

const anyOptions: fc.Arbitrary<CalculateOptions> = fc
  .option(
    fc.record(
      {
        source: fc.constantFrom<ResolvedRate['source']>('campaign', 'fundingInterest'),
        nominalInterestRate: anyPercent,
        startupFee: anyAmount,
      },
      { requiredKeys: ['source', 'nominalInterestRate'] },
    ),
    { nil: undefined },
  )
  .map((rate) => (rate === undefined ? { today: TODAY } : { today: TODAY, rate }));

// Requests that pass validation, with amounts a dealer would use, so that sums stay exact.

interface Offer {
  request: CalculationRequest;
  loanType: LoanType;
  creditAmountOre: number;
}

const validOffer: fc.Arbitrary<Offer> = fc
  .record({
    purchasePriceOre: fc.integer({ min: 100_000, max: 1_000_000_000 }),
    equityShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    products: fc.array(
      fc.record({ priceOre: fc.integer({ min: 0, max: 2_000_000 }), perTerm: fc.boolean() }),
      { maxLength: 3 },
    ),
    startupFeeOre: fc.integer({ min: 0, max: 1_000_000 }),
    nonRecurrentFeeOre: fc.integer({ min: 0, max: 500_000 }),
    termFeeOre: fc.integer({ min: 0, max: 20_000 }),
    interestRate: fc.integer({ min: 0, max: 3000 }).map((hundredths) => hundredths / 100),
    // At most 50 years: longer plans at high rates grow the øre rounding of the instalment by
    // (1 + r)^n into the last payment (docs/calculation.md's rule), beyond exact sums in øre.
    terms: fc.constantFrom(...TERM_LENGTHS).chain((termLength) =>
      fc.record({
        termLength: fc.constant(termLength),
        termCount: fc.integer({ min: 1, max: MAX_TERM_COUNT / termLength }),
      }),
    ),
    loanType: fc.constantFrom(...LOAN_TYPES),
    residualValue: fc.oneof(
      fc.constant(undefined),
      fc.record({ share: fc.double({ min: 0, max: 0.9, noNaN: true }) }),
      fc.record({
        percent: fc.integer({ min: 0, max: 4999 }).map((hundredths) => hundredths / 100),
      }),
    ),
    deliveryDate: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  })
  .map((draw) => {
    const equityOre = Math.floor(draw.equityShare * draw.purchasePriceOre);
    const productsFinancedOre = draw.products
      .filter((product) => !product.perTerm)
      .reduce((total, product) => total + product.priceOre, 0);
    const creditAmountOre = draw.purchasePriceOre + productsFinancedOre - equityOre;
    const residual = draw.residualValue;
    const request: CalculationRequest = {
      object: { purchasePrice: { amount: draw.purchasePriceOre / 100 } },
      embeddedProducts: draw.products.map((product): EmbeddedProduct => ({
        price: { amount: product.priceOre / 100 },
        isIncludedInTermFee: product.perTerm,
      })),
      financialParameters: {
        loanType: draw.loanType,
        equity: { amount: equityOre / 100 },
        startupFee: { amount: draw.startupFeeOre / 100 },
        nonRecurrentFee: draw.nonRecurrentFeeOre / 100,
        termFee: { amount: draw.termFeeOre / 100 },
        terms: draw.terms,
        interestRate: draw.interestRate,
        // A share of the credit, not of the financed amount, so that it stays below the
        // financed amount when the fees are taken away.
        ...(residual !== undefined && 'share' in residual
          ? { residualValue: { amount: Math.floor(residual.share * creditAmountOre) / 100 } }
          : {}),
        ...(residual !== undefined && 'percent' in residual
          ? { residualValuePercent: residual.percent }
          : {}),
      },
      includePaymentPlan: true,
      deliveryDate: draw.deliveryDate,
    };
    return { request, loanType: draw.loanType, creditAmountOre };
  });

/** The same offer without any fee: no startup, non-recurrent or term fee, no products per term. */
function withoutFees(request: CalculationRequest): CalculationRequest {
  return {
    ...request,
    embeddedProducts: request.embeddedProducts?.filter((product) => !product.isIncludedInTermFee),
    financialParameters: {
      ...request.financialParameters,
      startupFee: undefined,
      nonRecurrentFee: undefined,
      termFee: undefined,
    },
  };
}

function withRate(request: CalculationRequest, interestRate: number): CalculationRequest {
  return { ...request, financialParameters: { ...request.financialParameters, interestRate } };
}

/**
 * The one refusal a request from `validOffer` may meet: terms that give no workable plan, e.g. a
 * one-term lease whose fees exceed the residual value (no effective rate), or a small credit over
 * hundreds of terms, where the øre rounding of the instalment adds up to more than the last
 * payment (a negative payment). Undefined then.
 */
function calculationOf(outcome: CalculationOutcome): Calculation | undefined {
  if (outcome.ok) return CalculationSchema.parse(outcome.calculation);
  expect(outcome.kind).toBe('unworkable');
  expect(outcome.problems).toHaveLength(1);
  return undefined;
}

type ValidOffer = typeof validOffer extends fc.Arbitrary<infer Offer> ? Offer : never;

/** Checks each valid offer drawn that calculates: its calculation, and the draw behind it. */
function forEachCalculatedOffer(
  check: (calculation: Calculation, offer: ValidOffer) => void,
  numRuns = 150,
): void {
  fc.assert(
    fc.property(validOffer, (offer) => {
      const calculation = calculationOf(calculate(offer.request));
      if (calculation !== undefined) check(calculation, offer);
    }),
    { numRuns },
  );
}

describe('calculate, over any request the schema admits', () => {
  it('never throws, and returns a schema-valid calculation or problems', () => {
    fc.assert(
      fc.property(fc.oneof(anyRequest(true), anyRequest(false)), anyOptions, (request, options) => {
        CalculationRequestSchema.parse(request);
        const outcome = calculate(request, options);
        if (outcome.ok) {
          CalculationSchema.parse(outcome.calculation);
          expect(outcome.calculation.paymentPlan !== undefined).toBe(
            request.includePaymentPlan === true,
          );
        } else {
          expect(outcome.problems.length).toBeGreaterThan(0);
          for (const problem of outcome.problems) {
            expect(problem.path).not.toBe('');
            expect(problem.message).not.toBe('');
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('calculate, over valid offers', () => {
  it('adds the plan up to the totals, to the øre', () => {
    forEachCalculatedOffer((calculation, { request, creditAmountOre }) => {
      const plan = calculation.paymentPlan ?? [];
      const residualValueOre = ore(calculation.residualValue);
      const termCount = calculation.termCount;
      expect(plan).toHaveLength(termCount);
      expect(ore(calculation.termAmount)).toBe(ore(plan[0]?.payment ?? Number.NaN));
      for (const row of plan) {
        expect(ore(row.payment)).toBe(ore(row.interest) + ore(row.principal) + ore(row.fees));
      }
      const paymentsOre = sumOre(plan.map((row) => row.payment));
      expect(ore(calculation.totalAmountPayable)).toBe(paymentsOre + residualValueOre);
      expect(ore(calculation.creditAmount)).toBe(creditAmountOre);
      expect(ore(calculation.totalCreditCost)).toBe(
        ore(calculation.totalAmountPayable) - creditAmountOre,
      );
      const parameters = request.financialParameters ?? {};
      const productsPerTermOre = sumOre(
        (request.embeddedProducts ?? [])
          .filter((product) => product.isIncludedInTermFee)
          .map((product) => product.price?.amount ?? 0),
      );
      expect(ore(calculation.totalFees)).toBe(
        ore(parameters.startupFee?.amount ?? 0) +
          ore(parameters.nonRecurrentFee ?? 0) +
          termCount * ore(parameters.termFee?.amount ?? 0),
      );
      expect(ore(calculation.totalInterest)).toBe(
        ore(calculation.totalCreditCost) -
          ore(calculation.totalFees) -
          termCount * productsPerTermOre,
      );
    });
  });

  it('closes the plan on the residual value', () => {
    // Annuity and Serial: the balance after the last payment is RV, and the principal repaid is
    // L − RV. Leasing: with B the balance after the last payment (whole øre) and r the rate per
    // term, B + round(B·r) is RV, or RV + 0.01 when rounding skips RV, B is the smallest such
    // balance, and the principal repaid is L − B.
    forEachCalculatedOffer((calculation, { loanType }) => {
      const plan = calculation.paymentPlan ?? [];
      const financedOre = ore(calculation.financedAmount);
      const residualValueOre = ore(calculation.residualValue);
      const closingOre = ore(plan.at(-1)?.balance ?? Number.NaN);
      const principalOre = sumOre(plan.map((row) => row.principal));
      if (loanType === 'Leasing') {
        const rate = ratePerTermOf(calculation.nominalInterestRate, calculation.termLength);
        const grown = (balance: number) => balance + interestOn(balance, rate);
        expect(grown(closingOre) - residualValueOre).toBeGreaterThanOrEqual(0);
        expect(grown(closingOre) - residualValueOre).toBeLessThanOrEqual(1);
        if (closingOre > 0) expect(grown(closingOre - 1)).toBeLessThan(residualValueOre);
        expect(principalOre).toBe(financedOre - closingOre);
        expect(plan[0]?.interest).toBe(0);
      } else {
        expect(closingOre).toBe(residualValueOre);
        expect(principalOre).toBe(financedOre - residualValueOre);
      }
    });
  });

  it('never lowers the payment for a higher nominal rate', () => {
    fc.assert(
      fc.property(
        validOffer,
        fc.integer({ min: 1, max: 2000 }).map((hundredths) => hundredths / 100),
        ({ request }, increase) => {
          const rate = request.financialParameters?.interestRate ?? 0;
          const lower = calculationOf(calculate(request));
          const higher = calculationOf(calculate(withRate(request, rate + increase)));
          if (lower === undefined || higher === undefined) return;
          expect(higher.termAmount).toBeGreaterThanOrEqual(lower.termAmount);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never lowers the effective rate for fees', () => {
    fc.assert(
      fc.property(validOffer, ({ request }) => {
        const withFees = calculationOf(calculate(request));
        const feeFree = calculationOf(calculate(withoutFees(request)));
        if (withFees === undefined || feeFree === undefined) return;
        expect(withFees.effectiveInterestRate).toBeGreaterThanOrEqual(
          feeFree.effectiveInterestRate,
        );
      }),
      { numRuns: 150 },
    );
  });

  it('gives an effective rate of 0 at a zero rate without fees', () => {
    fc.assert(
      fc.property(validOffer, ({ request, creditAmountOre }) => {
        const calculation = calculationOf(calculate(withRate(withoutFees(request), 0)));
        if (calculation === undefined) return;
        expect(calculation.effectiveInterestRate).toBe(0);
        expect(calculation.totalInterest).toBe(0);
        expect(ore(calculation.totalAmountPayable)).toBe(creditAmountOre);
      }),
      { numRuns: 150 },
    );
  });

  it('schedules the payments a term apart from delivery, a lease from delivery itself', () => {
    forEachCalculatedOffer((calculation, { request, loanType }) => {
      const dueDates = (calculation.paymentPlan ?? []).map((row) => row.dueDate);
      const [first = ''] = dueDates;
      if (loanType === 'Leasing') expect(first).toBe(request.deliveryDate);
      else expect(first > (request.deliveryDate ?? '')).toBe(true);
      // ISO dates compare as strings.
      expect(
        dueDates.every((date, index) => index === 0 || date > (dueDates[index - 1] ?? '')),
      ).toBe(true);
    }, 100);
  });
});
