import { describe, expect, it } from 'vitest';
import type { CalculationRequest, FinancialParameters } from '../contract/calculation-request';
import { validateCalculationRequest } from './calculate';
import type { CalculateOptions } from './calculate-options';

const valid: CalculationRequest = {
  object: { purchasePrice: { amount: 350_000, vatAmount: 70_000 } },
  financialParameters: {
    equity: { amount: 50_000 },
    terms: { termCount: 60, termLength: 1 },
    interestRate: 6.9,
    residualValue: { amount: 90_000 },
  },
};

function withParameters(parameters: Partial<FinancialParameters>): CalculationRequest {
  return { ...valid, financialParameters: { ...valid.financialParameters, ...parameters } };
}

/** The paths of the problems found, in order. */
function problemPaths(request: CalculationRequest, options?: CalculateOptions): string[] {
  return validateCalculationRequest(request, options).map((problem) => problem.path);
}

function onlyProblem(request: CalculationRequest, options?: CalculateOptions) {
  const problems = validateCalculationRequest(request, options);
  expect(problems).toHaveLength(1);
  return problems[0];
}

describe('validateCalculationRequest', () => {
  it('finds nothing wrong with a complete request', () => {
    expect(validateCalculationRequest(valid)).toEqual([]);
  });

  describe('required fields', () => {
    it('asks for the purchase price', () => {
      expect(onlyProblem({ ...valid, object: {} })).toEqual({
        path: 'object.purchasePrice.amount',
        message: 'Give the purchase price',
        code: 'purchasePriceMissing',
      });
    });

    it('asks for the number of terms', () => {
      expect(onlyProblem(withParameters({ terms: { termLength: 1 } }))).toEqual({
        path: 'financialParameters.terms.termCount',
        message: 'Give the number of terms',
        code: 'termCountMissing',
      });
    });

    it('reports everything missing from an empty request', () => {
      expect(problemPaths({})).toEqual([
        'object.purchasePrice.amount',
        'financialParameters.terms.termCount',
        'financialParameters.interestRate',
      ]);
    });
  });

  describe('terms', () => {
    it.each([0, 601, 2.5, Number.NaN])('rejects %d terms', (termCount) => {
      expect(onlyProblem(withParameters({ terms: { termCount } }))?.path).toBe(
        'financialParameters.terms.termCount',
      );
    });

    it.each([1, 600])('accepts %d terms', (termCount) => {
      expect(
        problemPaths(withParameters({ terms: { termCount }, residualValue: undefined })),
      ).toEqual([]);
    });

    it.each([1, 2, 5, 12])('accepts a term length of %i months', (termLength) => {
      expect(problemPaths(withParameters({ terms: { termCount: 12, termLength } }))).toEqual([]);
    });

    it.each([0, 13, 1.5])('refuses a term length of %s months', (termLength) => {
      const terms = { termCount: 12, termLength } as FinancialParameters['terms'];
      expect(onlyProblem(withParameters({ terms }))).toEqual({
        path: 'financialParameters.terms.termLength',
        message: 'The term length must be a whole number of months from 1 to 12',
        code: 'termLengthOutOfRange',
      });
    });
  });

  describe('prices, equity and residual value', () => {
    it('needs a cash price above 0', () => {
      const problem = onlyProblem({
        ...withParameters({ equity: undefined, residualValue: undefined }),
        object: { purchasePrice: { amount: 0 } },
      });
      expect(problem?.path).toBe('object.purchasePrice.amount');
      expect(problem?.message).toBe('The cash price must be more than 0');
    });

    it('counts extras in the cash price', () => {
      expect(
        problemPaths({
          ...withParameters({ equity: undefined, residualValue: undefined }),
          object: { purchasePrice: { amount: 0 }, carExtrasPriceDealerInstalled: 10_000 },
        }),
      ).toEqual([]);
    });

    it('needs equity below the cash price plus the products financed once', () => {
      const problem = onlyProblem(
        withParameters({ equity: { amount: 350_000 }, residualValue: undefined }),
      );
      expect(problem?.path).toBe('financialParameters.equity.amount');
      expect(problem?.message).toContain('NOK 350 000.00');
      expect(
        problemPaths({
          ...withParameters({ equity: { amount: 350_000 }, residualValue: undefined }),
          embeddedProducts: [{ price: { amount: 1000 }, isIncludedInTermFee: false }],
        }),
      ).toEqual([]);
      expect(
        problemPaths({
          ...withParameters({ equity: { amount: 350_000 }, residualValue: undefined }),
          embeddedProducts: [{ price: { amount: 1000 }, isIncludedInTermFee: true }],
        }),
      ).toEqual(['financialParameters.equity.amount']);
    });

    it('needs a residual value below the financed amount', () => {
      expect(onlyProblem(withParameters({ residualValue: { amount: 300_000 } }))?.path).toBe(
        'financialParameters.residualValue.amount',
      );
      expect(problemPaths(withParameters({ residualValue: { amount: 299_999.99 } }))).toEqual([]);
      expect(
        onlyProblem(withParameters({ residualValue: undefined, residualValuePercent: 90 }))?.path,
      ).toBe('financialParameters.residualValuePercent');
    });

    it('needs residualValue and residualValuePercent to agree to within 0.01', () => {
      const problem = onlyProblem(withParameters({ residualValuePercent: 25.72 }));
      expect(problem?.path).toBe('financialParameters.residualValuePercent');
      expect(problem?.message).toContain('NOK 90 020.00');
      // 25.714 % of 350 000 is 89 999.00, a krone off; 25.7142829 % is 89 999.99.
      expect(problemPaths(withParameters({ residualValuePercent: 25.714 }))).toEqual([
        'financialParameters.residualValuePercent',
      ]);
      expect(problemPaths(withParameters({ residualValuePercent: 25.7142829 }))).toEqual([]);
    });

    it('keeps percents between 0 and 100', () => {
      expect(
        problemPaths(withParameters({ residualValue: undefined, residualValuePercent: 150 })),
      ).toEqual(['financialParameters.residualValuePercent']);
    });
  });

  describe('amounts', () => {
    it.each([
      [{ equity: { amount: -1 } }, 'financialParameters.equity.amount', 'cannot be negative'],
      [{ startupFee: { amount: Number.NaN } }, 'financialParameters.startupFee.amount', 'a number'],
      [{ termFee: { amount: Infinity } }, 'financialParameters.termFee.amount', 'a number'],
      [{ nonRecurrentFee: -0.01 }, 'financialParameters.nonRecurrentFee', 'cannot be negative'],
      [{ startupFee: { amount: 2e10 } }, 'financialParameters.startupFee.amount', 'more than'],
    ] as const)('checks %j', (parameters, path, message) => {
      const problem = onlyProblem(withParameters(parameters));
      expect(problem?.path).toBe(path);
      expect(problem?.message).toContain(message);
    });

    it('checks the amounts of the object and of each product, by index', () => {
      expect(
        problemPaths({
          ...valid,
          object: {
            purchasePrice: { amount: 350_000 },
            carExtrasPriceFactoryInstalled: -5,
            priceKmExceeded: Number.NaN,
            objectCarExtras: [{ price: { amount: 1 } }, { price: { amount: -1 } }],
          },
          embeddedProducts: [{ price: { amount: 100 } }, { price: { amount: -100 } }],
        }),
      ).toEqual([
        'object.carExtrasPriceFactoryInstalled',
        'object.priceKmExceeded',
        'object.objectCarExtras.1.price.amount',
        'embeddedProducts.1.price.amount',
      ]);
    });

    it('keeps the VAT within the amount', () => {
      expect(
        problemPaths({
          ...valid,
          object: { purchasePrice: { amount: 350_000, vatAmount: 350_000.01 } },
          embeddedProducts: [
            { price: { amount: 100, vatAmount: 100 } },
            { price: { amount: 10, vatAmount: 20 } },
          ],
        }),
      ).toEqual(['object.purchasePrice.vatAmount', 'embeddedProducts.1.price.vatAmount']);
    });
  });

  describe('the rate', () => {
    it('needs a rate, a campaign or a funding interest', () => {
      expect(onlyProblem(withParameters({ interestRate: undefined }))).toEqual({
        path: 'financialParameters.interestRate',
        message: 'Give an interest rate, a campaign or a funding interest',
        code: 'rateMissing',
      });
    });

    it('leaves campaigns and funding interests to the service', () => {
      expect(onlyProblem({ ...valid, campaignId: 3 })?.path).toBe('campaignId');
      expect(onlyProblem(withParameters({ fundingInterestId: 8 }))?.path).toBe(
        'financialParameters.fundingInterestId',
      );
      expect(onlyProblem(withParameters({ fundingInterestId: 8 }))?.message).toContain(
        'resolved by the financing service',
      );
    });

    it.each([-0.5, 100.01, Number.NaN])('rejects a rate of %d %%', (interestRate) => {
      expect(onlyProblem(withParameters({ interestRate }))?.path).toBe(
        'financialParameters.interestRate',
      );
    });

    it('accepts 0 % and 100 %', () => {
      expect(problemPaths(withParameters({ interestRate: 0 }))).toEqual([]);
      expect(problemPaths(withParameters({ interestRate: 100 }))).toEqual([]);
    });

    it('reports a resolved rate out of range at its source', () => {
      expect(
        problemPaths(
          { ...valid, campaignId: 3 },
          { rate: { source: 'campaign', nominalInterestRate: 101 } },
        ),
      ).toEqual(['campaignId']);
      expect(
        problemPaths(valid, {
          rate: { source: 'fundingInterest', nominalInterestRate: 5, startupFee: -1 },
        }),
      ).toEqual(['financialParameters.fundingInterestId']);
    });
  });

  describe('the delivery date', () => {
    it('must be a real date', () => {
      expect(onlyProblem({ ...valid, deliveryDate: '2023-02-29' })?.path).toBe('deliveryDate');
    });

    it('must leave room for the plan before the year 10000', () => {
      const late = {
        ...withParameters({ terms: { termCount: 12, termLength: 12 }, residualValue: undefined }),
        deliveryDate: '9990-06-01',
      };
      expect(problemPaths(late)).toEqual([]);
      expect(onlyProblem({ ...late, includePaymentPlan: true })?.path).toBe('deliveryDate');
    });
  });

  it('rejects a lease whose first payment, on delivery, already covers the credit', () => {
    const problem = onlyProblem({
      object: { purchasePrice: { amount: 1000 } },
      financialParameters: {
        loanType: 'Leasing',
        terms: { termCount: 1 },
        interestRate: 5,
        termFee: { amount: 50 },
      },
    });
    expect(problem?.path).toBe('financialParameters.terms.termCount');
    expect(problem?.message).toContain('no effective interest rate');
  });

  it('reports every problem at once, without echoes of one bad field in others', () => {
    expect(
      validateCalculationRequest({
        object: { purchasePrice: { amount: -10 } },
        embeddedProducts: [{ price: { amount: 5, vatAmount: 6 } }],
        financialParameters: {
          equity: { amount: 1_000_000 },
          terms: { termCount: 0, termLength: 13 },
          residualValue: { amount: 10 },
          residualValuePercent: 50,
          termFee: { amount: -1 },
          loanType: 'Balloon' as 'Annuity',
        },
        deliveryDate: 'soon',
      }),
    ).toEqual([
      {
        path: 'object.purchasePrice.amount',
        message: 'The amount cannot be negative',
        code: 'amountNegative',
      },
      {
        path: 'embeddedProducts.0.price.vatAmount',
        message: 'The VAT cannot be more than the amount',
        code: 'vatAboveAmount',
      },
      {
        path: 'financialParameters.termFee.amount',
        message: 'The amount cannot be negative',
        code: 'amountNegative',
      },
      {
        path: 'financialParameters.terms.termCount',
        message: 'The number of terms must be a whole number from 1 to 600',
        code: 'termCountOutOfRange',
      },
      {
        path: 'financialParameters.terms.termLength',
        message: 'The term length must be a whole number of months from 1 to 12',
        code: 'termLengthOutOfRange',
      },
      {
        path: 'financialParameters.loanType',
        message: 'The loan type must be Annuity, Serial or Leasing',
        code: 'loanTypeUnknown',
      },
      {
        path: 'financialParameters.interestRate',
        message: 'Give an interest rate, a campaign or a funding interest',
        code: 'rateMissing',
      },
      {
        path: 'deliveryDate',
        message: 'The delivery date must be a date, YYYY-MM-DD',
        code: 'deliveryDateInvalid',
      },
    ]);
  });
});
