import { beforeAll, describe, expect, it } from 'vitest';
import { calculate, todayInNorway } from '../../../domain/calculation';
import { CalculationResponseSchema, type CalculationRequest } from '../../../domain/contract';
import { ANNUITY_EXAMPLE } from '../../../domain/contract/example-requests';
import {
  givenCampaign,
  givenFundingInterest,
  JULY_2025,
  MAY_2025,
} from '../test-support/rate-rules';
import {
  electricCarRequest,
  expectNegativePaymentProblem,
  negativePaymentLeaseRequest,
} from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import {
  call,
  jsonOf,
  pathsOf,
  problemOf,
  TEST_NOW,
  expectInvalidFields,
} from '../test-support/test-service';

// An empty database: the campaigns and funding interests are this file's own.
const service = useServiceUnderTest({ seed: false });

const BOAT_RULES = { objectTypes: ['boat'] };
const ELECTRIC_RULES = { objectSubtypes: ['electric vehicle'] };
const rateRules = {
  boatCampaign: 0,
  expiredCampaign: 0,
  futureCampaign: 0,
  electricFunding: 0,
  boatFunding: 0,
  expiredFunding: 0,
};
beforeAll(async () => {
  const { database } = service;
  rateRules.boatCampaign = await givenCampaign(database, {
    rules: BOAT_RULES,
    rate: 4.5,
    startupFee: 990,
  });
  rateRules.expiredCampaign = await givenCampaign(database, { window: MAY_2025 });
  rateRules.futureCampaign = await givenCampaign(database, { window: JULY_2025 });
  rateRules.electricFunding = await givenFundingInterest(database, {
    rules: ELECTRIC_RULES,
    rate: 4.9,
  });
  rateRules.boatFunding = await givenFundingInterest(database, { rules: BOAT_RULES });
  rateRules.expiredFunding = await givenFundingInterest(database, { window: MAY_2025 });
});

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

  it("reproduces docs/calculation.md's first end-to-end example", async () => {
    const response = await calculateThroughService({
      ...ANNUITY_EXAMPLE,
      financialParameters: { ...ANNUITY_EXAMPLE.financialParameters, loanType: 'Annuity' },
    });
    const { calculation } = jsonOf(response, CalculationResponseSchema);
    expect(calculation.termAmount).toBe(4665.85);
    expect(calculation.effectiveInterestRate).toBe(7.12);
  });

  it("takes a campaign's rate and startup fee when the campaign applies", async () => {
    const request = boatRequest({ campaignId: rateRules.boatCampaign });
    const response = await calculateThroughService(request);
    expect(response.statusCode).toBe(200);
    const { calculation } = jsonOf(response, CalculationResponseSchema);
    expect(calculation).toMatchObject({
      interestRateSource: 'campaign',
      nominalInterestRate: 4.5,
      campaignId: rateRules.boatCampaign,
    });
    const engine = calculate(request, {
      rate: { source: 'campaign', nominalInterestRate: 4.5, startupFee: 990 },
      today: todayInNorway(TEST_NOW),
    });
    expect(engine).toEqual({ ok: true, calculation });
    // The campaign's NOK 990 replaces the request's NOK 5 000.
    expect(calculation.startupFee).toBe(990);
    expect(calculation.totalFees).toBe(990 + 84 * 75);
  });

  it("takes a funding interest's rate when it applies", async () => {
    const request = electricCarRequest({
      financialParameters: {
        ...electricCarRequest().financialParameters,
        interestRate: undefined,
        fundingInterestId: rateRules.electricFunding,
      },
    });
    const { calculation } = jsonOf(
      await calculateThroughService(request),
      CalculationResponseSchema,
    );
    expect(calculation).toMatchObject({
      interestRateSource: 'fundingInterest',
      nominalInterestRate: 4.9,
      fundingInterestId: rateRules.electricFunding,
    });
  });

  const withCampaign = (campaignId: number) => electricCarRequest({ campaignId });
  const withFundingInterest = (fundingInterestId: number) =>
    electricCarRequest({
      financialParameters: { ...electricCarRequest().financialParameters, fundingInterestId },
    });
  const CAMPAIGN = 'calculationRequest.campaignId';
  const FUNDING_INTEREST = 'calculationRequest.financialParameters.fundingInterestId';

  it.each([
    ['a campaign that does not exist', () => withCampaign(999), CAMPAIGN],
    ['a campaign beyond the id range', () => withCampaign(3_000_000_000), CAMPAIGN],
    ['a campaign whose rules do not match', () => withCampaign(rateRules.boatCampaign), CAMPAIGN],
    ['an expired campaign', () => withCampaign(rateRules.expiredCampaign), CAMPAIGN],
    ['a future campaign', () => withCampaign(rateRules.futureCampaign), CAMPAIGN],
    ['a funding interest that does not exist', () => withFundingInterest(999), FUNDING_INTEREST],
    [
      'a funding interest whose rules do not match',
      () => withFundingInterest(rateRules.boatFunding),
      FUNDING_INTEREST,
    ],
    [
      'an expired funding interest',
      () => withFundingInterest(rateRules.expiredFunding),
      FUNDING_INTEREST,
    ],
  ] as const)('is 422 for %s', async (_name, request, path) => {
    const response = await calculateThroughService(request());
    expect(response.statusCode).toBe(422);
    expect(pathsOf(problemOf(response))).toEqual([path]);
  });

  it('is 422 saying why for terms that would give negative payments, never 200', async () => {
    const response = await calculateThroughService(negativePaymentLeaseRequest());
    expect(response.statusCode).toBe(422);
    expectNegativePaymentProblem(problemOf(response));
  });

  it('rounds an interest a hair below half an øre down, as exact arithmetic does', async () => {
    const response = await calculateThroughService({
      object: { purchasePrice: { amount: 1_551_054.77 } },
      financialParameters: { terms: { termCount: 2, termLength: 1 }, interestRate: 14.105587 },
      includePaymentPlan: true,
      deliveryDate: '2025-01-31',
    });
    const { calculation } = jsonOf(response, CalculationResponseSchema);
    expect(calculation.paymentPlan?.[0]?.interest).toBe(18_232.11);
    expect(calculation.totalAmountPayable).toBe(1_578_456.2);
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
    expectInvalidFields(response, [
      'calculationRequest.object.purchasePrice.amount',
      'calculationRequest.object.purchasePrice.vatAmount',
      'calculationRequest.object.objectCondition',
      'calculationRequest.financialParameters.terms.termCount',
      'calculationRequest.financialParameters.terms.termLength',
      'calculationRequest.financialParameters.interestRate',
      'calculationRequest.includePaymentPlan',
    ]);
  });

  it('is 400 without a calculationRequest', async () => {
    const response = await call(service.app, 'POST', '/calculation', {});
    expect(response.statusCode).toBe(400);
    expect(pathsOf(problemOf(response))).toEqual(['calculationRequest']);
  });
});
