import { describe, expect, it } from 'vitest';
import { calculate } from '../../../domain/calculation';
import { CalculationRequestSchema } from '../../../domain/contract';
import { fieldForPath, fieldLabel } from './field-paths';
import { emptyOffer, emptyProduct, type OfferFormValues } from './offer-form-values';
import { resolvedRateOf, toCalculationRequest } from './to-calculation-request';

function offer(change: (values: OfferFormValues) => void): OfferFormValues {
  const values = emptyOffer();
  change(values);
  return values;
}

describe('toCalculationRequest', () => {
  it('reads numbers as the dealer types them and sends only what was given', () => {
    const request = toCalculationRequest(
      offer((values) => {
        values.object.condition = 'Used';
        values.object.price = '350,000.50';
        values.object.registrationNumber = ' EB 12345 ';
        values.customer.customerType = 'Private';
        values.financial.interestRate = '6.9';
        values.financial.termFee = '95';
      }),
    );
    expect(request).toMatchObject({
      customerType: 'Private',
      object: {
        objectTypeID: 'vehicle',
        objectCondition: 'Used',
        purchasePrice: { amount: 350_000.5 },
        carRegNo: 'EB 12345',
      },
      financialParameters: {
        loanType: 'Annuity',
        interestRate: 6.9,
        termFee: { amount: 95 },
        terms: { termCount: 60, termLength: 1 },
      },
      includePaymentPlan: true,
    });
    expect(request.object).not.toHaveProperty('make');
    expect(request.financialParameters).not.toHaveProperty('equity');
    expect(CalculationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('turns equity in percent into kroner of the cash price, extras included', () => {
    const request = toCalculationRequest(
      offer((values) => {
        values.object.price = '300 000';
        values.object.extrasDealer = '20 000';
        values.financial.equityMode = 'percent';
        values.financial.equity = '25';
        values.financial.residualMode = 'percent';
        values.financial.residual = '40';
      }),
    );
    expect(request.financialParameters?.equity).toEqual({ amount: 80_000 });
    expect(request.financialParameters?.residualValuePercent).toBe(40);
    expect(request.financialParameters).not.toHaveProperty('residualValue');
  });

  it('leaves out fields the object type does not have', () => {
    const request = toCalculationRequest(
      offer((values) => {
        values.object.objectType = 'boat';
        values.object.kmPerYear = '15000';
        values.object.registrationNumber = 'AB 1';
      }),
    );
    expect(request.object).not.toHaveProperty('kmPerYear');
    expect(request.object).not.toHaveProperty('carRegNo');
  });

  it('lets the engine report text that is not a number at its field', () => {
    const request = toCalculationRequest(
      offer((values) => {
        values.object.price = '12a';
        values.financial.interestRate = '5';
      }),
    );
    const outcome = calculate(request);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems.map((problem) => fieldForPath(problem.path))).toContain('object.price');
  });

  it('sends products and the chosen campaign and funding interest', () => {
    const values = offer((draft) => {
      draft.products = [
        { ...emptyProduct('INVOICE_ESTIMATOR'), price: '1 490', isIncludedInTermFee: true },
      ];
      draft.campaign = {
        id: 101,
        name: 'Electric spring',
        nominalInterestRate: 2.9,
        startupFee: 0,
      };
      draft.fundingInterest = { id: 202, name: 'Green funding', nominalInterestRate: 4.9 };
    });
    const request = toCalculationRequest(values);
    expect(request.embeddedProducts).toEqual([
      {
        code: 'INVOICE_ESTIMATOR',
        name: 'Invoice estimator',
        price: { amount: 1490 },
        isIncludedInTermFee: true,
      },
    ]);
    expect(request.campaignId).toBe(101);
    expect(request.financialParameters?.fundingInterestId).toBe(202);
    // The campaign wins, as in calculation.md.
    expect(resolvedRateOf(values)).toEqual({
      source: 'campaign',
      nominalInterestRate: 2.9,
      startupFee: 0,
    });
  });
});

describe('fieldForPath', () => {
  it.each([
    ['calculationRequest.financialParameters.interestRate', 'financial.interestRate'],
    ['object.purchasePrice.amount', 'object.price'],
    ['financialParameters.residualValuePercent', 'financial.residual'],
    ['calculationRequest.embeddedProducts.2.price.amount', 'products.2.price'],
    ['customer.externalReferences.0.value', 'customer.externalReferences.0.value'],
    ['deliveryDate', 'financial.deliveryDate'],
  ])('maps %s to %s', (path, field) => {
    expect(fieldForPath(path)).toBe(field);
  });

  it('leaves paths no field shows to the summary', () => {
    expect(fieldForPath('calculationRequest.campaignId')).toBeUndefined();
  });

  it('names fields as the form labels them', () => {
    expect(fieldLabel('products.0.price')).toBe('Product 1: Price');
    expect(fieldLabel('financial.termCount')).toBe('Number of terms');
  });
});
