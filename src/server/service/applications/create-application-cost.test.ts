import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../database';
import { ApplicationSchema } from '../../../domain/contract';
import { electricCarRequest, privateApplicationBody } from '../test-support/requests';
import { countApplications, useServiceUnderTest } from '../test-support/seeded-service';
import { call, jsonOf, pathsOf, problemOf, TEST_NOW } from '../test-support/test-service';
import { insertSubscription } from '../events/subscription-repository';
import { findApplication } from './application-repository';
import { createApplication } from './create-application';

const service = useServiceUnderTest();

/** What one piece of work cost the database: round trips, and rows inserted per table. */
interface DatabaseCost {
  roundTrips: number;
  statements: string[];
  rowsWritten: Record<string, number>;
}

/**
 * The database as the service holds it, counting each exchange with the server: a query is one,
 * a transaction two more (BEGIN and COMMIT). Listening is the database's own, so the rate rules'
 * and price list's copies in memory work as in the running service.
 */
function counting(database: Database, statements: string[]): Database {
  const handle = (target: Database, inTransaction: boolean): Database => ({
    query: (sql, params) => {
      statements.push(sql.replace(/\s+/g, ' ').trim().slice(0, 60));
      return target.query(sql, params);
    },
    // A transaction's handle joins its transaction: no BEGIN of its own.
    transaction: (work) => {
      if (inTransaction) return target.transaction((tx) => work(handle(tx, true)));
      statements.push('BEGIN');
      return target
        .transaction((tx) => work(handle(tx, true)))
        .finally(() => statements.push('COMMIT'));
    },
    close: () => target.close(),
  });
  return {
    ...handle(database, false),
    ...(database.listen === undefined ? {} : { listen: database.listen.bind(database) }),
    ...(database.notifiesAtCommit === undefined
      ? {}
      : { notifiesAtCommit: database.notifiesAtCommit }),
  };
}

/** The tables a new application writes to. */
const WRITTEN_TABLES = [
  'application',
  'application_document',
  'application_status_history',
  'idempotency_key',
  'webhook_event',
  'webhook_delivery',
];

/** The rows each of those tables holds: the rows a create inserted are the difference. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const { rows } = await database.query<{ table_name: string; count: number }>(
    WRITTEN_TABLES.map(
      (table) => `SELECT '${table}' AS table_name, count(*)::integer AS count FROM ${table}`,
    ).join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((row) => [row.table_name, row.count]));
}

/** What each statement begins with, in order, since `costOf` last began. */
const statements: string[] = [];
/** One for the file, as the service holds one database: its copies in memory are kept. */
let countingDatabase: Database | undefined;

async function costOf(work: (database: Database) => Promise<unknown>): Promise<DatabaseCost> {
  countingDatabase ??= counting(service.database, statements);
  const before = await rowCounts(service.database);
  statements.length = 0;
  await work(countingDatabase);
  const roundTrips = statements.length;
  const after = await rowCounts(service.database);
  const rowsWritten = Object.fromEntries(
    WRITTEN_TABLES.map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)]),
  );
  return { roundTrips, statements: [...statements], rowsWritten };
}

const create = (database: Database, idempotencyKey?: string) =>
  createApplication(database, {
    body: privateApplicationBody({ campaignId: 101 }),
    clientId: 'cost-test',
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    now: TEST_NOW,
  });

describe('what creating an application costs the database', () => {
  it('counts round trips and rows written, with and without an idempotency key', async () => {
    // As the running system has one: the portal's live changes.
    await insertSubscription(
      service.database,
      'cost-test',
      { url: 'https://hooks.example.com/live', eventTypes: ['application.created'] },
      TEST_NOW,
    );
    // The first create loads the rate rules and the price list into memory, as the first request
    // of a running service does.
    await costOf((database) => create(database));

    const withoutKey = await costOf((database) => create(database));
    const withKey = await costOf((database) => create(database, randomUUID()));
    const key = randomUUID();
    await create(service.database, key);
    const replay = await costOf((database) => create(database, key));
    console.info(JSON.stringify({ kind: service.kind, withoutKey, withKey, replay }, null, 2));

    const documents = withoutKey.rowsWritten.application_document ?? 0;
    expect(documents).toBeGreaterThan(0);
    expect(withoutKey.rowsWritten).toEqual({
      application: 1,
      application_document: documents,
      application_status_history: 1,
      idempotency_key: 0,
      webhook_event: 1,
      webhook_delivery: 1,
    });
    expect(withKey.rowsWritten).toEqual({ ...withoutKey.rowsWritten, idempotency_key: 1 });
    expect(Object.values(replay.rowsWritten).every((count) => count === 0)).toBe(true);

    // One statement writes it all (issue 33). Before: BEGIN, the salesperson, the campaign, the
    // price list, three inserts, the read-back, two for the event and its NOTIFY, COMMIT (12);
    // the key's claim and completion made 14.
    expect(withoutKey.roundTrips).toBe(1);
    expect(withKey.roundTrips).toBe(1);
    // The statement finds the key taken, then the key and the application are read (before: 5).
    expect(replay.roundTrips).toBe(3);
  });

  it('answers with the application as a read of it shows it, with a salesperson or none', async () => {
    const { application } = await create(service.database, randomUUID());
    expect(application).toEqual(await findApplication(service.database, application.applicationId));

    const { salespersonId: _none, ...withoutSalesPerson } = electricCarRequest();
    const created = await call(service.app, 'POST', '/application', {
      ...privateApplicationBody(),
      calculationRequest: withoutSalesPerson,
    });
    expect(created.statusCode).toBe(201);
    const unattended = jsonOf(created, ApplicationSchema);
    expect(unattended).toMatchObject({
      salesPersonId: null,
      salesPersonName: null,
      statusHistory: [{ status: 'Received', actor: { type: 'system' } }],
    });
    expect(unattended).toEqual(await findApplication(service.database, unattended.applicationId));
  });
});

describe('what a refused create answers, as before the one statement', () => {
  const post = (body: unknown, key?: string) =>
    call(
      service.app,
      'POST',
      '/application',
      body,
      key === undefined ? {} : { 'idempotency-key': key },
    );

  it('names the unknown salesperson before a campaign that does not apply', async () => {
    const response = await post(privateApplicationBody({ salespersonId: 4242, campaignId: 103 }));
    expect(response.statusCode).toBe(422);
    expect(pathsOf(problemOf(response))).toEqual(['calculationRequest.salespersonId']);
  });

  it('leaves the key of a refused request free for the corrected one', async () => {
    const key = randomUUID();
    const before = await countApplications(service);
    const refused = await post(privateApplicationBody({ salespersonId: 4242 }), key);
    expect(refused.statusCode).toBe(422);
    expect(await countApplications(service)).toBe(before);
    const corrected = await post(privateApplicationBody(), key);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a used key before the checks of the body sent with it', async () => {
    const key = randomUUID();
    expect((await post(privateApplicationBody(), key)).statusCode).toBe(201);
    const other = await post(privateApplicationBody({ salespersonId: 4242, campaignId: 103 }), key);
    expect(other.statusCode).toBe(409);
    expect(pathsOf(problemOf(other))).toEqual(['idempotency-key']);
  });
});
