import { describe, expect, it } from 'vitest';
import { calculate } from '../../../domain/calculation';
import { CalculationRequestSchema } from '../../../domain/contract';
import en from '../../../locales/en/offer.json';
import nb from '../../../locales/nb/offer.json';
import { i18n } from '../../../lib/i18n';
import { fieldForPath, fieldLabel, OFFER_FIELDS, type OfferField } from './field-paths';
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

  it('rounds a percent of the cash price half-up to øre, as the engine does', () => {
    const request = toCalculationRequest(
      offer((values) => {
        values.object.price = '350 000.05';
        values.financial.equityMode = 'percent';
        values.financial.equity = '10';
      }),
    );
    expect(request.financialParameters?.equity).toEqual({ amount: 35_000.01 });
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
        name: 'Elbilvår',
        nominalInterestRate: 2.9,
        startupFee: 0,
      };
      draft.fundingInterest = { id: 202, name: 'Grønn finansiering', nominalInterestRate: 4.9 };
    });
    const request = toCalculationRequest(values);
    expect(request.embeddedProducts).toEqual([
      {
        code: 'INVOICE_ESTIMATOR',
        name: 'Fakturaestimat',
        price: { amount: 1490 },
        isIncludedInTermFee: true,
      },
    ]);
    expect(request.campaignId).toBe(101);
    expect(request.financialParameters?.fundingInterestId).toBe(202);
    // The campaign wins, as in docs/calculation.md.
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

  it('names fields as the form labels them, in the chosen language', () => {
    expect(fieldLabel('products.0.price')).toBe('Product 1: price');
    expect(fieldLabel('financial.termCount')).toBe('Number of terms');
    expect(fieldLabel('products.1.dataFields.0.name')).toBe('Product 2, data field 1: name');
    i18n.activate('nb');
    expect(fieldLabel('customer.addresses.1.zip')).toBe('Adresse 2: postnummer');
    expect(fieldLabel('financial.equity')).toBe('Egenkapital');
    i18n.activate('en');
  });
});

/** An offer with every field given: one row in each list. */
const everyField = offer((values) => {
  values.object = {
    ...values.object,
    objectType: 'vehicle',
    objectSubtype: 'electric vehicle',
    condition: 'Used',
    make: 'Tesla',
    model: 'Model 3',
    yearModel: '2024',
    engine: 'Dual motor',
    fuelType: '3',
    registrationNumber: 'EB 12345',
    chassisNumber: '5YJ3E1EA7KF000001',
    kmPerYear: '15 000',
    kmTotal: '20 000',
    price: '350 000',
    vat: '70 000',
    extrasFactory: '1 000',
    extrasDealer: '2 000',
    extras: [{ code: 'TOW', name: 'Tow bar', price: '5 000' }],
    priceKmExceeded: '2',
  };
  values.customer = {
    customerType: 'Private',
    name: 'Kari Nordmann',
    locale: 'nb-NO',
    addresses: [
      {
        addressType: 'VisitingAddress',
        addressLine1: 'Storgata 1',
        addressLine2: 'c/o Hansen',
        zip: '0155',
        city: 'Oslo',
        country: 'NO',
      },
    ],
    externalReferences: [{ key: 'crm', value: '42' }],
  };
  values.financial = {
    ...values.financial,
    equity: '50 000',
    startupFee: '1 000',
    termFee: '95',
    residual: '10 000',
    nonRecurrentFee: '500',
    interestRate: '6,9',
    deliveryDate: '2026-12-01',
  };
  values.products = [{ ...emptyProduct('INVOICE_ESTIMATOR'), price: '1 000' }];
});

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);

describe('the description of the offer fields', () => {
  const request = toCalculationRequest(everyField);

  it.each(OFFER_FIELDS.filter((field) => field.contract.length > 0))(
    'sends $form where its contract paths say, and shows problems there on it',
    ({ form, contract }) => {
      const field = form.replace(/#/g, '0') as OfferField;
      const paths = contract.map((path) => path.replace(/#/g, '0'));
      expect(paths.some((path) => at(request, path) !== undefined)).toBe(true);
      for (const path of paths) expect(fieldForPath(path)).toBe(field);
    },
  );

  it('labels every field in both languages', () => {
    for (const { label } of OFFER_FIELDS) {
      expect(Object.keys(en)).toContain(label);
      expect(Object.keys(nb)).toContain(label);
    }
  });
});
