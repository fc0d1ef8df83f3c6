import { describe, expect, it } from 'vitest';
import {
  ApplicationSchema,
  ContractSchema,
  type Application,
  type CreateApplicationBody,
} from '../../../domain/contract';
import { createBankDecisions, PAY_OUT_AFTER_MS } from '../decisions/bank-decisions';
import { businessApplicationBody, privateApplicationBody } from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import {
  call,
  expectInvalidFields,
  expectProblem,
  jsonOf,
  PREFIX,
  problemOf,
  TEST_NOW,
} from '../test-support/test-service';
import { signersOf } from './signers';

const service = useServiceUnderTest();

const REGISTRATION_NUMBER = 'EL 48213';
const CHASSIS_NUMBER = 'WVWZZZ1KZAW000001';

/** The electric car with its registration and chassis numbers, as the offer named them. */
function carApplicationBody(): CreateApplicationBody {
  const body = privateApplicationBody();
  body.calculationRequest.object = {
    ...body.calculationRequest.object,
    carRegNo: REGISTRATION_NUMBER,
    carChassisNo: CHASSIS_NUMBER,
  };
  return body;
}

const getApplication = async (id: number): Promise<Application> =>
  jsonOf(await call(service.app, 'GET', `/application/${id}`), ApplicationSchema);

const getContract = (id: number) => call(service.app, 'GET', `/application/${id}/contract`);

/** An application the bank approved, as its people would move it. */
async function approvedApplication(body = carApplicationBody()): Promise<Application> {
  const created = await call(service.app, 'POST', '/application', body);
  expect(created.statusCode).toBe(201);
  const { applicationId } = jsonOf(created, ApplicationSchema);
  for (const status of ['UnderReview', 'Approved']) {
    const moved = await call(service.app, 'PUT', `/application/${applicationId}/status`, {
      status,
    });
    expect(moved.statusCode).toBe(200);
  }
  return getApplication(applicationId);
}

const sendContract = (id: number, body: unknown) =>
  call(service.app, 'POST', `/application/${id}/contract/send`, body);

/** The signing page of a link, as a browser asks for it: no credential. */
const signingPage = (url: string, method: 'GET' | 'POST' = 'GET') =>
  service.app.inject({
    method,
    url,
    ...(method === 'POST'
      ? { payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : {}),
  });

async function signingUrls(id: number): Promise<string[]> {
  const contract = jsonOf(await getContract(id), ContractSchema);
  return contract.signers.flatMap(({ signingUrl }) =>
    signingUrl === undefined ? [] : [signingUrl],
  );
}

async function contractEvents(id: number) {
  const { rows } = await service.database.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM webhook_event
      WHERE type = 'application.contract_changed' AND (data ->> 'applicationId')::integer = $1
      ORDER BY occurred_at`,
    [id],
  );
  return rows.map(({ data }) => data);
}

async function signedApplication(): Promise<Application> {
  const { applicationId } = await approvedApplication();
  expect((await sendContract(applicationId, { signingMethod: 'in-store' })).statusCode).toBe(200);
  for (const url of await signingUrls(applicationId)) {
    expect((await signingPage(url, 'POST')).statusCode).toBe(200);
  }
  return getApplication(applicationId);
}

const DELIVERY = {
  deliveredAt: '2025-06-15T11:30:00+02:00',
  registrationNumber: 'el48213',
  chassisNumber: 'wvwzzz1kzaw 000001',
  odometerKm: 12,
};

const confirmDelivery = (id: number, body: unknown) =>
  call(service.app, 'POST', `/application/${id}/delivery`, body);

describe('the contract', () => {
  it('is prepared when the bank approves, for the applicant to sign', async () => {
    const created = await call(service.app, 'POST', '/application', carApplicationBody());
    const { applicationId } = jsonOf(created, ApplicationSchema);
    expectProblem(await getContract(applicationId), 404, /once it approves/);

    await approvedApplication().then(async ({ applicationId: approvedId, contract }) => {
      expect(contract).toEqual({
        status: 'Prepared',
        signers: [{ role: 'applicant', name: 'Kari Nordmann', status: 'Pending', signedAt: null }],
      });
      expect(jsonOf(await getContract(approvedId), ContractSchema)).toEqual({
        ...contract,
        documentUrl: `${PREFIX}/application/${approvedId}/contract/document`,
      });
    });
  });

  it('is signed by a business through its contact person, and by a co-applicant too', async () => {
    const business = await approvedApplication(businessApplicationBody());
    expect(business.contract?.signers).toEqual([
      { role: 'contactPerson', name: 'Siri Lunde', status: 'Pending', signedAt: null },
    ]);
    const applicant = privateApplicationBody().applicant;
    expect(
      signersOf({ ...applicant, coApplicant: { firstName: 'Ola', lastName: 'Nordmann' } } as never),
    ).toEqual([
      { role: 'applicant', name: 'Kari Nordmann' },
      { role: 'coApplicant', name: 'Ola Nordmann' },
    ]);
  });

  it('is a PDF of the bank, with the credit amount paid to the dealer', async () => {
    const { applicationId } = await approvedApplication();
    const response = await call(
      service.app,
      'GET',
      `/application/${applicationId}/contract/document`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="contract-${applicationId}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("is sent by the application's salesperson, with a link of their own for each signer", async () => {
    const { applicationId } = await approvedApplication();
    const response = await sendContract(applicationId, { signingMethod: 'in-store' });
    expect(response.statusCode).toBe(200);
    const sent = jsonOf(response, ApplicationSchema);
    expect(sent.status).toBe('ContractSent');
    expect(sent.statusHistory.at(-1)).toEqual({
      status: 'ContractSent',
      at: TEST_NOW.toISOString(),
      actor: { type: 'salesperson', salesPersonId: 1001 },
    });
    expect(sent.contract).toEqual({
      status: 'Sent',
      signingMethod: 'in-store',
      sentAt: TEST_NOW.toISOString(),
      signers: [{ role: 'applicant', name: 'Kari Nordmann', status: 'Pending', signedAt: null }],
    });
    const [url] = await signingUrls(applicationId);
    expect(url).toMatch(new RegExp(`^${PREFIX}/signing/[A-Za-z0-9_-]{43}$`));
    expect(await contractEvents(applicationId)).toEqual([
      {
        applicationId,
        salesPersonId: 1001,
        applicationStatus: 'ContractSent',
        contractStatus: 'Sent',
        actor: { type: 'salesperson', salesPersonId: 1001 },
      },
    ]);
  });

  it('refuses a signing method it does not know, and a second sending, changing nothing', async () => {
    const { applicationId } = await approvedApplication();
    expectInvalidFields(await sendContract(applicationId, { signingMethod: 'fax' }), [
      'signingMethod',
    ]);
    expect((await getApplication(applicationId)).status).toBe('Approved');
    expect((await sendContract(applicationId, { signingMethod: 'remote' })).statusCode).toBe(200);
    const again = await sendContract(applicationId, { signingMethod: 'in-store' });
    expectProblem(again, 409, 'An application in status ContractSent cannot move to ContractSent');
    expect((await getApplication(applicationId)).contract?.signingMethod).toBe('remote');
  });

  it('is not sent before the bank approves', async () => {
    const created = await call(service.app, 'POST', '/application', carApplicationBody());
    const { applicationId } = jsonOf(created, ApplicationSchema);
    expect((await sendContract(applicationId, { signingMethod: 'remote' })).statusCode).toBe(409);
    expect(await contractEvents(applicationId)).toEqual([]);
  });
});

describe('the signing page', () => {
  it('says it is not BankID, signs once, and the application is Signed when all have', async () => {
    const { applicationId } = await approvedApplication();
    await sendContract(applicationId, { signingMethod: 'in-store' });
    const [url = ''] = await signingUrls(applicationId);

    const shown = await signingPage(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(shown.body).toContain('Dette er ikke BankID');
    expect(shown.body).toContain('This is not BankID');
    expect(shown.body).toContain('Kari Nordmann');
    expect(shown.body).toContain('<button type="submit">Signer</button>');

    const signed = await signingPage(url, 'POST');
    expect(signed.statusCode).toBe(200);
    expect(signed.body).toContain('Signert');

    const application = await getApplication(applicationId);
    expect(application.status).toBe('Signed');
    expect(application.contract).toMatchObject({
      status: 'Signed',
      signers: [{ status: 'Signed', signedAt: TEST_NOW.toISOString() }],
    });
    expect(application.statusHistory.at(-1)).toMatchObject({
      status: 'Signed',
      reasonCode: 'CONTRACT_SIGNED',
      actor: { type: 'system' },
    });
    expect(await contractEvents(applicationId)).toContainEqual({
      applicationId,
      salesPersonId: 1001,
      applicationStatus: 'Signed',
      contractStatus: 'Signed',
      signer: { role: 'applicant', status: 'Signed' },
      actor: { type: 'system' },
    });
    // Spent: the link neither shows nor signs again, and the contract gives it no more.
    expect((await signingPage(url)).statusCode).toBe(404);
    expect((await signingPage(url, 'POST')).statusCode).toBe(404);
    expect(await signingUrls(applicationId)).toEqual([]);
  });

  it('is useless once the application is cancelled', async () => {
    const { applicationId } = await approvedApplication();
    await sendContract(applicationId, { signingMethod: 'remote' });
    const [url = ''] = await signingUrls(applicationId);
    const cancelled = await call(service.app, 'POST', `/application/${applicationId}/cancel`, {
      reasonCode: 'CUSTOMER_WITHDREW',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(jsonOf(cancelled, ApplicationSchema).contract?.status).toBe('Cancelled');
    expect((await signingPage(url)).statusCode).toBe(404);
    expect((await signingPage(url, 'POST')).statusCode).toBe(404);
    expect((await getApplication(applicationId)).status).toBe('Cancelled');
  });

  it('knows no made-up link', async () => {
    expect((await signingPage(`${PREFIX}/signing/${'A'.repeat(43)}`)).statusCode).toBe(404);
  });
});

describe('the delivery and the payout', () => {
  it('takes no delivery before the contract is signed', async () => {
    const { applicationId } = await approvedApplication();
    expectProblem(await confirmDelivery(applicationId, DELIVERY), 409, /must be signed/);
  });

  it("refuses a delivery that is not of the application's object, naming the field", async () => {
    const { applicationId } = await signedApplication();
    const response = await confirmDelivery(applicationId, {
      ...DELIVERY,
      chassisNumber: 'WVWZZZ1KZAW000002',
    });
    expect(response.statusCode).toBe(422);
    expect(problemOf(response).errors).toEqual([
      {
        path: 'chassisNumber',
        message: 'The chassis number does not match the financed object’s.',
        code: 'DELIVERY_CHASSIS_NUMBER_MISMATCH',
      },
    ]);
    const wrongRegistration = await confirmDelivery(applicationId, {
      ...DELIVERY,
      registrationNumber: 'EL 48214',
    });
    expect(problemOf(wrongRegistration).errors?.map(({ path, code }) => [path, code])).toEqual([
      ['registrationNumber', 'DELIVERY_REGISTRATION_NUMBER_MISMATCH'],
    ]);
    expect((await getApplication(applicationId)).delivery).toBeUndefined();
  });

  it.each([
    ['2025-06-15T12:00:01.000Z', 'DELIVERY_DATE_IN_FUTURE'],
    ['2025-06-14T21:59:59.000Z', 'DELIVERY_DATE_BEFORE_APPLICATION'],
  ])('refuses a delivery at %s (%s)', async (deliveredAt, code) => {
    const { applicationId } = await signedApplication();
    const response = await confirmDelivery(applicationId, { ...DELIVERY, deliveredAt });
    expect(response.statusCode).toBe(422);
    expect(problemOf(response).errors?.map((error) => [error.path, error.code])).toEqual([
      ['deliveredAt', code],
    ]);
    expect((await getApplication(applicationId)).delivery).toBeUndefined();
  });

  it('refuses a delivery that is no delivery at all', async () => {
    const { applicationId } = await signedApplication();
    expectInvalidFields(
      await confirmDelivery(applicationId, { ...DELIVERY, odometerKm: -1, deliveredAt: 'today' }),
      ['odometerKm', 'deliveredAt'],
    );
    expectInvalidFields(await confirmDelivery(applicationId, { ...DELIVERY, odometerKm: 1.5 }), [
      'odometerKm',
    ]);
    expect((await getApplication(applicationId)).delivery).toBeUndefined();
  });

  it('keeps a delivery of the object as registers write it, and pays out after it', async () => {
    const { applicationId, calculation } = await signedApplication();
    const response = await confirmDelivery(applicationId, DELIVERY);
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response, ApplicationSchema).delivery).toEqual({
      deliveredAt: '2025-06-15T09:30:00.000Z',
      registrationNumber: 'EL48213',
      chassisNumber: 'WVWZZZ1KZAW000001',
      odometerKm: 12,
      confirmedAt: TEST_NOW.toISOString(),
    });
    expectProblem(await confirmDelivery(applicationId, DELIVERY), 409, /confirmed already/);

    const payAt = (milliseconds: number) =>
      createBankDecisions({
        database: service.database,
        now: () => new Date(TEST_NOW.getTime() + milliseconds),
      }).decideDue();
    await payAt(PAY_OUT_AFTER_MS - 1);
    expect((await getApplication(applicationId)).status).toBe('Signed');
    await payAt(PAY_OUT_AFTER_MS);
    const paidOut = await getApplication(applicationId);
    const paidOutAt = new Date(TEST_NOW.getTime() + PAY_OUT_AFTER_MS).toISOString();
    expect(paidOut.status).toBe('PaidOut');
    expect(paidOut.payout).toEqual({ payoutAmount: calculation.creditAmount, paidOutAt });
    expect(paidOut.statusHistory.at(-1)).toMatchObject({
      status: 'PaidOut',
      reasonCode: 'PAID_OUT',
      reasonParams: { payoutAmount: calculation.creditAmount },
      actor: { type: 'bank' },
    });
  });

  it("pays out a signed application whose payout the bank's people make", async () => {
    const { applicationId, calculation } = await signedApplication();
    await confirmDelivery(applicationId, DELIVERY);
    const moved = await call(service.app, 'PUT', `/application/${applicationId}/status`, {
      status: 'PaidOut',
    });
    expect(jsonOf(moved, ApplicationSchema).payout).toEqual({
      payoutAmount: calculation.creditAmount,
      paidOutAt: TEST_NOW.toISOString(),
    });
  });
});
