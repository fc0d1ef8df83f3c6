import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../database';
import type { TestDatabase } from '../../database/test-database';
import { openServiceTestDatabase } from './service-test-database';
import { seedDemoData } from '../seed/seed-demo-data';
import { buildTestService, TEST_NOW } from './test-service';

export interface ServiceUnderTest {
  app: FastifyInstance;
  database: Database;
  kind: TestDatabase['kind'];
}

/**
 * The service on this file's own database (PGlite, or PostgreSQL with TEST_DATABASE_URL), with
 * the demo data seeded at TEST_NOW unless `seed` is false; closed and dropped after the file.
 */
export function useServiceUnderTest(options: { seed?: boolean } = {}): ServiceUnderTest {
  const context = {} as ServiceUnderTest;
  let testDatabase: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    testDatabase = await openServiceTestDatabase();
    if (options.seed !== false) await seedDemoData(testDatabase.database, TEST_NOW);
    app = await buildTestService(testDatabase.database);
    Object.assign(context, { app, database: testDatabase.database, kind: testDatabase.kind });
  });
  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });
  return context;
}

/** How many applications the service's database holds now. */
export async function countApplications(service: ServiceUnderTest): Promise<number> {
  const { rows } = await service.database.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM application',
  );
  return rows[0]?.count ?? 0;
}
