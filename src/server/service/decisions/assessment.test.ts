import { describe, expect, it } from 'vitest';
import { AssessmentSchema, type CalculationRequest } from '../../../domain/contract';
import { USED_CAR_WITHOUT_EQUITY } from '../../../domain/contract/example-requests';
import { OPERATION_EXAMPLES } from '../openapi/operation-examples';
import { electricCarRequest } from '../test-support/requests';
import { countApplications, useServiceUnderTest } from '../test-support/seeded-service';
import { call, jsonOf, problemOf } from '../test-support/test-service';

const service = useServiceUnderTest();

const assess = (calculationRequest: CalculationRequest) =>
  call(service.app, 'POST', '/application/assessment', { calculationRequest });

/** The demo price list's used car, with changes to its object. */
const usedCar = (changes: Partial<NonNullable<CalculationRequest['object']>> = {}) => ({
  ...USED_CAR_WITHOUT_EQUITY,
  object: { ...USED_CAR_WITHOUT_EQUITY.object, ...changes },
});

describe('POST /application/assessment', () => {
  it('finds nothing in an offer the bank would approve, and stores nothing', async () => {
    const before = await countApplications(service);
    const response = await assess(electricCarRequest());
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response, AssessmentSchema)).toEqual({ outcome: 'likely', findings: [] });
    expect(await countApplications(service)).toBe(before);
  });

  it("warns that a used car without equity will be refused, by its product's rule", async () => {
    // The API reference's example, answered as it says.
    const example = OPERATION_EXAMPLES.assessApplication;
    const response = await call(service.app, 'POST', '/application/assessment', example?.request);
    expect(jsonOf(response, AssessmentSchema)).toEqual(example?.response);
    expect(jsonOf(response, AssessmentSchema).findings[0]?.params).toEqual({
      equityPercent: 0,
      minimumPercent: 10,
      minimumAmount: 18_900,
    });
  });

  it('warns of an object too old at the end of the term, and asks the age of a used one', async () => {
    const withEquity = (object: Partial<NonNullable<CalculationRequest['object']>>) => {
      const request = usedCar(object);
      return {
        ...request,
        financialParameters: { ...request.financialParameters, equity: { amount: 40_000 } },
      };
    };
    const old = jsonOf(await assess(withEquity({ yearModel: 2010 })), AssessmentSchema);
    expect(old).toMatchObject({
      outcome: 'unlikely',
      findings: [{ code: 'OBJECT_TOO_OLD', params: { ageYears: 20, maximumYears: 15 } }],
    });
    const { yearModel: _year, ...object } = withEquity({}).object;
    const unknown = jsonOf(await assess({ ...withEquity({}), object: object }), AssessmentSchema);
    expect(unknown).toMatchObject({
      outcome: 'refer',
      findings: [{ code: 'OBJECT_AGE_UNKNOWN', path: 'object.yearModel' }],
    });
  });

  it('refuses a price typed wrong as a calculation does: 422 naming the price', async () => {
    const mistyped = usedCar({ purchasePrice: { amount: 459.9 } });
    const response = await assess({
      ...mistyped,
      financialParameters: {
        ...mistyped.financialParameters,
        startupFee: { amount: 3_490 },
        termFee: { amount: 95 },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(problemOf(response).errors?.map((error) => error.path)).toEqual([
      'calculationRequest.object.purchasePrice.amount',
    ]);
  });

  it("judges the household's capacity when its finances come with the offer", async () => {
    const household = {
      grossYearlyIncome: 250_000,
      housingCost: 12_000,
      dependants: 2,
      otherDebt: 0,
    };
    const response = await call(service.app, 'POST', '/application/assessment', {
      calculationRequest: electricCarRequest(),
      applicant: household,
    });
    expect(jsonOf(response, AssessmentSchema)).toMatchObject({
      outcome: 'unlikely',
      findings: [{ code: 'DEBT_SERVICE_INSUFFICIENT', path: 'applicant.grossYearlyIncome' }],
    });
    const alone = await assess(electricCarRequest());
    expect(jsonOf(alone, AssessmentSchema).outcome).toBe('likely');
  });
});
