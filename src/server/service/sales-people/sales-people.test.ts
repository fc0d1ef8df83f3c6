import { describe, expect, it } from 'vitest';
import { SalesPersonListSchema, SalesPersonSchema } from '../../../domain/contract';
import { DEMO_SALES_PEOPLE } from '../seed/demo-sales-people';
import { useServiceUnderTest } from '../test-support/seeded-service';
import {
  call,
  jsonOf,
  problemOf,
  expectInvalidFields,
  expectProblem,
} from '../test-support/test-service';

const service = useServiceUnderTest();

const idsOf = (people: Array<{ salesPersonId: number }>) => people.map((p) => p.salesPersonId);

describe('GET /sales-person', () => {
  it('lists every salesperson with external references, by id', async () => {
    const response = await call(service.app, 'GET', '/sales-person');
    expect(response.statusCode).toBe(200);
    const people = jsonOf(response, SalesPersonListSchema);
    expect(people.length).toBeGreaterThanOrEqual(12);
    expect(idsOf(people)).toEqual(DEMO_SALES_PEOPLE.map((p) => p.salesPersonId));
    expect(people.slice(0, 3).map((p) => p.salesPersonName)).toEqual([
      'Dina Dealer',
      'Magnus Manager',
      'Rita Rep',
    ]);
    expect(people[0]?.externalReferences).toEqual([
      { key: 'dmsBrukerId', value: 'DMS-1001' },
      { key: 'ansattnummer', value: 'E-2041' },
    ]);
  });
});

describe('GET /sales-person/{salespersonId}', () => {
  it('returns one salesperson', async () => {
    const response = await call(service.app, 'GET', '/sales-person/1003');
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response, SalesPersonSchema)).toEqual(
      DEMO_SALES_PEOPLE.find((p) => p.salesPersonId === 1003),
    );
  });

  it('is 404 for an unknown id', async () => {
    const response = await call(service.app, 'GET', '/sales-person/999999');
    expectProblem(response, 404, /salesperson/);
  });

  it.each(['abc', '0', '-5', '1.5', '2147483648', '99999999999999999999'])(
    'is 404 for the id %s, which names no salesperson',
    async (id) => {
      const response = await call(service.app, 'GET', `/sales-person/${id}`);
      expect(response.statusCode).toBe(404);
      problemOf(response);
    },
  );
});

describe('POST /sales-person', () => {
  const search = async (body: unknown) => {
    const response = await call(service.app, 'POST', '/sales-person', body);
    expect(response.statusCode).toBe(200);
    return idsOf(jsonOf(response, SalesPersonListSchema));
  };

  it('selects by id', async () => {
    expect(await search({ salesPersonId: [1002, 1001, 424242] })).toEqual([1001, 1002]);
  });

  it('selects by external reference, key and value both', async () => {
    expect(
      await search({ salesPersonExternalReference: [{ key: 'dmsBrukerId', value: 'DMS-1003' }] }),
    ).toEqual([1003]);
    // The value of another kind of reference does not match.
    expect(
      await search({
        salesPersonExternalReference: [{ key: 'ansattnummer', value: 'DMS-1003' }],
      }),
    ).toEqual([]);
    expect(
      await search({
        salesPersonExternalReference: [
          { key: 'crmId', value: 'CRM-0415' },
          { key: 'båtforhandlerId', value: 'BD-81' },
        ],
      }),
    ).toEqual([1004, 1013]);
  });

  it('returns the union of both lists, once each', async () => {
    expect(
      await search({
        salesPersonId: [1001, 1007],
        salesPersonExternalReference: [
          { key: 'ansattnummer', value: 'E-2041' },
          { key: 'maskinforhandlerId', value: 'MD-12' },
        ],
      }),
    ).toEqual([1001, 1007, 1008]);
  });

  it('selects no one for empty or absent lists', async () => {
    expect(await search({})).toEqual([]);
    expect(await search({ salesPersonId: [], salesPersonExternalReference: [] })).toEqual([]);
  });

  it('is 400 naming every invalid field', async () => {
    const response = await call(service.app, 'POST', '/sales-person', {
      salesPersonId: [1, 'two', -3],
      salesPersonExternalReference: [{ key: '', value: 'x' }, { key: 'k' }],
    });
    expectInvalidFields(response, [
      'salesPersonId.1',
      'salesPersonId.2',
      'salesPersonExternalReference.0.key',
      'salesPersonExternalReference.1.value',
    ]);
  });
});
