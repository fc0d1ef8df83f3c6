import { describe, expect, it } from 'vitest';
import {
  ApplicationSchema,
  type Application,
  type CalculationRequest,
  type CreateApplicationBody,
  type Product,
} from '../../../domain/contract';
import {
  businessApplicationBody,
  CO_APPLICANT,
  privateApplicationBody,
} from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import { call, jsonOf, TEST_NOW } from '../test-support/test-service';
import { createBankDecisions, DECIDE_AFTER_MS, REVIEW_AFTER_MS } from './bank-decisions';
import { FINANCED_AMOUNT_LIMIT } from '../../../domain/credit-rules';
import { DEMO_PRODUCTS } from '../seed/demo-products';
import {
  decide,
  REFUSED_NATIONAL_IDENTITY_NUMBERS,
  REFUSED_ORGANIZATION_NUMBERS,
} from './decision-rules';

// The service's clock is TEST_NOW; the decision process runs at moments after it.
const service = useServiceUnderTest();
const after = (milliseconds: number) => new Date(TEST_NOW.getTime() + milliseconds);
const decisionsAt = (milliseconds: number) =>
  createBankDecisions({ database: service.database, now: () => after(milliseconds) });

async function send(body: CreateApplicationBody): Promise<Application> {
  const response = await call(service.app, 'POST', '/application', body);
  expect(response.statusCode).toBe(201);
  return jsonOf(response, ApplicationSchema);
}

const fetchApplication = async (id: number) =>
  jsonOf(await call(service.app, 'GET', `/application/${id}`), ApplicationSchema);

const [refusedIdentityNumber = ''] = [...REFUSED_NATIONAL_IDENTITY_NUMBERS];
const [refusedOrganizationNumber] = [...REFUSED_ORGANIZATION_NUMBERS];

describe('the embedded bank decides', () => {
  it('takes a new application under review, asking for its documents, then approves it', async () => {
    const { applicationId } = await send(privateApplicationBody());

    expect(await decisionsAt(REVIEW_AFTER_MS - 1).decideDue()).toBe(0);
    await decisionsAt(REVIEW_AFTER_MS).decideDue();
    const underReview = await fetchApplication(applicationId);
    expect(underReview.status).toBe('UnderReview');
    const documentCount = underReview.documents.length;
    expect(underReview.statusHistory.at(-1)).toEqual({
      status: 'UnderReview',
      at: after(REVIEW_AFTER_MS).toISOString(),
      reason: `The bank is reviewing the application. Please send the ${documentCount} missing document(s).`,
      reasonCode: 'UNDER_REVIEW_DOCUMENTS_MISSING',
      reasonParams: { documentCount },
      actor: { type: 'system' },
    });

    await decisionsAt(REVIEW_AFTER_MS + DECIDE_AFTER_MS - 1).decideDue();
    expect((await fetchApplication(applicationId)).status).toBe('UnderReview');
    await decisionsAt(REVIEW_AFTER_MS + DECIDE_AFTER_MS).decideDue();
    const approved = await fetchApplication(applicationId);
    expect(approved.status).toBe('Approved');
    expect(approved.statusHistory.map(({ status, actor }) => [status, actor])).toEqual([
      ['Received', { type: 'salesperson', salesPersonId: 1001 }],
      ['UnderReview', { type: 'system' }],
      ['Approved', { type: 'bank' }],
    ]);
    expect(approved.statusHistory.at(-1)).toMatchObject({
      reasonCode: 'APPROVED_DOCUMENTS_MISSING',
      reasonParams: { financedAmount: approved.calculation.financedAmount, documentCount },
    });
  });

  it('always refuses the documented test identity numbers, and says why', async () => {
    const body = privateApplicationBody();
    body.applicant.nationalIdentityNumber = refusedIdentityNumber;
    const { applicationId } = await send(body);
    await decisionsAt(REVIEW_AFTER_MS).decideDue();
    await decisionsAt(REVIEW_AFTER_MS + DECIDE_AFTER_MS).decideDue();
    const rejected = await fetchApplication(applicationId);
    expect(rejected.status).toBe('Rejected');
    expect(rejected.statusHistory.at(-1)?.actor).toEqual({ type: 'bank' });
    expect(rejected.statusHistory.at(-1)?.reason).toMatch(/credit check refused the applicant/);
  });

  it('leaves older applications, such as the demo data, to the bank’s people', async () => {
    const before = await call(service.app, 'GET', '/application?status=Received&limit=100');
    const received = before.json<{
      applications: Array<{ applicationId: number; createdAt: string }>;
    }>();
    const old = received.applications.filter(
      (application) => Date.parse(application.createdAt) < TEST_NOW.getTime(),
    );
    expect(old.length).toBeGreaterThan(0);
    await decisionsAt(REVIEW_AFTER_MS + DECIDE_AFTER_MS).decideDue();
    for (const { applicationId } of old) {
      expect((await fetchApplication(applicationId)).status).toBe('Received');
    }
  });
});

describe('the decision rules', () => {
  const TODAY = '2026-11-27';
  const [newCarLoan, usedCarLoan] = DEMO_PRODUCTS as [Product, Product, ...Product[]];
  const application = (
    body: CreateApplicationBody,
    changes: Partial<Application['calculation']> = {},
    object: CalculationRequest['object'] = body.calculationRequest.object,
  ) =>
    ({
      applicant: body.applicant,
      documents: [],
      calculationRequest: { ...body.calculationRequest, object },
      calculation: {
        loanType: 'Annuity',
        cashPrice: 450_000,
        creditAmount: 360_000,
        financedAmount: 360_000,
        termCount: 60,
        termLength: 1,
        ...changes,
      },
    }) as unknown as Application;

  it("refuses a household that cannot pay at the stressed rate, in the rules' code", () => {
    const body = privateApplicationBody();
    body.applicant.grossYearlyIncome = 300_000;
    const calculation = { nominalInterestRate: 5.9, residualValue: 0 };
    expect(decide(application(body, calculation), newCarLoan, TODAY)).toMatchObject({
      status: 'Rejected',
      reasonCode: 'DEBT_SERVICE_INSUFFICIENT',
      reasonParams: { stressRatePercent: 8.9 },
    });
    // The same household with a partner's income beside it can.
    body.applicant.coApplicant = { ...CO_APPLICANT, grossYearlyIncome: 600_000 };
    expect(decide(application(body, calculation), newCarLoan, TODAY)).toMatchObject({
      status: 'Approved',
    });
  });

  it('refuses a co-applicant the credit check refuses, as it would the applicant', () => {
    const body = privateApplicationBody();
    body.applicant.coApplicant = { ...CO_APPLICANT, nationalIdentityNumber: refusedIdentityNumber };
    expect(decide(application(body), newCarLoan, TODAY)).toMatchObject({
      status: 'Rejected',
      reasonCode: 'CREDIT_CHECK_REFUSED',
    });
  });

  it('approves a loan with enough equity within the limit, in a code and in words', () => {
    expect(decide(application(privateApplicationBody()), newCarLoan, TODAY)).toEqual({
      status: 'Approved',
      reason: 'Approved: financed amount NOK 360,000.00.',
      reasonCode: 'APPROVED',
      reasonParams: { financedAmount: 360_000 },
    });
  });

  it("refuses a loan with less equity than its product asks for the object's condition", () => {
    const thin = { creditAmount: 420_000, financedAmount: 420_000 };
    const used = {
      ...privateApplicationBody().calculationRequest.object,
      objectCondition: 'Used' as const,
    };
    expect(decide(application(privateApplicationBody(), thin, used), usedCarLoan, TODAY)).toEqual({
      status: 'Rejected',
      reason: 'Equity is 6.7 % of the cash price; the bank needs at least 10.0 % (NOK 45,000.00).',
      reasonCode: 'EQUITY_BELOW_MINIMUM',
      reasonParams: { equityPercent: 6.7, minimumPercent: 10, minimumAmount: 45_000 },
    });
    // The new-car loan finances a new car in full; a loan under no product needs 10 %.
    expect(decide(application(privateApplicationBody(), thin), newCarLoan, TODAY).status).toBe(
      'Approved',
    );
    expect(decide(application(privateApplicationBody(), thin), undefined, TODAY).reasonCode).toBe(
      'EQUITY_BELOW_MINIMUM',
    );
    const lease = application(privateApplicationBody(), { ...thin, loanType: 'Leasing' });
    expect(decide(lease, undefined, TODAY).status).toBe('Approved');
  });

  it('refuses an object older than its product allows at the end of the term', () => {
    const old = { ...privateApplicationBody().calculationRequest.object, yearModel: 2015 };
    // Delivered on 2025-06-20, paid off 60 months later in 2030: a 15-year-old car.
    expect(decide(application(privateApplicationBody(), {}, old), usedCarLoan, TODAY).status).toBe(
      'Approved',
    );
    const older = { ...old, yearModel: 2014 };
    expect(decide(application(privateApplicationBody(), {}, older), usedCarLoan, TODAY)).toEqual(
      expect.objectContaining({
        status: 'Rejected',
        reasonCode: 'OBJECT_TOO_OLD',
        reasonParams: { ageYears: 16, maximumYears: 15 },
      }),
    );
  });

  it('refuses more than the limit for the customer type', () => {
    const large = {
      cashPrice: 3_000_000,
      creditAmount: FINANCED_AMOUNT_LIMIT.private + 1,
      financedAmount: FINANCED_AMOUNT_LIMIT.private + 1,
    };
    const refused = decide(application(privateApplicationBody(), large), undefined, TODAY);
    expect(refused).toMatchObject({
      status: 'Rejected',
      reasonCode: 'FINANCED_ABOVE_LIMIT',
      reasonParams: { financedAmount: 2_000_001, limitAmount: 2_000_000 },
    });
    expect(decide(application(businessApplicationBody(), large), undefined, TODAY).status).toBe(
      'Approved',
    );
  });

  it('refuses the test identity and organisation numbers by its credit check', () => {
    const body = businessApplicationBody();
    body.applicant.organizationNumber = refusedOrganizationNumber;
    expect(decide(application(body), undefined, TODAY)).toMatchObject({
      status: 'Rejected',
      reasonCode: 'CREDIT_CHECK_REFUSED',
    });
  });
});
