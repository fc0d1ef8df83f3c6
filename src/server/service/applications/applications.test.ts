import { describe, expect, it } from 'vitest';
import { calculate, todayInNorway } from '../../../domain/calculation';
import {
  ApplicationListSchema,
  ApplicationSchema,
  type Application,
  type ApplicationList,
} from '../../../domain/contract';
import {
  businessApplicationBody,
  CO_APPLICANT,
  electricCarRequest,
  expectNegativePaymentProblem,
  negativePaymentLeaseRequest,
  privateApplicationBody,
} from '../test-support/requests';
import { countApplications, useServiceUnderTest } from '../test-support/seeded-service';
import {
  call,
  jsonOf,
  pathsOf,
  problemOf,
  PREFIX,
  TEST_NOW,
  expectInvalidFields,
  expectProblem,
} from '../test-support/test-service';

const service = useServiceUnderTest();

/** POST /application with `body`, as the partner sends it. */
const postApplication = (body: unknown) => call(service.app, 'POST', '/application', body);

async function create(body: unknown): Promise<Application> {
  const response = await postApplication(body);
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf(response, ApplicationSchema);
}

describe('POST /application', () => {
  it('creates a Received application, recalculated by the engine', async () => {
    const body = privateApplicationBody({ campaignId: 101 });
    const response = await postApplication(body);
    expect(response.statusCode).toBe(201);
    const application = jsonOf(response, ApplicationSchema);
    expect(response.headers.location).toBe(`${PREFIX}/application/${application.applicationId}`);
    expect(application).toMatchObject({
      status: 'Received',
      createdAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
      salesPersonId: 1001,
      vendorId: 501,
      applicant: body.applicant,
      statusHistory: [
        {
          status: 'Received',
          at: TEST_NOW.toISOString(),
          actor: { type: 'salesperson', salesPersonId: 1001 },
        },
      ],
    });
    const engine = calculate(
      { ...body.calculationRequest, includePaymentPlan: true },
      {
        rate: { source: 'campaign', nominalInterestRate: 2.9, startupFee: 0 },
        today: todayInNorway(TEST_NOW),
      },
    );
    expect(engine).toEqual({ ok: true, calculation: application.calculation });
  });

  it('keeps the payment plan with the application even when the request did not ask for it', async () => {
    const body = privateApplicationBody();
    expect(body.calculationRequest.includePaymentPlan).not.toBe(true);
    const application = await create(body);
    const { paymentPlan, termCount } = application.calculation;
    expect(paymentPlan).toHaveLength(termCount);
  });

  it('never stores figures the client sent', async () => {
    const body = {
      ...privateApplicationBody(),
      calculation: { termAmount: 1, nominalInterestRate: 0 },
      calculationRequest: { ...electricCarRequest(), termAmount: 1 },
    };
    const application = await create(body);
    expect(application.calculation.termAmount).toBeGreaterThan(1000);
    expect(application.calculation.nominalInterestRate).toBe(6.9);
    expect(application.calculationRequest).not.toHaveProperty('termAmount');
  });

  it('asks a private customer with a vehicle for identity, income, agreement and registration', async () => {
    const application = await create(privateApplicationBody());
    expect(application.documents.map((d) => d.documentType).sort()).toEqual(
      [
        'IdentityDocument',
        'IncomeStatement',
        'PurchaseAgreement',
        'RegistrationCertificate',
      ].sort(),
    );
    expect(application.documents.every((d) => d.status === 'Missing')).toBe(true);
  });

  it('asks a business with a machine for accounts, agreement and insurance', async () => {
    const application = await create(businessApplicationBody());
    expect(application.documents.map((d) => d.documentType).sort()).toEqual(
      ['CompanyAccounts', 'InsuranceCertificate', 'PurchaseAgreement'].sort(),
    );
  });

  it('is 422 for a salesperson that does not exist', async () => {
    const response = await postApplication(privateApplicationBody({ salespersonId: 4242 }));
    expect(response.statusCode).toBe(422);
    expect(pathsOf(problemOf(response))).toEqual(['calculationRequest.salespersonId']);
  });

  it('is 422 for a campaign that does not apply, and creates nothing', async () => {
    const before = await countApplications(service);
    const response = await postApplication(privateApplicationBody({ campaignId: 103 }));
    expect(response.statusCode).toBe(422);
    expect(await countApplications(service)).toBe(before);
  });

  it('is 422 saying why for terms that would give negative payments, and creates nothing', async () => {
    const before = await countApplications(service);
    const response = await postApplication({
      ...privateApplicationBody(),
      calculationRequest: negativePaymentLeaseRequest(),
    });
    expect(response.statusCode).toBe(422);
    expectNegativePaymentProblem(problemOf(response));
    expect(await countApplications(service)).toBe(before);
  });

  it('is 400 naming every invalid field, and creates nothing', async () => {
    const before = await countApplications(service);
    const response = await postApplication({
      calculationRequest: { customerType: 'Private', object: { purchasePrice: { amount: -5 } } },
      applicant: {
        firstName: '',
        lastName: 'Nordmann',
        email: 'not-an-email',
        phone: '12',
        nationalIdentityNumber: '12345678901',
      },
    });
    expectInvalidFields(response, [
      'calculationRequest.object.purchasePrice.amount',
      'applicant.firstName',
      'applicant.email',
      'applicant.phone',
      'applicant.nationalIdentityNumber',
    ]);
    expect(await countApplications(service)).toBe(before);
  });

  it('is 400 for a business without an organisation number', async () => {
    const body = businessApplicationBody();
    const response = await postApplication({
      ...body,
      applicant: { ...body.applicant, organizationNumber: undefined },
    });
    expect(response.statusCode).toBe(400);
    expect(pathsOf(problemOf(response))).toEqual(['applicant.organizationNumber']);
  });

  it('is 422 without the consent to the credit check, and creates nothing', async () => {
    const before = await countApplications(service);
    const { consent: _given, ...applicant } = privateApplicationBody().applicant;
    const response = await postApplication({ ...privateApplicationBody(), applicant });
    expect(response.statusCode).toBe(422);
    expect(problemOf(response).errors).toEqual([
      { path: 'applicant.consent', message: 'The customer must consent to the credit check' },
    ]);
    expect(await countApplications(service)).toBe(before);
  });

  it('is 422 naming what a private household has not given the bank to decide by', async () => {
    const {
      grossYearlyIncome: _income,
      housing: _housing,
      ...applicant
    } = privateApplicationBody().applicant;
    const response = await postApplication({ ...privateApplicationBody(), applicant });
    expect(response.statusCode).toBe(422);
    expect(pathsOf(problemOf(response))).toEqual([
      'applicant.grossYearlyIncome',
      'applicant.housing',
    ]);
  });

  it('is 422 for a business with a co-applicant: its contact person signs for it', async () => {
    const body = businessApplicationBody();
    const response = await postApplication({
      ...body,
      applicant: { ...body.applicant, coApplicant: CO_APPLICANT },
    });
    expect(response.statusCode).toBe(422);
    expect(pathsOf(problemOf(response))).toEqual(['applicant.coApplicant']);
  });

  it('keeps a co-applicant with the application, as sent', async () => {
    const body = privateApplicationBody();
    const response = await postApplication({
      ...body,
      applicant: { ...body.applicant, coApplicant: CO_APPLICANT },
    });
    expect(response.statusCode).toBe(201);
    const { applicationId } = jsonOf(response, ApplicationSchema);
    const stored = jsonOf(
      await call(service.app, 'GET', `/application/${applicationId}`),
      ApplicationSchema,
    );
    expect(stored.applicant.coApplicant).toEqual(CO_APPLICANT);
  });

  it("is 400 with the engine's problems when the offer cannot be calculated", async () => {
    const body = privateApplicationBody();
    const response = await postApplication({
      ...body,
      calculationRequest: { ...body.calculationRequest, financialParameters: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(pathsOf(problemOf(response))).toContain(
      'calculationRequest.financialParameters.terms.termCount',
    );
  });
});

describe('GET /application/{id}', () => {
  it('returns the application as created', async () => {
    const created = await create(privateApplicationBody());
    const response = await call(service.app, 'GET', `/application/${created.applicationId}`);
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response, ApplicationSchema)).toEqual(created);
  });

  it('returns seeded applications with documents and history', async () => {
    const { applications } = await list('?status=PaidOut');
    const paidOut = applications[0];
    expect(paidOut).toBeDefined();
    const response = await call(service.app, 'GET', `/application/${paidOut?.applicationId ?? 0}`);
    const application = jsonOf(response, ApplicationSchema);
    expect(application.statusHistory.map((entry) => entry.status)).toEqual([
      'Received',
      'UnderReview',
      'Approved',
      'ContractSent',
      'Signed',
      'PaidOut',
    ]);
    expect(application.documents.every((d) => d.status === 'Approved')).toBe(true);
  });

  it('shows every change since the last read: through this service, or by another instance on the same database', async () => {
    const created = await create(privateApplicationBody());
    const path = `/application/${created.applicationId}`;
    const read = async () => jsonOf(await call(service.app, 'GET', path), ApplicationSchema);
    expect(await read()).toEqual(created);

    const moved = await call(service.app, 'PUT', `${path}/status`, { status: 'UnderReview' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await read()).status).toBe('UnderReview');

    const [document] = created.documents;
    const documentPath = `${path}/documents/${document?.documentId ?? 0}/status`;
    const received = await call(service.app, 'PUT', documentPath, { status: 'Received' });
    expect(received.statusCode, received.body).toBe(200);
    expect((await read()).documents[0]?.status).toBe('Received');

    // Another instance's write, at the same instant as the last: the row's version still differs.
    await service.database.query(
      "UPDATE application SET status = 'Approved' WHERE application_id = $1",
      [created.applicationId],
    );
    expect((await read()).status).toBe('Approved');

    await service.database.query('DELETE FROM application WHERE application_id = $1', [
      created.applicationId,
    ]);
    expect((await call(service.app, 'GET', path)).statusCode).toBe(404);
  });

  it('is 404 for an unknown id', async () => {
    const response = await call(service.app, 'GET', '/application/987654');
    expect(response.statusCode).toBe(404);
    problemOf(response);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999'])(
    'is 404 for the id %s, which names no application',
    async (id) => {
      const response = await call(service.app, 'GET', `/application/${id}`);
      expectProblem(response, 404, 'There is no application with this id');
    },
  );
});

async function list(query: string): Promise<ApplicationList> {
  const response = await call(service.app, 'GET', `/application${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf(response, ApplicationListSchema);
}

describe('GET /application', () => {
  it('pages through every application newest first, each once', async () => {
    const total = await countApplications(service);
    const seen: ApplicationList['applications'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ApplicationList = await list(
        `?limit=3${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
      );
      expect(page.applications.length).toBeLessThanOrEqual(3);
      seen.push(...page.applications);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 100);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((a) => a.applicationId)).size).toBe(total);
    const order = seen.map((a) => [a.createdAt, a.applicationId] as const);
    const sorted = [...order].sort(([at1, id1], [at2, id2]) =>
      at1 === at2 ? id2 - id1 : at2.localeCompare(at1),
    );
    expect(order).toEqual(sorted);
  });

  it('filters by salesperson and status', async () => {
    const mine = await list('?salesPersonId=1003&limit=100');
    expect(mine.applications.length).toBeGreaterThan(0);
    expect(mine.applications.every((a) => a.salesPersonId === 1003)).toBe(true);
    const rejected = await list('?status=Rejected');
    expect(rejected.applications.length).toBeGreaterThan(0);
    expect(rejected.applications.every((a) => a.status === 'Rejected')).toBe(true);
    expect((await list('?salesPersonId=1014')).applications).toEqual([]);
  });

  it('has no next page after the last', async () => {
    expect((await list('?limit=100')).nextCursor).toBeNull();
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?status=Lost', 'status'],
    ['?salesPersonId=x', 'salesPersonId'],
    ['?cursor=not-a-cursor', 'cursor'],
    [`?cursor=${Buffer.from('["x",1]').toString('base64url')}`, 'cursor'],
    ...[
      '["0000-01-01T00:00:00.000Z", 1]',
      '["2025-02-30T00:00:00.000Z", 1]',
      '["2025-01-01T24:00:00.000Z", 1]',
      '["2025-01-01T00:00:00.000Z", 2147483648]',
      '["2025-01-01T00:00:00.000Z", 1.5]',
      '["2025-01-01T00:00:00.000Z"]',
      '{"createdAt": "2025-01-01T00:00:00.000Z", "applicationId": 1}',
    ].map((json) => [`?cursor=${Buffer.from(json).toString('base64url')}`, 'cursor']),
  ])('is 400 for %s', async (query, path) => {
    const response = await call(service.app, 'GET', `/application${query}`);
    expect(response.statusCode).toBe(400);
    expect(pathsOf(problemOf(response))).toEqual([path]);
  });
});
