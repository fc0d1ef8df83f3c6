import { describe, expect, it } from 'vitest';
import {
  ApplicationListSchema,
  SalesPersonSchema,
  type ApplicationSummary,
} from '../../../domain/contract';
import { privateApplicationBody } from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import { call, jsonOf, pathsOf, problemOf } from '../test-support/test-service';
import { createApplication } from './create-application';

const service = useServiceUnderTest();

/** An application of salesperson 1003 made at `createdAt`, for a customer named here. */
async function given(lastName: string, carRegNo: string, createdAt: string): Promise<number> {
  const body = privateApplicationBody({ salespersonId: 1003 });
  body.applicant.lastName = lastName;
  body.calculationRequest.object = { ...body.calculationRequest.object, carRegNo };
  const { application } = await createApplication(service.database, {
    body,
    clientId: 'search-test',
    now: new Date(createdAt),
  });
  return application.applicationId;
}

async function search(query: string): Promise<ApplicationSummary[]> {
  const response = await call(service.app, 'GET', `/application?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf(response, ApplicationListSchema).applications;
}

const idsOf = (applications: readonly ApplicationSummary[]) =>
  applications.map((application) => application.applicationId);

describe('GET /application: finding applications', () => {
  it("finds part of the customer's name in any case, with the salesperson's name", async () => {
    const id = await given('Fjellheimsen', 'ZX 40001', '2025-05-02T10:00:00Z');
    const found = await search('customerName=fjellHEIM');
    expect(idsOf(found)).toEqual([id]);
    const salesPerson = await call(service.app, 'GET', '/sales-person/1003');
    expect(found[0]).toMatchObject({
      applicantName: 'Kari Fjellheimsen',
      salesPersonId: 1003,
      salesPersonName: jsonOf(salesPerson, SalesPersonSchema).salesPersonName,
    });
    expect(idsOf(await search('customerName=kari%20fjellheimsen'))).toEqual([id]);
    // Wildcards typed are meant literally.
    expect(await search('customerName=Fjell%25sen')).toEqual([]);
  });

  it('finds part of a registration number however it is spaced or cased', async () => {
    const id = await given('Registersen', 'QW 81234', '2025-05-03T10:00:00Z');
    for (const typed of ['QW81234', 'qw 812', 'w-8123']) {
      expect(idsOf(await search(`registrationNumber=${encodeURIComponent(typed)}`))).toEqual([id]);
    }
  });

  it('keeps the days created from and to, as Norwegian days, and combines every filter', async () => {
    // 23:30 in Norway on 1 May, and 00:30 in Norway on 2 May.
    const late = await given('Datosen', 'DT 10001', '2025-05-01T21:30:00Z');
    const early = await given('Datosen', 'DT 10002', '2025-05-01T22:30:00Z');
    const name = 'customerName=Datosen';
    expect(idsOf(await search(`${name}&createdTo=2025-05-01`))).toEqual([late]);
    expect(idsOf(await search(`${name}&createdFrom=2025-05-02`))).toEqual([early]);
    expect(idsOf(await search(`${name}&createdFrom=2025-05-01&createdTo=2025-05-02`))).toEqual([
      early,
      late,
    ]);
    expect(
      idsOf(await search(`${name}&registrationNumber=dt10002&status=Received&salesPersonId=1003`)),
    ).toEqual([early]);
    expect(await search(`${name}&status=Approved`)).toEqual([]);
    expect(await search(`${name}&salesPersonId=1001`)).toEqual([]);
  });

  it('pages through a search with the same filters', async () => {
    const ids = [
      await given('Sidesen', 'PG 1', '2025-04-01T10:00:00Z'),
      await given('Sidesen', 'PG 2', '2025-04-02T10:00:00Z'),
      await given('Sidesen', 'PG 3', '2025-04-03T10:00:00Z'),
    ];
    const first = await call(service.app, 'GET', '/application?customerName=sidesen&limit=2');
    const page = jsonOf(first, ApplicationListSchema);
    expect(idsOf(page.applications)).toEqual([ids[2], ids[1]]);
    const next = await search(`customerName=sidesen&limit=2&cursor=${page.nextCursor}`);
    expect(idsOf(next)).toEqual([ids[0]]);
  });

  it('treats an empty text as no filter', async () => {
    const all = await search('limit=5');
    expect(await search('limit=5&customerName=&registrationNumber=')).toEqual(all);
  });

  it('refuses dates that are not days, a range that ends before it starts, and long texts', async () => {
    for (const [query, path] of [
      ['createdFrom=yesterday', 'createdFrom'],
      ['createdTo=2025-02-30', 'createdTo'],
      ['createdFrom=2025-05-02&createdTo=2025-05-01', 'createdTo'],
      [`customerName=${'a'.repeat(101)}`, 'customerName'],
      [`registrationNumber=${'1'.repeat(101)}`, 'registrationNumber'],
    ] as const) {
      const response = await call(service.app, 'GET', `/application?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(pathsOf(problemOf(response)), query).toEqual([path]);
    }
  });
});
