import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicationListSchema,
  CalculationResponseSchema,
  ProductListSchema,
  ProductSchema,
  type CalculationRequest,
  type Product,
} from '../../../domain/contract';
import { electricCarRequest, PRIVATE_APPLICANT } from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import { call, jsonOf, pathsOf, problemOf } from '../test-support/test-service';
import { insertProduct } from './product-repository';

const service = useServiceUnderTest({ seed: false });

const newCarLoan: Product = {
  productId: 901,
  name: 'Test car loan, new',
  objectTypes: ['vehicle'],
  objectConditions: ['New'],
  loanTypes: ['Annuity', 'Serial'],
  customerTypes: [],
  nominalInterestRate: 5.9,
  startupFee: 3_490,
  termFee: 95,
  nonRecurrentFee: 1_172,
  termCounts: { min: 12, max: 84 },
  termLengths: [1],
  minEquityPercent: { New: 20 },
  minCreditAmount: 50_000,
  maxCreditAmount: 1_000_000,
  maxObjectAgeYears: 12,
  maxResidualValuePercent: 30,
};

const machineLeasing: Product = {
  ...newCarLoan,
  productId: 902,
  name: 'Test machine leasing',
  objectTypes: ['construction machine', 'agriculture'],
  objectConditions: ['New', 'Used'],
  loanTypes: ['Leasing'],
  customerTypes: ['Business'],
  termLengths: [1, 3],
  minEquityPercent: { New: 0, Used: 0 },
  maxResidualValuePercent: 40,
};

beforeAll(async () => {
  await insertProduct(service.database, machineLeasing);
  await insertProduct(service.database, newCarLoan);
});

const productIds = async (query = '') => {
  const response = await call(service.app, 'GET', `/product${query}`);
  expect(response.statusCode).toBe(200);
  return jsonOf(response, ProductListSchema).products.map((product) => product.productId);
};

describe('GET /product', () => {
  it('lists the price list by id, every bound included', async () => {
    const response = await call(service.app, 'GET', '/product');
    expect(jsonOf(response, ProductListSchema).products).toEqual([newCarLoan, machineLeasing]);
  });

  it.each([
    ['?objectType=vehicle', [901]],
    ['?objectType=agriculture', [902]],
    ['?objectType=boat', []],
    ['?objectCondition=Used', [902]],
    ['?loanType=Serial', [901]],
    ['?customerType=Private', [901]],
    ['?customerType=Business', [901, 902]],
    ['?objectType=construction%20machine&loanType=Leasing&customerType=Business', [902]],
  ])('filters by what a product covers: %s', async (query, expected) => {
    expect(await productIds(query)).toEqual(expected);
  });

  it('refuses a filter value it does not know, naming the parameter', async () => {
    const response = await call(service.app, 'GET', '/product?objectType=spaceship');
    expect(response.statusCode).toBe(400);
    expect(pathsOf(problemOf(response))).toEqual(['objectType']);
  });
});

describe('GET /product/{productId}', () => {
  it('returns one product', async () => {
    const response = await call(service.app, 'GET', '/product/902');
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response, ProductSchema)).toEqual(machineLeasing);
  });

  it.each(['903', 'abc', '0', '-1', '2147483648'])(
    'is 404 for %s, which names no product',
    async (id) => {
      const response = await call(service.app, 'GET', `/product/${id}`);
      expect(response.statusCode).toBe(404);
      expect(problemOf(response).detail).toMatch(/product/);
    },
  );
});

/** A new electric car under the test car loan: 20 % equity, 60 terms, no residual value. */
const underCarLoan = (parameters: CalculationRequest['financialParameters'] = {}) =>
  electricCarRequest({
    productId: newCarLoan.productId,
    financialParameters: { ...electricCarRequest().financialParameters, ...parameters },
  });

const calculate = (calculationRequest: CalculationRequest) =>
  call(service.app, 'POST', '/calculation', { calculationRequest });

describe('POST /calculation with a productId', () => {
  it('calculates an offer within the product’s bounds, at its edges too', async () => {
    // 20 % of 450 000 is 90 000; 30 % is 135 000.
    const response = await calculate(
      underCarLoan({ terms: { termCount: 84 }, residualValue: { amount: 135_000 } }),
    );
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response, CalculationResponseSchema).calculation.termCount).toBe(84);
  });

  it.each<[string, CalculationRequest['financialParameters'], string, RegExp]>([
    [
      'too many terms',
      { terms: { termCount: 96, termLength: 1 } },
      'financialParameters.terms.termCount',
      /12 to 84 terms/,
    ],
    [
      'too few terms',
      { terms: { termCount: 6, termLength: 1 } },
      'financialParameters.terms.termCount',
      /12 to 84 terms/,
    ],
    [
      'a term length it does not offer',
      { terms: { termCount: 20, termLength: 3 } },
      'financialParameters.terms.termLength',
      /terms of 1 months/,
    ],
    [
      'too little equity',
      { equity: { amount: 89_999.99 } },
      'financialParameters.equity.amount',
      /at least 20 % .* \(NOK 90000\.00\)/,
    ],
    [
      'too large a residual value',
      { residualValue: { amount: 135_000.01 } },
      'financialParameters.residualValue.amount',
      /at most 30 % .* \(NOK 135000\.00\)/,
    ],
    [
      'too large a residual value in percent',
      { residualValuePercent: 31 },
      'financialParameters.residualValuePercent',
      /at most 30 %/,
    ],
    [
      'a loan type it does not cover',
      { loanType: 'Leasing' },
      'financialParameters.loanType',
      /allows Annuity, Serial/,
    ],
  ])(
    'refuses %s with 422 naming the field and what is allowed',
    async (_, parameters, path, message) => {
      const response = await calculate(underCarLoan(parameters));
      expect(response.statusCode).toBe(422);
      const problem = problemOf(response);
      expect(problem.detail).toMatch(/bounds of the product Test car loan, new/);
      expect(pathsOf(problem)).toEqual([`calculationRequest.${path}`]);
      expect(problem.errors?.[0]?.message).toMatch(message);
    },
  );

  it.each([
    ['less credit than it finances', 60_000, 12_000, 'object.purchasePrice.amount', /at least/],
    [
      'more credit than it finances',
      1_500_000,
      300_000,
      'financialParameters.equity.amount',
      /at most/,
    ],
  ])('refuses %s, naming the field to change', async (_, price, equity, path, message) => {
    const response = await calculate({
      ...underCarLoan({ equity: { amount: equity } }),
      object: { ...electricCarRequest().object, purchasePrice: { amount: price } },
    });
    expect(response.statusCode).toBe(422);
    const problem = problemOf(response);
    expect(pathsOf(problem)).toEqual([`calculationRequest.${path}`]);
    expect(problem.errors?.[0]?.message).toMatch(message);
  });

  it('names every field outside the bounds at once', async () => {
    const response = await calculate({
      ...underCarLoan({ equity: { amount: 0 }, terms: { termCount: 120, termLength: 1 } }),
      object: { ...electricCarRequest().object, objectCondition: 'Used' },
    });
    expect(response.statusCode).toBe(422);
    expect(pathsOf(problemOf(response))).toEqual([
      'calculationRequest.object.objectCondition',
      'calculationRequest.financialParameters.terms.termCount',
      'calculationRequest.financialParameters.equity.amount',
    ]);
  });

  it('refuses a customer type the product does not cover', async () => {
    const response = await calculate({
      ...electricCarRequest({ productId: machineLeasing.productId, customerType: 'Private' }),
      object: {
        objectTypeID: 'agriculture',
        objectCondition: 'Used',
        purchasePrice: { amount: 800_000 },
      },
      financialParameters: { loanType: 'Leasing', terms: { termCount: 36 }, interestRate: 6 },
    });
    expect(response.statusCode).toBe(422);
    expect(pathsOf(problemOf(response))).toEqual(['calculationRequest.customerType']);
  });

  it('reports a request the engine cannot read as 400 first', async () => {
    const response = await calculate(
      underCarLoan({ terms: { termCount: 96, termLength: 1 }, interestRate: undefined }),
    );
    expect(response.statusCode).toBe(400);
  });

  it('bounds nothing by a productId the price list does not have (the spec’s free field)', async () => {
    const response = await calculate(
      electricCarRequest({
        productId: 777,
        financialParameters: { ...electricCarRequest().financialParameters, equity: { amount: 0 } },
      }),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /application with a productId', () => {
  it('refuses an offer outside the bounds with 422, and creates nothing', async () => {
    const { salespersonId: _salesperson, ...calculationRequest } = underCarLoan({
      equity: { amount: 10_000 },
    });
    const response = await call(service.app, 'POST', '/application', {
      calculationRequest,
      applicant: PRIVATE_APPLICANT,
    });
    expect(response.statusCode).toBe(422);
    expect(pathsOf(problemOf(response))).toEqual([
      'calculationRequest.financialParameters.equity.amount',
    ]);
    const list = await call(service.app, 'GET', '/application');
    expect(jsonOf(list, ApplicationListSchema).applications).toEqual([]);
  });
});
