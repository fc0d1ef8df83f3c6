import { describe, expect, it } from 'vitest';
import {
  ApplicationSchema,
  type Application,
  type CreateApplicationBody,
} from '../../../domain/contract';
import { businessApplicationBody, privateApplicationBody } from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import { call, jsonOf, TEST_NOW } from '../test-support/test-service';
import { createBankDecisions, DECIDE_AFTER_MS, REVIEW_AFTER_MS } from './bank-decisions';
import {
  decide,
  MAX_FINANCED_AMOUNT,
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

const [refusedIdentityNumber] = [...REFUSED_NATIONAL_IDENTITY_NUMBERS];
const [refusedOrganizationNumber] = [...REFUSED_ORGANIZATION_NUMBERS];

describe('the embedded bank decides', () => {
  it('takes a new application under review, asking for its documents, then approves it', async () => {
    const { applicationId } = await send(privateApplicationBody());

    expect(await decisionsAt(REVIEW_AFTER_MS - 1).decideDue()).toBe(0);
    await decisionsAt(REVIEW_AFTER_MS).decideDue();
    const underReview = await fetchApplication(applicationId);
    expect(underReview.status).toBe('UnderReview');
    const { reason: reviewReason, ...review } = underReview.statusHistory.at(-1) ?? {};
    expect(review).toEqual({
      status: 'UnderReview',
      at: after(REVIEW_AFTER_MS).toISOString(),
      actor: { type: 'system' },
    });
    expect(reviewReason).toMatch(/^The bank is reviewing the application\. Please send: .+\.$/);

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
    expect(approved.statusHistory.at(-1)?.reason).toMatch(
      /^Approved: financed amount NOK 360,000, equity 20\.0 %\. Before the contract is sent the bank needs: /,
    );
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
  const application = (body: CreateApplicationBody, changes: Partial<Application['calculation']>) =>
    ({
      applicant: body.applicant,
      documents: [],
      calculation: {
        loanType: 'Annuity',
        cashPrice: 450_000,
        creditAmount: 360_000,
        financedAmount: 360_000,
        ...changes,
      },
    }) as unknown as Application;

  it('approves a loan with enough equity within the limit', () => {
    expect(decide(application(privateApplicationBody(), {}))).toEqual({
      status: 'Approved',
      reason: 'Approved: financed amount NOK 360,000, equity 20.0 %.',
    });
  });

  it('refuses a loan with less than 10 % equity, but not a lease', () => {
    const thin = { creditAmount: 420_000, financedAmount: 420_000 };
    expect(decide(application(privateApplicationBody(), thin))).toEqual({
      status: 'Rejected',
      reason: 'Equity is 6.7 % of the cash price; a loan needs at least 10.0 %.',
    });
    expect(
      decide(application(privateApplicationBody(), { ...thin, loanType: 'Leasing' })).status,
    ).toBe('Approved');
  });

  it('refuses more than the limit for the customer type', () => {
    const large = {
      cashPrice: 3_000_000,
      creditAmount: MAX_FINANCED_AMOUNT.private + 1,
      financedAmount: MAX_FINANCED_AMOUNT.private + 1,
    };
    const refused = decide(application(privateApplicationBody(), large));
    expect(refused.status).toBe('Rejected');
    expect(refused.reason).toMatch(/above the bank's limit of NOK 2,000,000 for a private/);
    expect(decide(application(businessApplicationBody(), large)).status).toBe('Approved');
  });

  it('refuses the test organisation numbers too', () => {
    const body = businessApplicationBody();
    body.applicant.organizationNumber = refusedOrganizationNumber;
    expect(decide(application(body, {})).status).toBe('Rejected');
  });
});
