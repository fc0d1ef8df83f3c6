import { describe, expect, it } from 'vitest';
import { calculate } from '../../../domain/calculation';
import type { CalculationRequest, Product } from '../../../domain/contract';
import { paymentGrid } from './payment-grid';

const carLoan = (
  parameters: CalculationRequest['financialParameters'] = {},
): CalculationRequest => ({
  customerType: 'Private',
  object: { objectTypeID: 'vehicle', objectCondition: 'New', purchasePrice: { amount: 400_000 } },
  financialParameters: {
    loanType: 'Annuity',
    equity: { amount: 80_000 },
    terms: { termCount: 60, termLength: 1 },
    interestRate: 5.9,
    termFee: { amount: 95 },
    ...parameters,
  },
  deliveryDate: '2026-12-01T00:00:00+01:00',
  includePaymentPlan: true,
});

const product = (bounds: Partial<Product>): Product => ({
  productId: 11,
  name: 'Billån, ny bil',
  objectTypes: ['vehicle'],
  objectConditions: ['New'],
  loanTypes: ['Annuity'],
  customerTypes: [],
  nominalInterestRate: 5.9,
  startupFee: 0,
  termFee: 95,
  nonRecurrentFee: 0,
  termCounts: { min: 12, max: 120 },
  termLengths: [1],
  minEquityPercent: { New: 0 },
  minCreditAmount: 0,
  maxCreditAmount: 10_000_000,
  maxResidualValuePercent: 40,
  ...bounds,
});

describe('the payment grid', () => {
  it('gives the engine’s payment for each term count against each equity share', () => {
    const grid = paymentGrid(carLoan(), undefined, null);
    expect(grid?.termCounts).toEqual([36, 48, 60, 72, 84]);
    expect(grid?.equityPercents).toEqual([0, 10, 20, 30]);
    const cell = grid?.rows[3]?.[2];
    expect(cell).toMatchObject({ termCount: 72, equityPercent: 20, equity: 80_000 });
    const alone = calculate(carLoan({ terms: { termCount: 72, termLength: 1 } }));
    expect(alone.ok && cell?.termAmount === alone.calculation.termAmount).toBe(true);
    // More equity, lower payment; more terms, lower payment.
    const payments = grid?.rows.map((row) => row.map((c) => c.termAmount ?? 0)) ?? [];
    expect(payments[0]?.[0]).toBeGreaterThan(payments[0]?.[3] ?? Infinity);
    expect(payments[0]?.[0]).toBeGreaterThan(payments[4]?.[0] ?? Infinity);
  });

  it('keeps within the product’s bounds, its least equity always a column', () => {
    const grid = paymentGrid(
      carLoan(),
      undefined,
      product({ termCounts: { min: 12, max: 60 }, minEquityPercent: { New: 25 } }),
    );
    expect(grid?.termCounts).toEqual([36, 48, 60]);
    expect(grid?.equityPercents).toEqual([25, 30]);
  });

  it('uses the applied campaign’s or funding interest’s rate', () => {
    const campaign = { source: 'campaign', nominalInterestRate: 1.9 } as const;
    const withCampaign = paymentGrid(carLoan(), campaign, null)?.rows[2]?.[2]?.termAmount;
    const without = paymentGrid(carLoan(), undefined, null)?.rows[2]?.[2]?.termAmount;
    expect(withCampaign).toBeLessThan(without ?? 0);
  });

  it('has no payment where the terms give no plan, and no grid without a price', () => {
    const grid = paymentGrid(carLoan({ residualValue: { amount: 300_000 } }), undefined, null);
    // A residual value above what is financed with 30 % equity gives no plan.
    expect(grid?.rows[0]?.[3]?.termAmount).toBeUndefined();
    expect(grid?.rows[0]?.[0]?.termAmount).toBeDefined();
    expect(paymentGrid({ ...carLoan(), object: {} }, undefined, null)).toBeUndefined();
  });
});
