import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  AcceptedCalculationRequestSchema,
  knownCustomerType,
  knownValuesOf,
  ApplicationListQuerySchema,
  ApplicationSchema,
  CalculationRequestBodySchema,
  CalculationRequestSchema,
  CalculationSchema,
  CampaignSearchResponseSchema,
  CreateApplicationBodySchema,
  ExternalReferenceSchema,
  FundingInterestSearchResponseSchema,
  MoneySchema,
  ProblemSchema,
  SalesPersonFilterSchema,
  SalesPersonSchema,
} from '.';
import { ANNUITY_EXAMPLE_CALCULATION } from './example-requests';

/** The dot-separated paths of every issue, as the service reports them. */
function issuePaths(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

const usedCarLoan = {
  productId: 1,
  vendorId: 501,
  salespersonId: 1001,
  customerType: 'Private',
  customer: {
    $type: 'PrivateCustomer',
    address: [
      {
        addressType: 'VisitingAddress',
        addressLine1: 'Storgata 1',
        zip: '0155',
        city: 'Oslo',
        country: 'NO',
      },
    ],
    externalReferences: [{ key: 'crmId', value: 'C-77' }],
    locale: 'nb-NO',
  },
  object: {
    $type: 'Vehicle',
    purchasePrice: { amount: 350_000, vatAmount: 70_000 },
    objectTypeID: 'vehicle',
    objectSubTypeID: 'ICE vehicle',
    objectCondition: 'Used',
    yearModel: 2021,
    make: 'Volvo',
    model: 'V60',
    fuelType: 2,
    carRegNo: 'EL12345',
    kmTotal: 45_000,
    objectCarExtras: [{ extrasCode: 'TOW', name: 'Tow bar', price: { amount: 12_000 } }],
  },
  financialParameters: {
    loanType: 'Annuity',
    equity: { amount: 50_000 },
    terms: { $type: 'MonthlyTerms', termCount: 60, termLength: 1 },
    interestRate: 6.9,
    residualValue: { amount: 90_000 },
  },
  embeddedProducts: [
    {
      code: 'INVOICE_ESTIMATOR',
      name: 'Fakturaestimat',
      price: { amount: 49 },
      isIncludedInTermFee: true,
      customDataFields: [{ $type: 'Number', name: 'months', value: 12 }],
    },
  ],
  context: { externalSystemRef: 9_007_199_254_740_991, externalSystemCode: 'DMS', channel: 2 },
  includePaymentPlan: true,
  deliveryDate: '2026-12-01T00:00:00Z',
};

describe('Money', () => {
  it('accepts an amount with the VAT inside it', () => {
    expect(MoneySchema.parse({ amount: 100, vatAmount: 20 })).toEqual({
      amount: 100,
      vatAmount: 20,
    });
  });

  it.each([
    ['a negative amount', { amount: -1 }, 'amount'],
    ['VAT above the amount', { amount: 100, vatAmount: 101 }, 'vatAmount'],
    ['an amount that is not a number', { amount: '100' }, 'amount'],
    ['no amount', {}, 'amount'],
    ['an infinite amount', { amount: Infinity }, 'amount'],
  ])('refuses %s', (_reason, value, path) => {
    expect(issuePaths(MoneySchema, value)).toEqual([path]);
  });
});

describe('ExternalReference', () => {
  it('needs a key and a value', () => {
    expect(issuePaths(ExternalReferenceSchema, { key: '', value: '' })).toEqual(['key', 'value']);
  });
});

describe('CalculationRequest', () => {
  it('accepts a complete request for a used car loan', () => {
    expect(CalculationRequestSchema.safeParse(usedCarLoan).success).toBe(true);
  });

  it('accepts an empty request: what a calculation needs is the engine’s to say', () => {
    expect(CalculationRequestSchema.safeParse({}).success).toBe(true);
  });

  it('accepts a plain calendar date as delivery date', () => {
    expect(issuePaths(CalculationRequestSchema, { deliveryDate: '2026-12-01' })).toEqual([]);
  });

  it('drops unknown and prototype-polluting keys', () => {
    const parsed = CalculationRequestSchema.parse(
      JSON.parse('{"__proto__": {"polluted": true}, "unknown": 1, "productId": 2}'),
    );
    expect(parsed).toEqual({ productId: 2 });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it.each([
    [
      'an object type the spec does not list',
      { object: { objectTypeID: 'plane' } },
      'object.objectTypeID',
    ],
    [
      'a condition other than New or Used',
      { object: { objectCondition: 'Mint' } },
      'object.objectCondition',
    ],
    ['an unknown customer type', { customerType: 'Alien' }, 'customerType'],
    [
      'an unknown loan type',
      { financialParameters: { loanType: 'Bullet' } },
      'financialParameters.loanType',
    ],
    [
      'a term length of 13 months',
      { financialParameters: { terms: { termLength: 13 } } },
      'financialParameters.terms.termLength',
    ],
    [
      '601 terms',
      { financialParameters: { terms: { termCount: 601 } } },
      'financialParameters.terms.termCount',
    ],
    [
      'half a term',
      { financialParameters: { terms: { termCount: 1.5 } } },
      'financialParameters.terms.termCount',
    ],
    [
      'a rate above 100 %',
      { financialParameters: { interestRate: 101 } },
      'financialParameters.interestRate',
    ],
    [
      'negative equity',
      { financialParameters: { equity: { amount: -5 } } },
      'financialParameters.equity.amount',
    ],
    ['a text as campaign id', { campaignId: '7' }, 'campaignId'],
    ['a date that is no date', { deliveryDate: 'tomorrow' }, 'deliveryDate'],
    [
      'a product price with VAT above it',
      { embeddedProducts: [{ price: { amount: 1, vatAmount: 2 } }] },
      'embeddedProducts.0.price.vatAmount',
    ],
    [
      'more than 20 embedded products',
      { embeddedProducts: Array.from({ length: 21 }, () => ({})) },
      'embeddedProducts',
    ],
    ['an overlong make', { object: { make: 'x'.repeat(101) } }, 'object.make'],
  ])('refuses %s, naming the field', (_reason, value, path) => {
    expect(issuePaths(CalculationRequestSchema, value)).toEqual([path]);
  });

  it('reports every invalid field at once', () => {
    const paths = issuePaths(CalculationRequestSchema, {
      customerType: 'Alien',
      object: { purchasePrice: { amount: -1 } },
      financialParameters: { interestRate: -1 },
    });
    expect(paths).toEqual([
      'customerType',
      'object.purchasePrice.amount',
      'financialParameters.interestRate',
    ]);
  });

  it('is wrapped in calculationRequest in the request bodies', () => {
    expect(
      CalculationRequestBodySchema.safeParse({ calculationRequest: usedCarLoan }).success,
    ).toBe(true);
    expect(issuePaths(CalculationRequestBodySchema, {})).toEqual(['calculationRequest']);
  });
});

describe('the calculation request the service accepts', () => {
  it('accepts a subtype paired with another type: the spec has no pairing rule', () => {
    const request = { object: { objectTypeID: 'boat', objectSubTypeID: 'MC' } };
    expect(issuePaths(CalculationRequestSchema, request)).toEqual([]);
    expect(issuePaths(AcceptedCalculationRequestSchema, request)).toEqual([]);
  });

  it('keeps customer, address and loan types it does not know, as sent', () => {
    const request = {
      customerType: 'SoleProprietor',
      customer: { address: [{ addressType: 'DeliveryAddress', city: 'Bergen' }] },
      financialParameters: { loanType: 'Balloon' },
    };
    expect(AcceptedCalculationRequestSchema.parse(request)).toEqual(request);
    expect(issuePaths(CalculationRequestSchema, request)).toEqual([
      'customerType',
      'customer.address.0.addressType',
      'financialParameters.loanType',
    ]);
  });

  it('gives the rules only the values they know', () => {
    const request = AcceptedCalculationRequestSchema.parse({
      customerType: 'SoleProprietor',
      customer: { address: [{ addressType: 'DeliveryAddress', city: 'Bergen' }] },
      financialParameters: { loanType: 'Serial' },
      context: { externalSystemRef: 2n ** 63n },
    });
    expect(knownValuesOf(request)).toEqual({
      customerType: 'NotSet',
      customer: { address: [{ city: 'Bergen' }] },
      financialParameters: { loanType: 'Serial' },
    });
    expect(knownValuesOf({ financialParameters: { loanType: 'Balloon' } })).toBeUndefined();
    expect(knownCustomerType('Business')).toBe('Business');
    expect(knownCustomerType(undefined)).toBeUndefined();
  });

  it('takes ids beyond the bank range and 64-bit external references', () => {
    const request = {
      campaignId: 3_000_000_000,
      context: { externalSystemRef: 18_446_744_073_709_551_615n },
    };
    expect(AcceptedCalculationRequestSchema.parse(request)).toEqual(request);
    expect(issuePaths(CalculationRequestSchema, request)).toEqual([
      'campaignId',
      'context.externalSystemRef',
    ]);
    expect(
      issuePaths(AcceptedCalculationRequestSchema, {
        context: { externalSystemRef: 18_446_744_073_709_551_616n },
      }),
    ).toEqual(['context.externalSystemRef']);
  });
});

describe('SalesPerson', () => {
  const salesPerson = {
    salesPersonId: 1001,
    salesPersonName: 'Dina Dealer',
    salesPersonEmail: 'dina@example.com',
    externalReferences: [{ key: 'dmsBrukerId', value: 'DMS-1001' }],
  };

  it('accepts the spec’s fields', () => {
    expect(SalesPersonSchema.parse(salesPerson)).toEqual(salesPerson);
  });

  it('needs an id that is a positive whole number', () => {
    expect(issuePaths(SalesPersonSchema, { ...salesPerson, salesPersonId: 0 })).toEqual([
      'salesPersonId',
    ]);
  });

  it('filters by ids and external references, both optional', () => {
    expect(SalesPersonFilterSchema.safeParse({}).success).toBe(true);
    expect(
      SalesPersonFilterSchema.safeParse({
        salesPersonId: [1001, 1002],
        salesPersonExternalReference: [{ key: 'dmsBrukerId', value: 'DMS-1003' }],
      }).success,
    ).toBe(true);
    expect(issuePaths(SalesPersonFilterSchema, { salesPersonId: ['1001'] })).toEqual([
      'salesPersonId.0',
    ]);
  });
});

describe('search responses', () => {
  it('carry campaigns with exactly the spec’s fields', () => {
    const campaign = {
      campaignId: 7,
      description: 'Elbilvår',
      documentText: 'Terms apply',
      descriptionExternal: 'Low rate on new electric cars',
      descriptionPartner: 'Valid for new EVs',
      startDate: '2026-03-01T00:00:00Z',
      finishDate: '2026-05-31T23:59:59Z',
      interestRate: 2.9,
    };
    expect(
      CampaignSearchResponseSchema.parse({ campaigns: [campaign] }).campaigns[0],
    ).not.toHaveProperty('interestRate');
    expect(
      issuePaths(CampaignSearchResponseSchema, {
        campaigns: [{ ...campaign, startDate: 'spring' }],
      }),
    ).toEqual(['campaigns.0.startDate']);
  });

  it('carry funding interests', () => {
    expect(
      FundingInterestSearchResponseSchema.safeParse({
        fundingInterests: [{ fundingInterestId: 3, fundingInterestName: 'Dealer funded 3.9 %' }],
      }).success,
    ).toBe(true);
  });
});

describe('applications', () => {
  const applicant = {
    firstName: 'Ola',
    lastName: 'Nordmann',
    email: 'ola@example.com',
    phone: '+47 912 34 567',
    nationalIdentityNumber: '15076500565',
  };

  it('creates an application for a private customer with a national identity number', () => {
    expect(
      issuePaths(CreateApplicationBodySchema, { calculationRequest: usedCarLoan, applicant }),
    ).toEqual([]);
  });

  it('needs a valid national identity number for a private customer', () => {
    const { nationalIdentityNumber, ...withoutNumber } = applicant;
    expect(
      issuePaths(CreateApplicationBodySchema, {
        calculationRequest: usedCarLoan,
        applicant: withoutNumber,
      }),
    ).toEqual(['applicant.nationalIdentityNumber']);
    expect(
      issuePaths(CreateApplicationBodySchema, {
        calculationRequest: usedCarLoan,
        applicant: { ...applicant, nationalIdentityNumber: '15076500566' },
      }),
    ).toEqual(['applicant.nationalIdentityNumber']);
  });

  it('needs an organisation number for a business customer', () => {
    const business = { ...usedCarLoan, customerType: 'Business' };
    expect(
      issuePaths(CreateApplicationBodySchema, { calculationRequest: business, applicant }),
    ).toEqual(['applicant.organizationNumber']);
    expect(
      issuePaths(CreateApplicationBodySchema, {
        calculationRequest: business,
        applicant: { ...applicant, organizationNumber: '923609016' },
      }),
    ).toEqual([]);
  });

  it('checks the applicant’s contact details', () => {
    expect(
      issuePaths(CreateApplicationBodySchema, {
        calculationRequest: usedCarLoan,
        applicant: { ...applicant, firstName: '', email: 'ola', phone: 'call me' },
      }),
    ).toEqual(['applicant.firstName', 'applicant.email', 'applicant.phone']);
  });

  it('reads the list query from strings, with a default page size', () => {
    expect(ApplicationListQuerySchema.parse({ salesPersonId: '1001', status: 'Received' })).toEqual(
      {
        salesPersonId: 1001,
        status: 'Received',
        limit: 20,
      },
    );
    expect(issuePaths(ApplicationListQuerySchema, { limit: '1000', status: 'Lost' })).toEqual([
      'status',
      'limit',
    ]);
  });

  it('describes a stored application', () => {
    const calculation = CalculationSchema.parse(ANNUITY_EXAMPLE_CALCULATION);
    const application = {
      applicationId: 1,
      status: 'Received',
      createdAt: '2026-11-21T08:00:00Z',
      updatedAt: '2026-11-21T08:00:00Z',
      salesPersonId: 1001,
      vendorId: null,
      applicant,
      calculationRequest: usedCarLoan,
      calculation,
      documents: [
        {
          documentId: 1,
          documentType: 'IdentityDocument',
          status: 'Missing',
          updatedAt: '2026-11-21T08:00:00Z',
        },
      ],
      statusHistory: [
        {
          status: 'Received',
          at: '2026-11-21T08:00:00Z',
          actor: { type: 'salesperson', salesPersonId: 1001 },
        },
      ],
    };
    expect(issuePaths(ApplicationSchema, application)).toEqual([]);
    expect(issuePaths(ApplicationSchema, { ...application, status: 'Lost' })).toEqual(['status']);
  });
});

describe('Problem', () => {
  it('is RFC 9457 problem details with field errors', () => {
    expect(
      ProblemSchema.safeParse({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        errors: [{ path: 'calculationRequest.object', message: 'Required' }],
      }).success,
    ).toBe(true);
    expect(issuePaths(ProblemSchema, { type: 'about:blank', title: 'OK', status: 200 })).toEqual([
      'status',
    ]);
  });
});
