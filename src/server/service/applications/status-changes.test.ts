import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  DOCUMENT_STATUSES,
  DOCUMENT_TRANSITIONS,
  type ApplicationStatus,
  type DocumentStatus,
} from '../../../domain/application-status';
import { ApplicationSchema, type Application } from '../../../domain/contract';
import { privateApplicationBody } from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import { call, jsonOf, pathsOf, problemOf, TEST_NOW } from '../test-support/test-service';

const service = useServiceUnderTest();

/** The shortest way from `from` to `to` through allowed moves, derived from the table. */
function pathTo<Status extends string>(
  transitions: Record<Status, readonly Status[]>,
  from: Status,
  to: Status,
): Status[] {
  const queue: Status[][] = [[from]];
  while (queue.length > 0) {
    const path = queue.shift() ?? [];
    const last = path.at(-1);
    if (last === to) return path.slice(1);
    if (last === undefined) continue;
    for (const next of transitions[last]) {
      if (!path.includes(next)) queue.push([...path, next]);
    }
  }
  throw new Error(`${to} cannot be reached from ${from}`);
}

const everyPair = <Status extends string>(
  statuses: readonly Status[],
  transitions: Record<Status, readonly Status[]>,
) =>
  statuses.flatMap((from) =>
    statuses.map((to) => ({ from, to, allowed: transitions[from].includes(to) })),
  );

async function createApplication(): Promise<Application> {
  const response = await call(service.app, 'POST', '/application', privateApplicationBody());
  expect(response.statusCode).toBe(201);
  return jsonOf(response, ApplicationSchema);
}

async function getApplication(id: number): Promise<Application> {
  return jsonOf(await call(service.app, 'GET', `/application/${id}`), ApplicationSchema);
}

const moveApplication = (id: number, status: string, reason?: string) =>
  call(service.app, 'PUT', `/application/${id}/status`, { status, reason });

const moveDocument = (id: number, documentId: number, status: string) =>
  call(service.app, 'PUT', `/application/${id}/documents/${documentId}/status`, { status });

async function applicationIn(status: ApplicationStatus): Promise<Application> {
  const application = await createApplication();
  for (const step of pathTo(APPLICATION_TRANSITIONS, 'Received', status)) {
    expect((await moveApplication(application.applicationId, step)).statusCode).toBe(200);
  }
  return getApplication(application.applicationId);
}

describe('PUT /application/{id}/status', () => {
  const cases = everyPair(APPLICATION_STATUSES, APPLICATION_TRANSITIONS);

  it('covers all 64 pairs of the table', () => {
    expect(cases).toHaveLength(APPLICATION_STATUSES.length ** 2);
    expect(cases.filter((c) => c.allowed)).toHaveLength(11);
  });

  it.each(cases.filter((c) => c.allowed))('allows $from → $to', async ({ from, to }) => {
    const application = await applicationIn(from);
    const response = await moveApplication(application.applicationId, to, `to ${to}`);
    expect(response.statusCode).toBe(200);
    const moved = jsonOf(response, ApplicationSchema);
    expect(moved.status).toBe(to);
    expect(moved.updatedAt).toBe(TEST_NOW.toISOString());
    expect(moved.statusHistory.at(-1)).toEqual({
      status: to,
      at: TEST_NOW.toISOString(),
      reason: `to ${to}`,
      // Through the API it is the bank that acts.
      actor: { type: 'bank' },
    });
    expect(moved.statusHistory).toHaveLength(application.statusHistory.length + 1);
  });

  it.each(cases.filter((c) => !c.allowed))(
    'refuses $from → $to with 409 and changes nothing',
    async ({ from, to }) => {
      const application = await applicationIn(from);
      const response = await moveApplication(application.applicationId, to);
      expect(response.statusCode).toBe(409);
      expect(pathsOf(problemOf(response))).toEqual(['status']);
      expect(await getApplication(application.applicationId)).toEqual(application);
    },
  );

  it('is 404 for an unknown application', async () => {
    const response = await moveApplication(987654, 'UnderReview');
    expect(response.statusCode).toBe(404);
    problemOf(response);
  });

  it('is 400 for an unknown status or a missing body', async () => {
    const application = await createApplication();
    const unknown = await moveApplication(application.applicationId, 'Lost');
    expect(unknown.statusCode).toBe(400);
    expect(pathsOf(problemOf(unknown))).toEqual(['status']);
    const empty = await call(
      service.app,
      'PUT',
      `/application/${application.applicationId}/status`,
    );
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /application/{id}/cancel', () => {
  const cancel = (id: number, body: unknown) =>
    call(service.app, 'POST', `/application/${id}/cancel`, body);

  it.each(['Received', 'Approved', 'Signed'] as const)(
    "cancels from %s for the application's salesperson, with the reason as a code",
    async (status) => {
      const application = await applicationIn(status);
      const response = await cancel(application.applicationId, { reasonCode: 'CUSTOMER_WITHDREW' });
      expect(response.statusCode).toBe(200);
      const cancelled = jsonOf(response, ApplicationSchema);
      expect(cancelled.status).toBe('Cancelled');
      expect(cancelled.statusHistory.at(-1)).toEqual({
        status: 'Cancelled',
        at: TEST_NOW.toISOString(),
        reason: 'Cancelled by the dealer: the customer withdrew.',
        reasonCode: 'CUSTOMER_WITHDREW',
        reasonParams: {},
        actor: { type: 'salesperson', salesPersonId: application.salesPersonId },
      });
    },
  );

  it('is 409 once paid out, and 400 for a reason it does not know, changing nothing', async () => {
    const paid = await applicationIn('PaidOut');
    const late = await cancel(paid.applicationId, { reasonCode: 'CUSTOMER_WITHDREW' });
    expect(late.statusCode).toBe(409);
    const open = await applicationIn('Received');
    const unknown = await cancel(open.applicationId, { reasonCode: 'BORED' });
    expect(unknown.statusCode).toBe(400);
    expect(pathsOf(problemOf(unknown))).toEqual(['reasonCode']);
    expect((await getApplication(open.applicationId)).status).toBe('Received');
  });
});

describe('PUT /application/{id}/documents/{documentId}/status', () => {
  const cases = everyPair(DOCUMENT_STATUSES, DOCUMENT_TRANSITIONS);

  async function documentIn(status: DocumentStatus) {
    const application = await createApplication();
    const document = application.documents[0];
    if (document === undefined) throw new Error('The application has no documents');
    for (const step of pathTo(DOCUMENT_TRANSITIONS, 'Missing', status)) {
      const response = await moveDocument(application.applicationId, document.documentId, step);
      expect(response.statusCode).toBe(200);
    }
    return { application: await getApplication(application.applicationId), document };
  }

  it('covers all 16 pairs of the table', () => {
    expect(cases).toHaveLength(16);
    expect(cases.filter((c) => c.allowed)).toHaveLength(5);
  });

  it.each(cases.filter((c) => c.allowed))('allows $from → $to', async ({ from, to }) => {
    const { application, document } = await documentIn(from);
    const response = await moveDocument(application.applicationId, document.documentId, to);
    expect(response.statusCode).toBe(200);
    const moved = jsonOf(response, ApplicationSchema);
    expect(moved.documents.find((d) => d.documentId === document.documentId)).toEqual({
      ...document,
      status: to,
      updatedAt: TEST_NOW.toISOString(),
    });
    // The other documents and the application's status stay as they were.
    expect(moved.status).toBe(application.status);
    expect(moved.documents.filter((d) => d.documentId !== document.documentId)).toEqual(
      application.documents.filter((d) => d.documentId !== document.documentId),
    );
  });

  it.each(cases.filter((c) => !c.allowed))(
    'refuses $from → $to with 409 and changes nothing',
    async ({ from, to }) => {
      const { application, document } = await documentIn(from);
      const response = await moveDocument(application.applicationId, document.documentId, to);
      expect(response.statusCode).toBe(409);
      expect(pathsOf(problemOf(response))).toEqual(['status']);
      expect(await getApplication(application.applicationId)).toEqual(application);
    },
  );

  it.each(['Rejected', 'PaidOut', 'Cancelled'] as const)(
    'refuses any document move once the application is %s',
    async (status) => {
      const application = await applicationIn(status);
      const document = application.documents[0];
      const response = await moveDocument(
        application.applicationId,
        document?.documentId ?? 0,
        'Received',
      );
      expect(response.statusCode).toBe(409);
      expect(await getApplication(application.applicationId)).toEqual(application);
    },
  );

  it("is 404 for another application's document or an unknown one", async () => {
    const first = await createApplication();
    const second = await createApplication();
    const foreign = second.documents[0]?.documentId ?? 0;
    expect((await moveDocument(first.applicationId, foreign, 'Received')).statusCode).toBe(404);
    expect((await moveDocument(first.applicationId, 987654, 'Received')).statusCode).toBe(404);
    expect((await moveDocument(987654, foreign, 'Received')).statusCode).toBe(404);
    expect(await getApplication(second.applicationId)).toEqual(second);
  });

  it('is 404 for ids that name no application or document', async () => {
    for (const [applicationId, documentId] of [
      [0, 1],
      [-1, 1],
      [2_147_483_648, 1],
      [100_007, 0],
      [100_007, 2_147_483_648],
    ] as const) {
      const response = await moveDocument(applicationId, documentId, 'Received');
      expect(response.statusCode, `${applicationId}/${documentId}`).toBe(404);
      problemOf(response);
    }
  });
});
