import { describe, expect, it } from 'vitest';
import { calculate, todayInNorway } from '../../../domain/calculation';
import { CalculationResponseSchema, type CalculationRequest } from '../../../domain/contract';
import { electricCarRequest } from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import { call, jsonOf, pathsOf, problemOf, TEST_NOW } from '../test-support/test-service';

const service = useServiceUnderTest();

const calculateThroughService = (calculationRequest: unknown) =>
  call(service.app, 'POST', '/calculation', { calculationRequest });

const boatRequest = (overrides: Partial<CalculationRequest> = {}): CalculationRequest => ({
  customerType: 'Private',
  object: {
    objectTypeID: 'boat',
    objectSubTypeID: 'boat under 7 meters',
    objectCondition: 'Used',
    purchasePrice: { amount: 189_000 },
  },
  financialParameters: {
    equity: { amount: 38_000 },
    startupFee: { amount: 5_000 },
    terms: { termCount: 84, termLength: 1 },
    termFee: { amount: 75 },
    interestRate: 6.4,
  },
  deliveryDate: '2025-06-20',
  ...overrides,
});

describe('POST /calculation', () => {
  it("calculates with the request's own rate, as the domain engine does", async () => {
    const request = electricCarRequest({ includePaymentPlan: true });
    const response = await calculateThroughService(request);
    expect(response.statusCode).toBe(200);
    const { calculation } = jsonOf(response, CalculationResponseSchema);
    const engine = calculate(request, { today: todayInNorway(TEST_NOW) });
    expect(engine).toEqual({ ok: true, calculation });
    expect(calculation.interestRateSource).toBe('request');
    expect(calculation.nominalInterestRate).toBe(6.9);
    expect(calculation.paymentPlan).toHaveLength(60);
  });

  it("reproduces calculation.md's first end-to-end example", async () => {
    const response = await calculateThroughService({
      object: { purchasePrice: { amount: 350_000 } },
      financialParameters: {
        equity: { amount: 50_000 },
        terms: { termCount: 60, termLength: 1 },
        interestRate: 6.9,
        residualValue: { amount: 90_000 },
        loanType: 'Annuity',
      },
    });
    const { calculation } = jsonOf(response, CalculationResponseSchema);
    expect(calculation.termAmount).toBe(4665.85);
    expect(calculation.effectiveInterestRate).toBe(7.12);
  });

  it("takes a campaign's rate and startup fee when the campaign applies", async () => {
    const request = boatRequest({ campaignId: 103 });
    const response = await calculateThroughService(request);
    expect(response.statusCode).toBe(200);
    const { calculation } = jsonOf(response, CalculationResponseSchema);
    expect(calculation).toMatchObject({
      interestRateSource: 'campaign',
      nominalInterestRate: 4.5,
      campaignId: 103,
    });
    const engine = calculate(request, {
      rate: { source: 'campaign', nominalInterestRate: 4.5, startupFee: 990 },
      today: todayInNorway(TEST_NOW),
    });
    expect(engine).toEqual({ ok: true, calculation });
    // The campaign's NOK 990 replaces the request's NOK 5 000.
    expect(calculation.totalFees).toBe(990 + 84 * 75);
  });

  it("takes a funding interest's rate when it applies", async () => {
    const request = electricCarRequest({
      financialParameters: {
        ...electricCarRequest().financialParameters,
        interestRate: undefined,
        fundingInterestId: 202,
      },
    });
    const { calculation } = jsonOf(
      await calculateThroughService(request),
      CalculationResponseSchema,
    );
    expect(calculation).toMatchObject({
      interestRateSource: 'fundingInterest',
      nominalInterestRate: 4.9,
      fundingInterestId: 202,
    });
  });

  it.each([
    ['a campaign that does not exist', { campaignId: 999 }, 'calculationRequest.campaignId'],
    ['a campaign whose rules do not match', { campaignId: 103 }, 'calculationRequest.campaignId'],
    ['an expired campaign', { campaignId: 110 }, 'calculationRequest.campaignId'],
    ['a future campaign', { campaignId: 111 }, 'calculationRequest.campaignId'],
    [
      'a funding interest that does not exist',
      {
        financialParameters: {
          ...electricCarRequest().financialParameters,
          fundingInterestId: 999,
        },
      },
      'calculationRequest.financialParameters.fundingInterestId',
    ],
    [
      'a funding interest whose rules do not match',
      {
        financialParameters: {
          ...electricCarRequest().financialParameters,
          fundingInterestId: 205,
        },
      },
      'calculationRequest.financialParameters.fundingInterestId',
    ],
    [
      'an expired funding interest',
      {
        financialParameters: {
          ...electricCarRequest().financialParameters,
          fundingInterestId: 210,
        },
      },
      'calculationRequest.financialParameters.fundingInterestId',
    ],
  ] as const)('is 422 for %s', async (_name, overrides, path) => {
    const response = await calculateThroughService(electricCarRequest(overrides));
    expect(response.statusCode).toBe(422);
    expect(pathsOf(problemOf(response))).toEqual([path]);
  });

  it("is 400 with the engine's problems under calculationRequest", async () => {
    const response = await calculateThroughService({
      object: {},
      financialParameters: { terms: { termLength: 1 } },
    });
    expect(response.statusCode).toBe(400);
    const paths = pathsOf(problemOf(response));
    expect(paths).toContain('calculationRequest.object.purchasePrice.amount');
    expect(paths).toContain('calculationRequest.financialParameters.terms.termCount');
    expect(paths.every((path) => path.startsWith('calculationRequest.'))).toBe(true);
  });

  it('is 400 naming every field the schema refuses', async () => {
    const response = await calculateThroughService({
      object: { purchasePrice: { amount: 'lots', vatAmount: -1 }, objectCondition: 'Broken' },
      financialParameters: { terms: { termCount: 0, termLength: 13 }, interestRate: 101 },
      includePaymentPlan: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(pathsOf(problemOf(response)).sort()).toEqual(
      [
        'calculationRequest.object.purchasePrice.amount',
        'calculationRequest.object.purchasePrice.vatAmount',
        'calculationRequest.object.objectCondition',
        'calculationRequest.financialParameters.terms.termCount',
        'calculationRequest.financialParameters.terms.termLength',
        'calculationRequest.financialParameters.interestRate',
        'calculationRequest.includePaymentPlan',
      ].sort(),
    );
  });

  it('is 400 without a calculationRequest', async () => {
    const response = await call(service.app, 'POST', '/calculation', {});
    expect(response.statusCode).toBe(400);
    expect(pathsOf(problemOf(response))).toEqual(['calculationRequest']);
  });
});
