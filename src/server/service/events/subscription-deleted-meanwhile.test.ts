import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatedSubscriptionSchema } from '../../../domain/contract';
import type { TestDatabase } from '../../database/test-database';
import { seedDemoData } from '../seed/seed-demo-data';
import { privateApplicationBody } from '../test-support/requests';
import { openServiceTestDatabase } from '../test-support/service-test-database';
import { buildTestService, call, jsonOf, TEST_NOW } from '../test-support/test-service';
import { recordEvent } from './record-event';
import { insertSubscription } from './subscription-repository';

let testDatabase: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDatabase = await openServiceTestDatabase();
  await seedDemoData(testDatabase.database, TEST_NOW);
  app = await buildTestService(testDatabase.database, { allowLocalWebhookUrls: true });
});

afterAll(async () => {
  await app.close();
  await testDatabase.drop();
});

const created = {
  applicationId: 1,
  status: 'Received' as const,
  salesPersonId: 1001,
  vendorId: 501,
};

describe('a subscription deleted while an event is recorded', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'gives the event no delivery to it, instead of a foreign-key error (PostgreSQL)',
    async () => {
      const { database } = testDatabase;
      const { subscriptionId } = await insertSubscription(
        database,
        'race-client',
        { url: 'https://hooks.example.com/race', eventTypes: ['application.created'] },
        TEST_NOW,
      );
      // The deletion holds the subscription's row, not yet committed, while the event is written.
      let commitDeletion: () => void = () => undefined;
      const deletionMayCommit = new Promise<void>((resolve) => {
        commitDeletion = resolve;
      });
      let recording: Promise<string> | undefined;
      await database.transaction(async (tx) => {
        await tx.query('DELETE FROM webhook_subscription WHERE subscription_id = $1', [
          subscriptionId,
        ]);
        recording = database.transaction((other) =>
          recordEvent(other, 'application.created', created, TEST_NOW),
        );
        recording.catch(() => undefined);
        // Until the event's transaction waits for this one: then it has read the subscription.
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        for (;;) {
          const { rows: waiting } = await tx.query(
            // pg_locks, not pg_stat_activity: that one is read once per transaction.
            'SELECT 1 FROM pg_locks WHERE NOT granted AND $1 = ANY (pg_blocking_pids(pid))',
            [rows[0]?.pid],
          );
          if (waiting.length > 0) break;
        }
        commitDeletion();
        await deletionMayCommit;
      });

      const eventId = await recording;
      const { rows } = await database.query('SELECT 1 FROM webhook_delivery WHERE event_id = $1', [
        eventId,
      ]);
      expect(rows).toEqual([]);
    },
  );

  it('creates applications under load while subscriptions come and go, with no 500', async () => {
    const statuses: number[] = [];
    const writing = new AbortController();
    const churn = (async () => {
      let cycles = 0;
      while (!writing.signal.aborted || cycles === 0) {
        const response = await call(app, 'POST', '/subscription', {
          url: 'https://hooks.example.com/churn',
          eventTypes: ['application.created'],
        });
        const { subscriptionId } = jsonOf(response, CreatedSubscriptionSchema);
        await call(app, 'DELETE', `/subscription/${subscriptionId}`);
        cycles += 1;
      }
      return cycles;
    })();
    const writers = Array.from({ length: 8 }, async () => {
      for (let count = 0; count < 8; count += 1) {
        statuses.push(
          (await call(app, 'POST', '/application', privateApplicationBody())).statusCode,
        );
      }
    });
    await Promise.all(writers);
    writing.abort();
    expect(await churn).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(statuses).toHaveLength(64);
  }, 30_000);
});
