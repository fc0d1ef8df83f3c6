import { describe, expect, it } from 'vitest';
import { ApplicationSchema, SalesPersonSchema } from '../../domain/contract';
import { openServiceTestDatabase } from './test-support/service-test-database';
import { seedDemoData } from './seed/seed-demo-data';
import { privateApplicationBody } from './test-support/requests';
import { buildTestService, call, jsonOf, TEST_NOW } from './test-support/test-service';

describe('persistence', () => {
  it('keeps what was written after the service and database are closed and reopened', async () => {
    const testDatabase = await openServiceTestDatabase({ persistent: true });
    try {
      await seedDemoData(testDatabase.database, TEST_NOW);
      const first = await buildTestService(testDatabase.database);
      const created = jsonOf(
        await call(first, 'POST', '/application', privateApplicationBody(), {
          'idempotency-key': 'persist-me',
        }),
        ApplicationSchema,
      );
      await call(first, 'PUT', `/application/${created.applicationId}/status`, {
        status: 'UnderReview',
      });
      await first.close();
      await testDatabase.database.close();

      const reopened = await testDatabase.reopen();
      try {
        const second = await buildTestService(reopened);
        const read = jsonOf(
          await call(second, 'GET', `/application/${created.applicationId}`),
          ApplicationSchema,
        );
        expect(read.status).toBe('UnderReview');
        expect(read.statusHistory.map((entry) => entry.status)).toEqual([
          'Received',
          'UnderReview',
        ]);
        expect({
          ...read,
          status: created.status,
          statusHistory: created.statusHistory,
          updatedAt: created.updatedAt,
        }).toEqual(created);
        jsonOf(await call(second, 'GET', '/sales-person/1001'), SalesPersonSchema);
        // The idempotency key survived too: the retry finds the application.
        const retry = await call(second, 'POST', '/application', privateApplicationBody(), {
          'idempotency-key': 'persist-me',
        });
        expect(jsonOf(retry, ApplicationSchema).applicationId).toBe(created.applicationId);
        // Seeding again leaves a database with data alone.
        await seedDemoData(reopened, TEST_NOW);
        const { rows } = await reopened.query<{ count: number }>(
          'SELECT count(*)::integer AS count FROM sales_person',
        );
        expect(rows[0]?.count).toBe(14);
        await second.close();
      } finally {
        await reopened.close();
      }
    } finally {
      await testDatabase.drop();
    }
  });
});
